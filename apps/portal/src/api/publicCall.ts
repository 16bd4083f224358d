/**
 * Plain calls to the server's public operations (§2.2: contact, registration and the emailed-link
 * flows): no token, no account number, no query cache, so a public page loads neither the session client
 * nor TanStack Query (ADR 0024). Imported by the public modules beside it, which pages import directly.
 */
import { ApiError } from '@trade-portal/api-client';

// The same setting as `API_BASE_URL` of ./client.ts, read here so this module does not bring that one.
const base: string = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '';

/** The text of a refused public account call whose answer carries no Message. */
export const publicFailure = 'Sorry, we could not do that just now. Please try again.';

/**
 * Whether a failure is the 410 of an emailed link that worked once and cannot again ('This link has
 * already been used.': a reset or an email-change link), as opposed to one that expired, was replaced or
 * was never valid (issue 21).
 */
export function isUsedLink(failure: unknown): boolean {
  return failure instanceof ApiError && failure.status === 410 && /already been used/i.test(failure.Message);
}

/** The message of a call that never reached the server (offline, DNS, a dropped connection). */
export const unreachableMessage = 'We could not reach the server. Please check your connection and try again.';

/**
 * GET a public operation's JSON.
 * @throws ApiError with the status and `failure` on an answer other than 2xx, or status 0 when unreachable
 */
export async function getPublic(path: string, failure: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, { headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError(0, unreachableMessage);
  }
  if (!response.ok) throw new ApiError(response.status, failure);
  return response.json();
}

/**
 * POSTs JSON to a public operation whose answer is `{ Message }`.
 * @param path e.g. '/api/Account/Register'
 * @param body the operation's request body, in its wire names
 * @param fallback the text when a successful answer carries no Message, and of a failure that carries none
 * @returns the server's Message
 * @throws ApiError with the server's status and Message (a §5 400, a 410 expired link, a 429), or status 0
 *   when the server could not be reached
 */
export async function postPublic(path: string, body: unknown, fallback: { ok: string; failed: string }): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
  } catch {
    throw new ApiError(0, unreachableMessage);
  }
  const answer = (await response.json().catch(() => null)) as { Message?: unknown } | null;
  const text = typeof answer?.Message === 'string' ? answer.Message : undefined;
  if (!response.ok) throw new ApiError(response.status, text ?? fallback.failed);
  return text ?? fallback.ok;
}
