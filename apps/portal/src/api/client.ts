/**
 * The portal's one API client, its TanStack Query client and the typed query options (`$api`). Only the
 * resource modules of `src/api/` use `portalClient` and `$api` (a lint rule keeps it so).
 * Implements the §7 conventions (bearer token and accountNumber on every call, through the client's
 * middleware) and §8 Invalid session (a 401 clears the session; the private layout then goes to /login).
 */
import { QueryClient } from '@tanstack/react-query';
import createQueryHooks from 'openapi-react-query';
import { createPortalClient, type PortalClient } from '@trade-portal/api-client';
import { clearSession, getSession } from '../session';

import { API_BASE_URL } from './baseUrl';
import { readsInTasksOfTheirOwn } from './readsInTasks';
import { purgeDevice } from '../offline/devicePurge';

export { API_BASE_URL };

/** Everything a query or page does when the session turns out to be invalid (§8). */
export function expireSession(): void {
  if (!getSession()) return;
  clearSession('expired');
  void forgetServerState();
}

/** What else holds a session's server state in memory (the cart lines): forgotten with the cache. */
const alsoForget = new Set<() => void>();

/**
 * Runs `forget` whenever the cached answers are dropped (`forgetServerState`).
 * @returns the unsubscribe
 */
export function onForgetServerState(forget: () => void): () => void {
  alsoForget.add(forget);
  return () => alsoForget.delete(forget);
}

/**
 * Drops every cached answer (at login, logout and expiry): private data of one session must not survive
 * into the next, in this page or on the device. The requests still out are cancelled first, so no late
 * answer is kept after; the service worker's copies (its API answers and the pages opened, with an emailed
 * link's code in their address) are deleted too (`forgetCachedUserData`), and if the page is left before
 * that has finished, the next page of the portal finishes it (`purgeDevice`, also called by the entry).
 * @returns resolves once the device's copies are gone (the page's are at once)
 */
export function forgetServerState(): Promise<void> {
  void queryClient.cancelQueries();
  queryClient.clear();
  for (const forget of alsoForget) forget();
  return purgeDevice().catch(() => undefined);
}

/** The openapi-fetch client with the session middleware: for the resource modules of `src/api/` only. */
export const portalClient: PortalClient = createPortalClient({
  baseUrl: API_BASE_URL,
  getSession: () => {
    const s = getSession();
    return s ? { accessToken: s.accessToken, tokenType: s.tokenType, accountNumber: s.accountNumber } : null;
  },
  onSessionExpired: expireSession,
});

/** TanStack Query client: no retries of answered errors, no refetch storms on focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: false,
      // An error body with a Message is the server's considered answer (§8); only network failures retry.
      retry: (failureCount, error) => !(error && typeof error === 'object' && 'Message' in error) && failureCount < 1,
    },
    // A write is never paused waiting for the browser to say it is online: each says itself what a call
    // not heard becomes (the outbox, ADR 0031, or the spec's message), and a paused one left a press
    // doing nothing.
    mutations: { networkMode: 'always' },
  },
});

/**
 * Typed query options over `paths`: `$api.queryOptions('get', '/api/BackEndCart', forAccount(accountNumber))`.
 * Query keys are `[method, path, init]`, so an account-owned key holds the account number and a store
 * switch refetches; `invalidation.ts` invalidates by `[method, path]`.
 */
export const $api = createQueryHooks(readsInTasksOfTheirOwn(portalClient));
