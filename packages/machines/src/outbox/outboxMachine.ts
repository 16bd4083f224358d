import { assign, fromPromise, setup } from 'xstate';

/** What the portal starts the machine with: the user's queued entries and whether the browser is online. */
export interface OutboxMachineInput {
  /** Entries of the user's outbox (cart-line changes and checkouts) not yet sent. */
  waiting: number;
  /** `navigator.onLine`. */
  online: boolean;
}

export interface OutboxMachineContext {
  waiting: number;
  online: boolean;
  /** Sends in a row that were not heard (no answer, 502, 503, 504): the next waits longer. */
  unheard: number;
}

export type OutboxMachineEvent =
  /** The queue changed (here or in another tab): `waiting` is the user's count now. */
  | { type: 'outbox.changed'; waiting: number }
  /** The browser's `online` and `offline` events. */
  | { type: 'connection.online' }
  | { type: 'connection.offline' };

/** What `sendNext` resolves: the entries still waiting once the first has been answered (sent or refused). */
export interface SentOutcome {
  waiting: number;
}

/** 2 s after the first send not heard, doubling each time, at most 15 s (ADR 0026's pace). */
export function retryDelayMs(unheard: number): number {
  return Math.min(2000 * 2 ** Math.max(0, unheard - 1), 15_000);
}

/**
 * The offline outbox's sender (the offline cart that submits once, ADR 0031): sends the user's
 * queued cart-line changes and checkouts one at a time, in order, whenever the server can be heard.
 * - `deciding` (eventless): nothing waiting → `idle`; offline → `offline`; else `sending`.
 * - `idle`: nothing waiting; `outbox.changed` with entries → `deciding`.
 * - `offline` (tag `waiting`): the browser says it has no connection; `connection.online` → `sending`.
 * - `sending` (tag `sending`): actor `sendNext() → SentOutcome` sends the first entry and removes it once
 *   answered (the portal reports a refusal itself, so a refused entry does not block the rest); a
 *   rejection means not heard (the entry stays) → `retrying`, or `offline` when the browser says so.
 * - `retrying` (tag `waiting`): after `retryDelay` (`retryDelayMs(unheard)`: 2 s, 4 s, 8 s, then 15 s) or at
 *   `connection.online` → `sending`; `connection.offline` → `offline`.
 * `outbox.changed` is heard in every state (a queue emptied in another tab ends the wait).
 */
export const outboxMachine = setup({
  types: { context: {} as OutboxMachineContext, events: {} as OutboxMachineEvent, input: {} as OutboxMachineInput },
  delays: { retryDelay: ({ context }) => retryDelayMs(context.unheard) },
  actors: {
    sendNext: fromPromise<SentOutcome>(async () => {
      throw new Error('sendNext is not provided');
    }),
  },
  guards: {
    nothingWaiting: ({ context }) => context.waiting === 0,
    isOffline: ({ context }) => !context.online,
  },
  actions: {
    assignWaiting: assign({ waiting: ({ event }) => (event.type === 'outbox.changed' ? event.waiting : 0) }),
    goOnline: assign({ online: true }),
    goOffline: assign({ online: false }),
    // Counted up to 4, where the wait reaches its 15 s ceiling.
    countUnheard: assign({ unheard: ({ context }) => Math.min(context.unheard + 1, 4) }),
  },
}).createMachine({
  id: 'outbox',
  context: ({ input }) => ({ waiting: input.waiting, online: input.online, unheard: 0 }),
  initial: 'deciding',
  on: {
    'outbox.changed': { target: '.deciding', actions: 'assignWaiting' },
    'connection.offline': { actions: 'goOffline' },
    'connection.online': { actions: 'goOnline' },
  },
  states: {
    deciding: {
      always: [{ guard: 'nothingWaiting', target: 'idle' }, { guard: 'isOffline', target: 'offline' }, { target: 'sending' }],
    },
    idle: {},
    offline: {
      tags: ['waiting'],
      on: { 'connection.online': { target: 'sending', actions: 'goOnline' } },
    },
    sending: {
      tags: ['sending'],
      // A change of the queue while a send is out must not start a second send: the answer decides next.
      on: { 'outbox.changed': { actions: 'assignWaiting' } },
      invoke: {
        src: 'sendNext',
        onDone: { target: 'deciding', actions: assign({ waiting: ({ event }) => event.output.waiting, unheard: 0 }) },
        onError: [
          { guard: 'isOffline', target: 'offline', actions: 'countUnheard' },
          { target: 'retrying', actions: 'countUnheard' },
        ],
      },
    },
    retrying: {
      tags: ['waiting'],
      after: { retryDelay: 'sending' },
      on: {
        'connection.online': { target: 'sending', actions: 'goOnline' },
        'connection.offline': { target: 'offline', actions: 'goOffline' },
      },
    },
  },
});
