/**
 * The portal's HTTP client: openapi-fetch over the generated `paths`, with the session middleware of
 * §7 (bearer token and accountNumber on every private call) and §8 (a 401 means the session expired).
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema';
import { serverErrorReferenceMiddleware } from './errors';

/** What the client needs of the session (§3 browser storage keys token, token_type, account_number). */
export interface PortalSession {
  /** The `access_token` of POST /Token. */
  accessToken: string;
  /** The `token_type` of POST /Token, sent verbatim before the token (`bearer abc…`). */
  tokenType: string;
  /** The current account's JtiAccountId; null or absent until one is chosen (§4 Account loading). */
  accountNumber?: string | null;
}

/**
 * Operations that run without a session (`security: []` in openapi.yaml), as `METHOD path`. They get
 * neither the Authorization header nor the accountNumber, and their 401s never end a session.
 * A unit test keeps this list equal to the contract's.
 */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'POST /Token',
  'POST /api/Account/Register',
  'POST /api/Account/VerifyAccount',
  'POST /api/Account/ResendVerification',
  'POST /api/Account/ForgottenPassword',
  'POST /api/Account/ResetPassword',
  'POST /api/Account/CheckResetLink',
  'POST /api/Account/ConfirmEmailChange',
  'POST /api/ContactUs/Submit',
  'GET /api/ContactUs/GetSubjectTitles',
  'GET /api/Cms/Backgrounds',
  'GET /api/Cms/Notifications',
]);

/**
 * Private operations that act for the user rather than for one store, so no accountNumber is added:
 * GetAccounts must work before a store is chosen, and a stored account of another login must not turn
 * it into a 403 (the contract makes its accountNumber optional).
 */
export const ACCOUNTLESS_OPERATIONS: ReadonlySet<string> = new Set(['GET /api/Account/GetAccounts', 'POST /api/Account/Logout']);

/**
 * Whether a call runs without a session.
 * @param method HTTP method, any case
 * @param schemaPath the contract's path template, e.g. `/api/Survey/{id}/entered`
 */
export function isPublicCall(method: string, schemaPath: string): boolean {
  return PUBLIC_OPERATIONS.has(`${method.toUpperCase()} ${schemaPath}`);
}

/** Options of {@link createPortalClient}. */
export interface PortalClientOptions {
  /** Origin (and optional prefix) of the API, e.g. `https://api.example`; '' for the portal's own origin. */
  baseUrl: string;
  /** The current session, or null when logged out. Read on every request, so a store switch applies at once. */
  getSession: () => PortalSession | null;
  /**
   * Called when a request that carried a token gets a 401: the portal clears the session and goes to
   * /login (§8 Invalid session). Called once per token, however many requests fail with it at the same time.
   */
  onSessionExpired?: () => void;
  /** The fetch to use (tests, instrumentation); defaults to `globalThis.fetch`. */
  fetch?: typeof fetch;
}

/** The openapi-fetch client over the contract: `client.GET('/api/BackEndCart', {})` resolves `{ data, error, response }`. */
export type PortalClient = Client<paths>;

/**
 * The session middleware (§7, §8), for use on any openapi-fetch client of `paths`:
 * - adds `Authorization: <token_type> <access_token>` to every non-public request while a session exists;
 * - adds `accountNumber=<current account>` to the query when an account is chosen, the call is neither
 *   public nor account-less, and the URL does not carry one already (an explicit one wins);
 * - on a 401 to a request that carried a token, calls `onSessionExpired` once for that token.
 * @param getSession the current session or null
 * @param onSessionExpired the §8 redirect to /login
 */
export function sessionMiddleware(getSession: () => PortalSession | null, onSessionExpired?: () => void): Middleware {
  // The token already reported: parallel requests failing with it must not redirect several times.
  let expiredToken: string | undefined;
  return {
    async onRequest({ request, schemaPath }) {
      const session = getSession();
      if (!session || isPublicCall(request.method, schemaPath)) return request;
      const url = new URL(request.url);
      const accountless = ACCOUNTLESS_OPERATIONS.has(`${request.method.toUpperCase()} ${schemaPath}`);
      if (session.accountNumber && !accountless && !url.searchParams.has('accountNumber')) {
        url.searchParams.set('accountNumber', session.accountNumber);
      }
      const headers = new Headers(request.headers);
      headers.set('Authorization', `${session.tokenType} ${session.accessToken}`);
      // Buffered, not streamed: browsers upload a stream body only over HTTP/2, and the API may speak HTTP/1.1.
      const body = request.body ? await request.clone().arrayBuffer() : undefined;
      return new Request(url, { method: request.method, headers, body, signal: request.signal, credentials: request.credentials });
    },
    onResponse({ request, response }) {
      const authorization = request.headers.get('Authorization');
      if (response.status === 401 && authorization && authorization !== expiredToken) {
        expiredToken = authorization;
        onSessionExpired?.();
      }
      return response;
    },
  };
}

/** An absolute base URL: a relative one ('' or '/api-prefix') is resolved against the page's origin. */
export function absoluteBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost';
  return origin + trimmed;
}

/**
 * Creates the portal's API client (§7).
 * @param options base URL, session accessor, the §8 expiry callback and an optional fetch
 * @returns an openapi-fetch client whose calls carry the session and whose server errors' `Message` ends with
 *   their reference (`serverErrorReferenceMiddleware`); `unwrap()` turns a result into data or an ApiError
 */
export function createPortalClient(options: PortalClientOptions): PortalClient {
  const client = createClient<paths>({ baseUrl: absoluteBaseUrl(options.baseUrl), fetch: options.fetch });
  client.use(sessionMiddleware(options.getSession, options.onSessionExpired), serverErrorReferenceMiddleware);
  return client;
}

/**
 * Creates the client of the public operations (§2.2, §4 Login: `PUBLIC_OPERATIONS`): openapi-fetch over
 * the contract's paths and nothing else, no middleware, since these calls carry no session; so a public
 * page loads no session code. Settle its calls with `settle()`, the same §8 mapping as every call.
 * @param baseUrl origin of the API, '' for the portal's own origin
 * @param fetchImpl the fetch to use (tests); defaults to `globalThis.fetch`
 * @returns a typed client: `client.POST('/api/Account/Register', { body })` resolves `{ data, error, response }`
 */
export function createPublicClient(baseUrl: string, fetchImpl?: typeof fetch): PortalClient {
  return createClient<paths>({ baseUrl: absoluteBaseUrl(baseUrl), fetch: fetchImpl });
}
