import { useEffect, useMemo, useRef } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { sessionKeepAliveMachine } from '@trade-portal/machines';
import { checkSession, expireSession, useAccountNumber, useCheckTrackAndTrace, useRefreshCart } from '../api';
import { raiseTrackAndTraceNotice } from './TrackAndTraceBanner';

/**
 * §4 Session start and keep-alive: HEAD /api/Account/CheckAuth, a cart refetch and a re-read of
 * IsTrackAndTrace now and every 30 s. An invalid session clears it, which sends the private layout to
 * /login (§8 Invalid session). A tick that finds the Track and Trace codes missing raises the notice to
 * level 2 for the current store (`raiseTrackAndTraceNotice`).
 */
export function useKeepAlive(): void {
  const refreshCart = useRefreshCart();
  const checkTrackAndTrace = useCheckTrackAndTrace();
  const accountNumber = useAccountNumber();
  // The actor is made once; the store may change under it, so its calls read the latest through a ref.
  const latest = useRef({ checkTrackAndTrace, accountNumber });
  latest.current = { checkTrackAndTrace, accountNumber };
  const machine = useMemo(
    () =>
      sessionKeepAliveMachine.provide({
        actors: {
          // Only a 401 ends the session; a network blip, an aborted request (page unload) or a 5xx
          // waits for the next tick.
          checkSession: fromPromise(() => checkSession()),
          refreshCart: fromPromise(() => refreshCart()),
          checkTrackAndTrace: fromPromise(() => latest.current.checkTrackAndTrace()),
        },
        actions: {
          raiseTrackAndTrace: () => {
            const store = latest.current.accountNumber;
            if (store) raiseTrackAndTraceNotice(store);
          },
        },
      }),
    [refreshCart],
  );
  const actor = useActorRef(machine);
  useEffect(() => {
    const sub = actor.subscribe((snapshot) => {
      if (snapshot.matches('expired')) expireSession();
    });
    return () => sub.unsubscribe();
  }, [actor]);
}

/**
 * The keep-alive as a component, so the private shell can load it (and xstate) beside the page rather
 * than in its first download; its first check runs as soon as it arrives. Renders nothing.
 */
export function KeepAlive(): null {
  useKeepAlive();
  return null;
}
