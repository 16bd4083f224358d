/**
 * Calls of the server's public operations (§2.2: contact, registration and the emailed-link flows): the
 * public client (openapi-fetch with no middleware, `createPublicClient`), so no token, no account number
 * and no query cache, and a public page loads neither the session client nor TanStack Query (ADR 0024).
 * Imported by the public modules beside it, which pages import directly. Every call settles through
 * api-client's `settle()`, the one §8 mapping (the server's Message, or the one unreachable-server message).
 */
import { ApiError, settle, type ApiErrorBody, type PortalClient } from '@trade-portal/api-client';
import { lazyPart } from '@trade-portal/ui/lazyPart';

// The client (openapi-fetch, about 3 kB gzip) loads beside the page, not before it: the import starts with
// the first public module a page runs, so a page shows without waiting for it and a call made at once
// (an emailed link's check) waits at most for that one request. A failed load is tried again by the
// next call, and counts as an unreachable server meanwhile.
const publicClient = lazyPart(() => import('./publicClient'));
const client = (): Promise<PortalClient> => publicClient.load().then((m) => m.publicClient);
publicClient.prefetch();

/**
 * Sends a public call once the client is there and settles it (§8).
 * @param call the request, given the public client: `(c) => c.GET('/api/ContactUs/GetSubjectTitles')`
 * @param fallback message when a failed answer has no `Message`
 * @returns the answer's data
 * @throws ApiError with the server's status and Message (or `fallback`), or status 0 and the
 *   unreachable-server message when no answer came (or the client could not be loaded)
 */
export function callPublic<T>(call: (client: PortalClient) => Promise<{ data?: T; error?: unknown; response: Response }>, fallback?: string): Promise<T> {
  return settle(client().then(call), fallback);
}

/** The text of a refused public account call whose answer carries no Message. */
export const publicFailure = 'Sorry, we could not do that just now. Please try again.';

/**
 * Whether a failure is the 410 of an emailed link that worked once and cannot again ('This link has
 * already been used.': a reset or an email-change link), as opposed to one that expired, was replaced or
 * was never valid.
 */
export function isUsedLink(failure: unknown): boolean {
  return failure instanceof ApiError && failure.status === 410 && /already been used/i.test(failure.Message);
}

/**
 * Sends a public call whose answer is `{ Message }` (the contract's MessageOk) and settles it.
 * @param call the request, given the public client: `(c) => c.POST('/api/Account/Register', { body })`
 * @param fallback the text when a successful answer carries no Message, and of a failure that carries none
 * @returns the server's Message
 * @throws ApiError with the server's status and Message (a §5 400, a 410 expired link, a 429), or status 0
 *   and the unreachable-server message when no answer came
 */
export async function acknowledged(call: (client: PortalClient) => Promise<{ data?: ApiErrorBody; error?: unknown; response: Response }>, fallback: { ok: string; failed: string }): Promise<string> {
  const answer = await callPublic(call, fallback.failed);
  return typeof answer?.Message === 'string' && answer.Message !== '' ? answer.Message : fallback.ok;
}
