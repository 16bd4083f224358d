/**
 * A page's reads started in tasks of their own (ADR 0038, "A page's calls start in tasks of their own").
 */
import type { PortalClient } from '@trade-portal/api-client';

/**
 * The client `$api`'s queries read through: each GET is made after `scheduler.yield()`, in a task of its
 * own. A page's queries all start in one commit's effects; each call builds its URL and `Request` twice
 * (openapi-fetch, then the session middleware) and calls `fetch`: on a cold / the ten calls of the shell
 * and the page were made in one task of 96–160 ms at 4× CPU. A yield's continuation runs before other
 * waiting tasks, so a call is not held back behind the page's rendering. Where the browser has no
 * `scheduler.yield` (and in tests), the call is made at once as before. The calls themselves are §7's.
 * @param client the portal's client
 * @returns the same client whose GET starts in its own task; writes are unchanged (a press sends at once)
 */
export function readsInTasksOfTheirOwn(client: PortalClient): PortalClient {
  const { GET } = client;
  const yielding = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof yielding?.yield !== 'function') return client;
  // GET's overloads, one per path, are kept by the cast: the arguments are passed on untouched.
  const get = GET as (...args: unknown[]) => unknown;
  const read = async (...args: unknown[]) => {
    await yielding.yield?.();
    return get(...args);
  };
  return { ...client, GET: read as unknown as typeof GET };
}
