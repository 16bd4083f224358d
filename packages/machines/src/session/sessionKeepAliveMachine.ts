import { fromPromise, setup } from 'xstate';
import { KEEP_ALIVE_MS } from '@trade-portal/domain';

export type SessionKeepAliveEvent = { type: 'session.stop' } | { type: 'session.checkNow' };

/**
 * Session start and keep-alive of §4: `checking` (actor `checkSession`, then `refreshCart`) →
 * `active` → after `keepAliveInterval` (30 000 ms) → `checking` again. A failed session check →
 * `expired` (final: the portal goes to /login, §8). A failed cart refresh is ignored until the next
 * tick. `session.stop` → `stopped` (logout).
 * Actors: `checkSession() → boolean` (false or a rejection means expired), `refreshCart() → void`.
 */
export const sessionKeepAliveMachine = setup({
  types: { events: {} as SessionKeepAliveEvent },
  delays: { keepAliveInterval: KEEP_ALIVE_MS },
  actors: {
    checkSession: fromPromise<boolean>(async () => true),
    refreshCart: fromPromise<void>(async () => undefined),
  },
}).createMachine({
  id: 'sessionKeepAlive',
  initial: 'checking',
  on: { 'session.stop': '.stopped' },
  states: {
    checking: {
      invoke: {
        src: 'checkSession',
        onDone: [{ guard: ({ event }) => event.output === true, target: 'refreshing' }, { target: 'expired' }],
        onError: 'expired',
      },
    },
    refreshing: {
      invoke: { src: 'refreshCart', onDone: 'active', onError: 'active' },
    },
    active: {
      after: { keepAliveInterval: 'checking' },
      on: { 'session.checkNow': 'checking' },
    },
    expired: { type: 'final' },
    stopped: { type: 'final' },
  },
});
