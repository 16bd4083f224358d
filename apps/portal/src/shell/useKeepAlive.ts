import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { sessionKeepAliveMachine } from '@trade-portal/machines';
import { expireSession, portalClient } from '../api/client';
import { getSession } from '../session';

/**
 * §4 Session start and keep-alive: HEAD /api/Account/CheckAuth and a cart refetch now and every 30 s.
 * An invalid session clears it, which sends the private layout to /login (§8 Invalid session).
 */
export function useKeepAlive(): void {
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      sessionKeepAliveMachine.provide({
        actors: {
          checkSession: fromPromise(async () => {
            const accountNumber = getSession()?.accountNumber;
            if (!accountNumber) return false;
            // Only a 401 ends the session; a network blip, an aborted request (page unload) or a 5xx
            // waits for the next tick.
            try {
              const { response } = await portalClient.HEAD('/api/Account/CheckAuth', { params: { query: { accountNumber } } });
              return response.status !== 401;
            } catch {
              return true;
            }
          }),
          refreshCart: fromPromise(async () => {
            await queryClient.invalidateQueries({ queryKey: ['get', '/api/BackEndCart'] });
          }),
        },
      }),
    [queryClient],
  );
  const actor = useActorRef(machine);
  useEffect(() => {
    const sub = actor.subscribe((snapshot) => {
      if (snapshot.matches('expired')) expireSession();
    });
    return () => sub.unsubscribe();
  }, [actor]);
}
