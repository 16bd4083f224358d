/**
 * The typed client of the Trade Portal API: types generated from openapi.yaml and
 * `createPortalClient()`, openapi-fetch with the session middleware of §7 and §8.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, operations, paths } from './generated/schema';

export type { components, operations, paths };

type Schemas = components['schemas'];
export type Product = Schemas['Product'];
export type Category = Schemas['Category'];
export type UserAccount = Schemas['UserAccount'];
export type UserInfo = Schemas['UserInfo'];
export type TokenResponse = Schemas['TokenResponse'];
export type BackEndCart = Schemas['BackEndCart'];
export type BackEndCartDetail = Schemas['BackEndCartDetail'];
export type Order = Schemas['Order'];
export type OrderDetail = Schemas['OrderDetail'];
export type OrderHistoryResponse = Schemas['OrderHistoryResponse'];
export type ApiErrorBody = Schemas['Error'];
export type HeaderData = Schemas['HeaderData'];
export type NotificationMessage = Schemas['NotificationMessage'];
export type SuggestedProducts = Schemas['SuggestedProducts'];
export type ReviewOrderResult = Schemas['ReviewOrderResult'];
export type StockCardTour = Schemas['StockCardTour'];
export type DownloadWidget = Schemas['DownloadWidget'];
export type HomePod = Schemas['HomePod'];
export type LatestVlog = Schemas['LatestVlog'];
export type VideoAsset = Schemas['VideoAsset'];
export type PopUpBanner = Schemas['PopUpBanner'];
export type BackgroundAsset = Schemas['BackgroundAsset'];
export type HeroBanner = Schemas['HeroBanner'];
export type Survey = Schemas['Survey'];
export type SurveyState = Schemas['SurveyState'];
export type SurveyQuestion = Schemas['SurveyQuestion'];
export type HelpbotQuestion = Schemas['HelpbotQuestion'];
export type HelpbotAnswer = Schemas['HelpbotAnswer'];
export type Faq = Schemas['Faq'];
export type PartnerContent = Schemas['PartnerContent'];

/** What the client needs of the session (§3 browser storage keys token, token_type, account_number). */
export interface PortalSession {
  accessToken: string;
  tokenType: string;
  /** The current account's JtiAccountId, once one is chosen. */
  accountNumber?: string | null;
}

/** An API failure: the HTTP status and the server's `Message` (§8). */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `Message`, or a default when the body had none. */
  readonly Message: string;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.Message = message;
  }
}

/** Default message when a failed response carries no `Message`. */
export const DEFAULT_ERROR_MESSAGE = 'Sorry, something went wrong. Please try again.';

/** Paths that never carry a session or an account number. */
const PUBLIC_PATHS = new Set([
  '/Token', '/api/Account/Register', '/api/Account/VerifyAccount', '/api/Account/ResendVerification',
  '/api/Account/ForgottenPassword', '/api/Account/ResetPassword', '/api/ContactUs/Submit',
  '/api/Cms/Backgrounds', '/api/Cms/Notifications', '/api/ContactUs/GetSubjectTitles',
]);

/** Private paths that act for the user rather than one store: no accountNumber is added. */
const ACCOUNTLESS_PATHS = new Set(['/api/Account/GetAccounts']);

export interface PortalClientOptions {
  /** Origin of the API, '' for the same origin as the portal. */
  baseUrl: string;
  /** The current session, or null when logged out. Read on every request. */
  getSession: () => PortalSession | null;
  /** Called once per 401 on a request that carried a token: the portal clears the session and goes to /login (§8). */
  onSessionExpired?: () => void;
  /** fetch to use (tests); defaults to globalThis.fetch. */
  fetch?: typeof fetch;
}

/** The openapi-fetch client over `paths`. */
export type PortalClient = Client<paths>;

/**
 * Session middleware (§7): adds `Authorization: <token_type> <access_token>` and `accountNumber` to
 * every private request, and reports a 401 as an expired session (§8).
 */
export function sessionMiddleware(getSession: () => PortalSession | null, onSessionExpired?: () => void): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const session = getSession();
      if (!session || PUBLIC_PATHS.has(schemaPath)) return request;
      const url = new URL(request.url);
      // GetAccounts lists the caller's stores: a stored account of another login must not make it a 403.
      if (session.accountNumber && !url.searchParams.has('accountNumber') && !ACCOUNTLESS_PATHS.has(schemaPath)) {
        url.searchParams.set('accountNumber', session.accountNumber);
      }
      const headers = new Headers(request.headers);
      headers.set('Authorization', `${session.tokenType} ${session.accessToken}`);
      // Buffer the body: a streamed request body needs HTTP/2 in browsers, and the API speaks HTTP/1.1.
      const body = request.body ? await request.clone().arrayBuffer() : undefined;
      return new Request(url, { method: request.method, headers, body, signal: request.signal });
    },
    onResponse({ request, response }) {
      if (response.status === 401 && request.headers.has('Authorization')) onSessionExpired?.();
      return response;
    },
  };
}

/**
 * Creates the portal's API client.
 * @returns an openapi-fetch client: `client.GET('/api/BackEndCart', {})` resolves `{ data, error, response }`
 */
export function createPortalClient(options: PortalClientOptions): PortalClient {
  const client = createClient<paths>({ baseUrl: absoluteBase(options.baseUrl), fetch: options.fetch });
  client.use(sessionMiddleware(options.getSession, options.onSessionExpired));
  return client;
}

function absoluteBase(baseUrl: string): string {
  if (/^https?:\/\//.test(baseUrl)) return baseUrl.replace(/\/$/, '');
  const origin = (globalThis as { location?: { origin: string } }).location?.origin ?? 'http://localhost';
  return origin + baseUrl.replace(/\/$/, '');
}

/** The `Message` of an error body, or the default. */
export function errorMessage(error: unknown, fallback = DEFAULT_ERROR_MESSAGE): string {
  if (error instanceof ApiError) return error.Message;
  if (error && typeof error === 'object' && 'Message' in error && typeof (error as { Message: unknown }).Message === 'string') {
    return (error as { Message: string }).Message || fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * Returns `data` of an openapi-fetch result, or throws ApiError with the server's `Message` (§8).
 * A 204 resolves to `undefined`.
 * @throws ApiError on any non-2xx response
 */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok) throw new ApiError(result.response.status, errorMessage(result.error));
  return result.data as T;
}

/**
 * Logs in (§4 Login, §7 POST /Token): posts form-encoded credentials.
 * @returns the token response (access_token, token_type, expires_in, userName)
 * @throws ApiError with the server's Message ('The user name or password is incorrect.' on 400)
 */
export async function login(baseUrl: string, username: string, password: string, fetchImpl: typeof fetch = fetch): Promise<TokenResponse> {
  const body = new URLSearchParams({ grant_type: 'password', username, password });
  const response = await fetchImpl(`${absoluteBase(baseUrl)}/Token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  const json: unknown = await response.json().catch(() => ({}));
  if (!response.ok) throw new ApiError(response.status, errorMessage(json));
  return json as TokenResponse;
}
