/**
 * Logging in (§4 Login, §7 POST /Token): the one call made before a session exists.
 */
import { createPublicClient } from './client';
import { ApiError, DEFAULT_ERROR_MESSAGE, settle } from './errors';
import type { TokenResponse } from './types';

/**
 * Posts the password grant form-encoded (`grant_type=password&username=…&password=…`) to `/Token`.
 * @param baseUrl origin of the API, '' for the portal's own origin
 * @param username the login email
 * @param password the password, sent as typed
 * @param fetchImpl the fetch to use (tests); defaults to `globalThis.fetch`
 * @returns the token response: access_token, token_type (send it back verbatim), expires_in (seconds), userName
 * @throws ApiError with the server's Message, passed back as §8 says (400 'The user name or password is
 *   incorrect.', 429 too many attempts), a default message when the body has none, or status 0 with
 *   `UNREACHABLE_MESSAGE` when the server could not be reached
 */
export async function login(baseUrl: string, username: string, password: string, fetchImpl?: typeof fetch): Promise<TokenResponse> {
  const call = createPublicClient(baseUrl, fetchImpl).POST('/Token', {
    body: { grant_type: 'password', username, password },
    // openapi-fetch form-encodes the body for this content type (the contract's only one for /Token).
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  const token: Partial<TokenResponse> | undefined = await settle(call);
  // A 2xx that is not a token (the call has settled, so awaiting it again only reads its status).
  if (typeof token?.access_token !== 'string' || typeof token.token_type !== 'string') throw new ApiError((await call).response.status, DEFAULT_ERROR_MESSAGE);
  return token as TokenResponse;
}
