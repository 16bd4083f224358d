import { assign, fromPromise, setup } from 'xstate';
import { KEEP_ALIVE_MS } from '@trade-portal/domain';

export type SessionKeepAliveEvent = { type: 'session.stop' } | { type: 'session.checkNow' };

/** Whether the session start's check has completed: later checks are the 30-second ticks. */
export interface SessionKeepAliveContext {
  started: boolean;
}

/**
 * Session start and keep-alive of §4: `checking` (actor `checkSession`, then `refreshCart`, then
 * `checkTrackAndTrace`) → `active` → after `keepAliveInterval` (30 000 ms) → `checking` again. A failed
 * session check → `expired` (final: the portal goes to /login, §8). A failed cart refresh or Track and
 * Trace read is ignored until the next tick. `session.stop` → `stopped` (logout).
 * §4 'If it finds something missing, the track-and-trace notice is raised (level 2)': when a tick after
 * the session start's check (`started`) finds the codes missing, the action `raiseTrackAndTrace` runs
 * (default: nothing; the portal raises the notice). The start's own check leaves it at level 1.
 * Actors: `checkSession() → boolean` (false or a rejection means expired), `refreshCart() → void`,
 * `checkTrackAndTrace() → boolean` (true: codes missing).
 */
export const sessionKeepAliveMachine = setup({
  types: { events: {} as SessionKeepAliveEvent, context: {} as SessionKeepAliveContext },
  delays: { keepAliveInterval: KEEP_ALIVE_MS },
  actors: {
    checkSession: fromPromise<boolean>(async () => true),
    refreshCart: fromPromise<void>(async () => undefined),
    checkTrackAndTrace: fromPromise<boolean>(async () => false),
  },
  guards: {
    isTickFindingCodesMissing: ({ context }, params: { missing: boolean }) => params.missing && context.started,
  },
  actions: {
    markStarted: assign({ started: true }),
    raiseTrackAndTrace: () => {},
  },
}).createMachine({
  id: 'sessionKeepAlive',
  context: { started: false },
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
      invoke: { src: 'refreshCart', onDone: 'checkingTrackAndTrace', onError: 'checkingTrackAndTrace' },
    },
    checkingTrackAndTrace: {
      invoke: {
        src: 'checkTrackAndTrace',
        onDone: [
          {
            guard: { type: 'isTickFindingCodesMissing', params: ({ event }) => ({ missing: event.output === true }) },
            target: 'active',
            actions: 'raiseTrackAndTrace',
          },
          { target: 'active' },
        ],
        onError: 'active',
      },
      exit: 'markStarted',
    },
    active: {
      after: { keepAliveInterval: 'checking' },
      on: { 'session.checkNow': 'checking' },
    },
    expired: { type: 'final' },
    stopped: { type: 'final' },
  },
});
