import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { allStateIds, allTransitions, jsonRoundTrip, replayOnActor, walkMachine } from '../testing';
import { outboxMachine, retryDelayMs, type SentOutcome } from './outboxMachine';

const flush = async () => {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
};

/** A running machine whose sends answer from `answers` in turn (a number: entries left; 'unheard': rejects). */
function run(input: { waiting: number; online: boolean }, answers: Array<number | 'unheard'>) {
  const sendNext = vi.fn(async (): Promise<SentOutcome> => {
    const answer = answers.shift();
    if (answer === undefined || answer === 'unheard') throw new TypeError('Failed to fetch');
    return { waiting: answer };
  });
  const actor = createActor(outboxMachine.provide({ actors: { sendNext: fromPromise(sendNext) } }), { input });
  actor.start();
  return { actor, sendNext, state: () => actor.getSnapshot().value };
}

describe('outboxMachine (offline cart that submits once)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 2 s after a send not heard, doubling to at most 15 s', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([2000, 4000, 8000, 15_000, 15_000]);
  });

  it('is idle with nothing queued, and sends each entry in turn once something is', async () => {
    const a = run({ waiting: 0, online: true }, [1, 0]);
    expect(a.state()).toBe('idle');
    a.actor.send({ type: 'outbox.changed', waiting: 2 });
    await flush();
    expect(a.sendNext).toHaveBeenCalledTimes(2);
    expect(a.state()).toBe('idle');
  });

  it('waits offline without sending, and sends when the connection is back', async () => {
    const a = run({ waiting: 1, online: false }, [0]);
    expect(a.state()).toBe('offline');
    expect(a.actor.getSnapshot().hasTag('waiting')).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(a.sendNext).not.toHaveBeenCalled();
    a.actor.send({ type: 'connection.online' });
    await flush();
    expect(a.sendNext).toHaveBeenCalledTimes(1);
    expect(a.state()).toBe('idle');
  });

  it('retries a send not heard after 2 s, then 4 s, keeping the entry', async () => {
    const a = run({ waiting: 1, online: true }, ['unheard', 'unheard', 0]);
    await flush();
    expect(a.state()).toBe('retrying');
    await vi.advanceTimersByTimeAsync(1999);
    expect(a.sendNext).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(a.sendNext).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(a.sendNext).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(a.sendNext).toHaveBeenCalledTimes(3);
    expect(a.state()).toBe('idle');
    expect(a.actor.getSnapshot().context.unheard).toBe(0);
  });

  it('goes offline when a send fails with the browser offline, and a retry wait ends at once when the connection returns', async () => {
    const a = run({ waiting: 1, online: true }, ['unheard', 0]);
    await flush();
    expect(a.state()).toBe('retrying');
    a.actor.send({ type: 'connection.online' });
    await flush();
    expect(a.sendNext).toHaveBeenCalledTimes(2);
    const b = run({ waiting: 1, online: true }, ['unheard']);
    b.actor.send({ type: 'connection.offline' });
    await flush();
    expect(b.state()).toBe('offline');
  });

  it('starts no second send when the queue changes while one is out', async () => {
    let answer!: (o: SentOutcome) => void;
    const sendNext = vi.fn(() => new Promise<SentOutcome>((resolve) => (answer = resolve)));
    const actor = createActor(outboxMachine.provide({ actors: { sendNext: fromPromise(sendNext) } }), { input: { waiting: 1, online: true } }).start();
    actor.send({ type: 'outbox.changed', waiting: 2 });
    expect(sendNext).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.waiting).toBe(2);
    answer({ waiting: 0 });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  describe('graph walk', () => {
    const walk = walkMachine(outboxMachine, {
      inputs: [
        { waiting: 0, online: true },
        { waiting: 1, online: false },
      ],
      events: [{ type: 'outbox.changed', waiting: 0 }, { type: 'outbox.changed', waiting: 2 }, { type: 'connection.online' }, { type: 'connection.offline' }],
      outcomes: { sendNext: () => [{ output: { waiting: 0 } }, { output: { waiting: 1 } }, { error: new TypeError('Failed to fetch') }] },
    });
    // `deciding` is left in the step that enters it (eventless), so no snapshot rests in it: the walk and the
    // running actor see it in the step's microsteps.
    it('reaches every state', () => expect(walk.stateIds).toEqual(allStateIds(outboxMachine).sort()));
    // The machine's transitions written out (`<source>: <event> [<n>] → <targets>`, `always` for eventless ones):
    // one removed, added or retargeted in the machine fails here until this list says so.
    const transitions = [
      'outbox.deciding: always [0] → outbox.idle',
      'outbox.deciding: always [1] → outbox.offline',
      'outbox.deciding: always [2] → outbox.sending',
      'outbox.offline: connection.online [0] → outbox.sending',
      'outbox.retrying: connection.offline [0] → outbox.offline',
      'outbox.retrying: connection.online [0] → outbox.sending',
      'outbox.retrying: xstate.after.retryDelay.outbox.retrying [0] → outbox.sending',
      'outbox.sending: outbox.changed [0] → (no target)',
      'outbox.sending: xstate.done.actor.0.outbox.sending [0] → outbox.deciding',
      'outbox.sending: xstate.error.actor.0.outbox.sending [0] → outbox.offline',
      'outbox.sending: xstate.error.actor.0.outbox.sending [1] → outbox.retrying',
      'outbox: connection.offline [0] → (no target)',
      'outbox: connection.online [0] → (no target)',
      'outbox: outbox.changed [0] → outbox.deciding',
    ];
    it('takes every transition', () => {
      expect(allTransitions(outboxMachine)).toEqual(transitions);
      expect(walk.transitions).toEqual(transitions);
    });
    it('keeps context serialisable', () => walk.snapshots.forEach((s) => expect(jsonRoundTrip(s.context)).toEqual(s.context)));
    it('drives a running actor along the walk to every state', () => {
      const replay = replayOnActor(outboxMachine, walk);
      expect(replay.mismatches).toEqual([]);
      expect(replay.stateIds).toEqual(allStateIds(outboxMachine).sort());
    });
  });
});
