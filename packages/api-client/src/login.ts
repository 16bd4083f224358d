/**
 * Logging in (§4 Login, §7 POST /Token): the one call made before a session exists.
 */
import { absoluteBaseUrl } from './client';
import { ApiError, DEFAULT_ERROR_MESSAGE, errorMessage } from './errors';
import type { TokenResponse } from './types';

/**
 * Posts the password grant form-encoded (`grant_type=password&username=…&password=…`) to `/Token`.
 * @param baseUrl origin of the API, '' for the portal's own origin
 * @param username the login email
 * @param password the password, sent as typed
 * @param fetchImpl the fetch to use (tests); defaults to `globalThis.fetch`
 * @returns the token response: access_token, token_type (send it back verbatim), expires_in (seconds), userName
 * @throws ApiError with the server's Message, passed back as §8 says (400 'The user name or password is
 *   incorrect.', 429 too many attempts), a default message when the body has none, or status 0 when the
 *   server could not be reached
 */
export async function login(baseUrl: string, username: string, password: string, fetchImpl: typeof fetch = globalThis.fetch): Promise<TokenResponse> {
  const body = new URLSearchParams({ grant_type: 'password', username, password });
  let response: Response;
  try {
    response = await fetchImpl(`${absoluteBaseUrl(baseUrl)}/Token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
    });
  } catch {
    throw new ApiError(0, DEFAULT_ERROR_MESSAGE);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, errorMessage(json));
  const token = json as Partial<TokenResponse> | undefined;
  if (typeof token?.access_token !== 'string' || typeof token.token_type !== 'string') {
    throw new ApiError(response.status, DEFAULT_ERROR_MESSAGE);
  }
  return token as TokenResponse;
}
