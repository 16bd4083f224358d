import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { withEanCheckDigit } from '@trade-portal/domain';
import type { DeliveryCheckInRequest } from '@trade-portal/api-client';
import { allStateIds, allTransitions, jsonRoundTrip, replayOnActor, walkMachine } from '../testing';
import { checkInMachine, checkInRequest, type CheckInInput, type SendCheckInOutput } from './checkInMachine';

const PACK = withEanCheckDigit('501000000001');
const OUTER = withEanCheckDigit('501000000002');
const OTHER = withEanCheckDigit('501000000099');
/** 13 digits whose check digit is wrong. */
const MISREAD = `${OTHER.slice(0, 12)}${(Number(OTHER[12]) + 1) % 10}`;

const input: CheckInInput = {
  orderNumber: '100258',
  lines: [
    { SKU: 'RMC-001', Invoiced: 3, PackBarCode: PACK, OuterBarCode: OUTER },
    { SKU: 'EVAP-002', Invoiced: 2, PackBarCode: withEanCheckDigit('501000000003'), OuterBarCode: null },
  ],
};

function run(start: CheckInInput = input, send: (body: DeliveryCheckInRequest) => Promise<SendCheckInOutput> = async () => ({ kind: 'sent' })) {
  const sendCheckIn = vi.fn(send);
  const actor = createActor(checkInMachine.provide({ actors: { sendCheckIn: fromPromise(({ input: body }: { input: DeliveryCheckInRequest }) => sendCheckIn(body)) } }), { input: start });
  actor.start();
  return { actor, sendCheckIn };
}

