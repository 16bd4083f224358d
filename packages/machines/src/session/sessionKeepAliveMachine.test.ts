import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { allStateIds, allTransitions, jsonRoundTrip, replayOnActor, walkMachine } from '../testing';
import { sessionKeepAliveMachine } from './sessionKeepAliveMachine';

const flush = async () => {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
};

function run(
  check: () => Promise<boolean>,
  refresh: () => Promise<void> = async (): Promise<void> => undefined,
  trackAndTraceMissing: () => Promise<boolean> = async () => false,
) {
  const checkSession = vi.fn(check);
  const refreshCart = vi.fn(refresh);
  const checkTrackAndTrace = vi.fn(trackAndTraceMissing);
  const raiseTrackAndTrace = vi.fn();
  const actor = createActor(
    sessionKeepAliveMachine.provide({
      actors: { checkSession: fromPromise(checkSession), refreshCart: fromPromise(refreshCart), checkTrackAndTrace: fromPromise(checkTrackAndTrace) },
      actions: { raiseTrackAndTrace },
    }),
  );
  actor.start();
  return { actor, checkSession, refreshCart, checkTrackAndTrace, raiseTrackAndTrace };
}

describe('sessionKeepAliveMachine (§4 Session start)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe('pure transitions', () => {
    it('starts by checking the session', () => {
      const [snapshot] = initialTransition(sessionKeepAliveMachine);
      expect(snapshot.value).toBe('checking');
    });

    it('stops from any state on logout', () => {
      const [checking] = initialTransition(sessionKeepAliveMachine);
      const [stopped] = transition(sessionKeepAliveMachine, checking, { type: 'session.stop' });
      expect(stopped.value).toBe('stopped');
      expect(stopped.status).toBe('done');
    });
  });

  describe('the running actor', () => {
    it('ends as expired when the check fails', async () => {
      const a = run(async () => false);
      await flush();
      expect(a.actor.getSnapshot().value).toBe('expired');
      expect(a.actor.getSnapshot().status).toBe('done');
      const b = run(async () => {
        throw new Error('401');
      });
      await flush();
      expect(b.actor.getSnapshot().value).toBe('expired');
    });

    it('survives a failed cart refresh and stops on logout', async () => {
      const { actor } = run(async () => true, async () => {
        throw new Error('offline');
      });
      await flush();
      expect(actor.getSnapshot().value).toBe('active');
      actor.send({ type: 'session.stop' });
      expect(actor.getSnapshot().value).toBe('stopped');
    });
  });

  describe('delays', () => {
    it('checks the session and refreshes the cart every 30 s', async () => {
      const { actor, checkSession, refreshCart } = run(async () => true);
      await flush();
      expect(actor.getSnapshot().value).toBe('active');
      expect(checkSession).toHaveBeenCalledTimes(1);
      expect(refreshCart).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(29_999);
      expect(checkSession).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await flush();
      expect(checkSession).toHaveBeenCalledTimes(2);
      expect(refreshCart).toHaveBeenCalledTimes(2);
      actor.send({ type: 'session.checkNow' });
      await flush();
      expect(checkSession).toHaveBeenCalledTimes(3);
    });

    it('reads Track and Trace on every check and raises the notice (level 2) only from a tick that finds codes missing', async () => {
      let missing = true;
      const { actor, checkTrackAndTrace, raiseTrackAndTrace } = run(async () => true, undefined, async () => missing);
      await flush();
      // The session start's read: the notice stays at level 1.
      expect(checkTrackAndTrace).toHaveBeenCalledTimes(1);
      expect(raiseTrackAndTrace).not.toHaveBeenCalled();
      expect(actor.getSnapshot().context.started).toBe(true);
      await vi.advanceTimersByTimeAsync(30_000);
      await flush();
      expect(checkTrackAndTrace).toHaveBeenCalledTimes(2);
      expect(raiseTrackAndTrace).toHaveBeenCalledTimes(1);
      missing = false;
      await vi.advanceTimersByTimeAsync(30_000);
      await flush();
      expect(raiseTrackAndTrace).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().value).toBe('active');
    });

    it('goes on when the Track and Trace read fails', async () => {
      const { actor } = run(async () => true, undefined, async () => {
        throw new Error('offline');
      });
      await flush();
      expect(actor.getSnapshot().value).toBe('active');
    });
  });

  describe('graph walk', () => {
    // checkSession answers true, false or rejects; refreshCart resolves or rejects (the default outcomes).
    const walk = walkMachine(sessionKeepAliveMachine, {
      events: [{ type: 'session.checkNow' }, { type: 'session.stop' }],
      outcomes: {
        checkSession: () => [{ output: true }, { output: false }, { error: new Error('401') }],
        checkTrackAndTrace: () => [{ output: true }, { output: false }, { error: new Error('offline') }],
      },
    });

    it('reaches every state', () => expect(walk.stateIds).toEqual(allStateIds(sessionKeepAliveMachine).sort()));
    // The machine's transitions written out (`<source>: <event> [<n>] → <targets>`, `always` for eventless ones):
    // one removed, added or retargeted in the machine fails here until this list says so.
    const transitions = [
      'sessionKeepAlive.active: session.checkNow [0] → sessionKeepAlive.checking',
      'sessionKeepAlive.active: xstate.after.keepAliveInterval.sessionKeepAlive.active [0] → sessionKeepAlive.checking',
      'sessionKeepAlive.checking: xstate.done.actor.0.sessionKeepAlive.checking [0] → sessionKeepAlive.refreshing',
      'sessionKeepAlive.checking: xstate.done.actor.0.sessionKeepAlive.checking [1] → sessionKeepAlive.expired',
      'sessionKeepAlive.checking: xstate.error.actor.0.sessionKeepAlive.checking [0] → sessionKeepAlive.expired',
      'sessionKeepAlive.checkingTrackAndTrace: xstate.done.actor.0.sessionKeepAlive.checkingTrackAndTrace [0] → sessionKeepAlive.active',
      'sessionKeepAlive.checkingTrackAndTrace: xstate.done.actor.0.sessionKeepAlive.checkingTrackAndTrace [1] → sessionKeepAlive.active',
      'sessionKeepAlive.checkingTrackAndTrace: xstate.error.actor.0.sessionKeepAlive.checkingTrackAndTrace [0] → sessionKeepAlive.active',
      'sessionKeepAlive.refreshing: xstate.done.actor.0.sessionKeepAlive.refreshing [0] → sessionKeepAlive.checkingTrackAndTrace',
      'sessionKeepAlive.refreshing: xstate.error.actor.0.sessionKeepAlive.refreshing [0] → sessionKeepAlive.checkingTrackAndTrace',
      'sessionKeepAlive: session.stop [0] → sessionKeepAlive.stopped',
    ];
    it('takes every transition', () => {
      expect(allTransitions(sessionKeepAliveMachine)).toEqual(transitions);
      expect(walk.transitions).toEqual(transitions);
    });
    it('keeps context serialisable', () => walk.snapshots.forEach((s) => expect(jsonRoundTrip(s.context)).toEqual(s.context)));
    it('drives a running actor along the walk to every state', () => {
      const replay = replayOnActor(sessionKeepAliveMachine, walk);
      expect(replay.mismatches).toEqual([]);
      expect(replay.stateIds).toEqual(allStateIds(sessionKeepAliveMachine).sort());
    });
  });
});
