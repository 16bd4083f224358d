import { useEffect, useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { sessionKeepAliveMachine } from '@trade-portal/machines';
import { checkSession, expireSession, useRefreshCart } from '../api';

/**
 * §4 Session start and keep-alive: HEAD /api/Account/CheckAuth and a cart refetch now and every 30 s.
 * An invalid session clears it, which sends the private layout to /login (§8 Invalid session).
 */
export function useKeepAlive(): void {
  const refreshCart = useRefreshCart();
  const machine = useMemo(
    () =>
      sessionKeepAliveMachine.provide({
        actors: {
          // Only a 401 ends the session; a network blip, an aborted request (page unload) or a 5xx
          // waits for the next tick.
          checkSession: fromPromise(() => checkSession()),
          refreshCart: fromPromise(() => refreshCart()),
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