describe('checkInMachine (ADR 0055)', () => {
  describe('counting', () => {
    it('counts an outer per scan of a line’s pack or outer barcode or SKU, and says which line', () => {
      const [start] = initialTransition(checkInMachine, input);
      let [s] = transition(checkInMachine, start, { type: 'scan', code: PACK });
      [s] = transition(checkInMachine, s, { type: 'scan', code: ` ${OUTER} ` });
      [s] = transition(checkInMachine, s, { type: 'scan', code: 'rmc-001' });
      expect(s.context.received).toEqual({ 'RMC-001': 3 });
      expect(s.context.lastScan).toEqual({ kind: 'counted', sku: 'RMC-001' });
    });

    it('counts a code not on the order apart, and a misread EAN not at all', () => {
      const [start] = initialTransition(checkInMachine, input);
      let [s] = transition(checkInMachine, start, { type: 'scan', code: OTHER });
      [s] = transition(checkInMachine, s, { type: 'scan', code: OTHER });
      expect(s.context.unexpected).toEqual({ [OTHER]: 2 });
      expect(s.context.lastScan).toEqual({ kind: 'unexpected', code: OTHER });
      [s] = transition(checkInMachine, s, { type: 'scan', code: MISREAD });
      expect(s.context.lastScan).toEqual({ kind: 'misread', code: MISREAD });
      expect(s.context.received).toEqual({});
      expect(s.context.unexpected).toEqual({ [OTHER]: 2 });
      [s] = transition(checkInMachine, s, { type: 'removeUnexpected', code: OTHER });
      expect(s.context.unexpected).toEqual({});
    });

    it('types a count (0 to 999 outers), ticks a line complete as invoiced, and ignores a line not on the order', () => {
      const [start] = initialTransition(checkInMachine, input);
      let [s] = transition(checkInMachine, start, { type: 'set', sku: 'RMC-001', received: 1200 });
      expect(s.context.received['RMC-001']).toBe(999);
      [s] = transition(checkInMachine, s, { type: 'set', sku: 'RMC-001', received: -2 });
      expect(s.context.received['RMC-001']).toBe(0);
      [s] = transition(checkInMachine, s, { type: 'tick', sku: 'EVAP-002' });
      [s] = transition(checkInMachine, s, { type: 'set', sku: 'NOT-ON-IT', received: 4 });
      [s] = transition(checkInMachine, s, { type: 'tick', sku: 'NOT-ON-IT' });
      expect(s.context.received).toEqual({ 'RMC-001': 0, 'EVAP-002': 2 });
    });

    it('sends every line once (0 when not counted) and what was not on the order', () => {
      const [start] = initialTransition(checkInMachine, input);
      let [s] = transition(checkInMachine, start, { type: 'tick', sku: 'EVAP-002' });
      [s] = transition(checkInMachine, s, { type: 'scan', code: OTHER });
      expect(checkInRequest(s.context)).toEqual({
        OrderNumber: '100258',
        Lines: [{ SKU: 'RMC-001', Received: 0 }, { SKU: 'EVAP-002', Received: 2 }],
        Unexpected: [{ Code: OTHER, Received: 1 }],
      });
    });

    it('starts from the counts kept on the device', () => {
      const [s] = initialTransition(checkInMachine, { ...input, saved: { received: { 'RMC-001': 2 }, unexpected: { [OTHER]: 1 } } });
      expect(s.context.received).toEqual({ 'RMC-001': 2 });
      expect(s.context.unexpected).toEqual({ [OTHER]: 1 });
    });
  });

  describe('the running actor', () => {
    it('confirms, sends once and ends sent', async () => {
      const { actor, sendCheckIn } = run();
      actor.send({ type: 'tick', sku: 'RMC-001' });
      actor.send({ type: 'finish' });
      expect(actor.getSnapshot().value).toBe('confirming');
      actor.send({ type: 'back' });
      expect(actor.getSnapshot().hasTag('editable')).toBe(true);
      actor.send({ type: 'finish' });
      actor.send({ type: 'send' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.value).toBe('sent');
      expect(sendCheckIn).toHaveBeenCalledOnce();
      expect(sendCheckIn.mock.calls[0]![0].Lines).toEqual([{ SKU: 'RMC-001', Received: 3 }, { SKU: 'EVAP-002', Received: 0 }]);
    });

    it('ends saved on the device when the server cannot be heard', async () => {
      const { actor } = run(input, async () => ({ kind: 'savedOnDevice' }));
      actor.send({ type: 'finish' });
      actor.send({ type: 'send' });
      expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('savedOnDevice');
    });

    it('goes back to counting with the server’s refusal, which the next send clears', async () => {
      let refuse = true;
      const { actor } = run(input, async () => {
        if (refuse) throw new Error('This delivery has already been checked in.');
        return { kind: 'sent' };
      });
      actor.send({ type: 'finish' });
      actor.send({ type: 'send' });
      const refused = await waitFor(actor, (s) => s.matches('counting'));
      expect(refused.context.error).toBe('This delivery has already been checked in.');
      refuse = false;
      actor.send({ type: 'finish' });
      actor.send({ type: 'send' });
      expect(actor.getSnapshot().context.error).toBeNull();
      expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('sent');
    });

    it('starts checked in, read only, when the delivery was', () => {
      const { actor, sendCheckIn } = run({ ...input, checkedIn: true });
      expect(actor.getSnapshot().value).toBe('checkedIn');
      actor.send({ type: 'scan', code: PACK });
      expect(actor.getSnapshot().context.received).toEqual({});
      expect(sendCheckIn).not.toHaveBeenCalled();
    });
  });

  describe('graph walk', () => {
    // Counts that stay bounded (a typed count, a tick, a misread scan, a removal), so the walk ends; the
    // send resolves sent or saved on the device, or is refused.
    const walk = walkMachine(checkInMachine, {
      inputs: [input, { ...input, checkedIn: true }],
      events: [
        { type: 'scan', code: MISREAD }, { type: 'set', sku: 'RMC-001', received: 1 }, { type: 'tick', sku: 'EVAP-002' },
        { type: 'removeUnexpected', code: OTHER }, { type: 'finish' }, { type: 'back' }, { type: 'send' },
      ],
      outcomes: { sendCheckIn: () => [{ output: { kind: 'sent' } }, { output: { kind: 'savedOnDevice' } }, { error: new Error('refused') }] },
    });

    it('reaches every state', () => expect(walk.stateIds).toEqual(allStateIds(checkInMachine).sort()));
    // The machine's transitions written out: one removed, added or retargeted fails here until this list says so.
    const transitions = [
      'checkIn.confirming: back [0] → checkIn.counting',
      'checkIn.confirming: send [0] → checkIn.sending',
      'checkIn.counting: always [0] → checkIn.checkedIn',
      'checkIn.counting: finish [0] → checkIn.confirming',
      'checkIn.counting: removeUnexpected [0] → (no target)',
      'checkIn.counting: scan [0] → (no target)',
      'checkIn.counting: set [0] → (no target)',
      'checkIn.counting: tick [0] → (no target)',
      'checkIn.sending: xstate.done.actor.0.checkIn.sending [0] → checkIn.savedOnDevice',
      'checkIn.sending: xstate.done.actor.0.checkIn.sending [1] → checkIn.sent',
      'checkIn.sending: xstate.error.actor.0.checkIn.sending [0] → checkIn.counting',
    ];
    it('takes every transition', () => {
      expect(allTransitions(checkInMachine)).toEqual(transitions);
      expect(walk.transitions).toEqual(transitions);
    });
    it('keeps context serialisable', () => walk.snapshots.forEach((s) => expect(jsonRoundTrip(s.context)).toEqual(s.context)));
    it('drives a running actor along the walk to every state', () => {
      const replay = replayOnActor(checkInMachine, walk);
      expect(replay.mismatches).toEqual([]);
      expect(replay.stateIds).toEqual(allStateIds(checkInMachine).sort());
    });
  });
});
