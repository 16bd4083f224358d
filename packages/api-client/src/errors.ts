/**
 * Failed calls as one error type carrying the server's `Message`, which the portal shows as is (§8).
 */
import type { Middleware } from 'openapi-fetch';
import type { BackEndCart } from './types';

/** Shown when a failed response carries no usable `Message` (§8 "the server's Message or a default"). */
export const DEFAULT_ERROR_MESSAGE = 'Sorry, something went wrong. Please try again.';

/**
 * Shown when a call got no answer from the server (offline, DNS, a dropped connection, or a page that is
 * not the server's, as a Wi-Fi login page): the one wording of every call, in the voice of §8's messages.
 */
export const UNREACHABLE_MESSAGE = 'Sorry, we could not reach the server. Please check your connection and try again.';

/**
 * An API failure: the HTTP status (0 when no response arrived) and the message to show.
 * `message` and `Message` are the same text; `Message` mirrors the wire field so callers read it alike.
 */
export class ApiError extends Error {
  /** HTTP status of the failed response; 0 when the request never got an answer. */
  readonly status: number;
  /** The server's `Message`, or a default when the body had none; a server error's ends with its reference. */
  readonly Message: string;
  /** A server error's (5xx) reference (`errorReference`), quoted at the end of `Message`; undefined otherwise. */
  readonly reference: string | undefined;

  constructor(status: number, message: string, reference?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.Message = message;
    this.reference = reference;
  }
}

/**
 * The reference of an answer, from its `X-Request-Id` header, for a retailer to read out to
 * customer service and an operator to find the server's log line by: the first 8 characters of a UUID
 * (the server's own ids; the log line holds the whole id), or the id as it is when a balancer gave its
 * own. Undefined without the header, or for a value that is not a short token.
 */
export function errorReference(response: Response): string | undefined {
  const id = response.headers.get('X-Request-Id');
  if (!id || !/^[A-Za-z0-9._:-]{1,64}$/.test(id)) return undefined;
  return /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(id) ? id.slice(0, 8) : id;
}

/**
 * `message` with a server error's reference after it, `… (reference 1b2c3d4e)`; `message` alone without
 * one, or when it ends with that reference already (a body the middleware below has changed).
 */
export function withReference(message: string, reference: string | undefined): string {
  const suffix = ` (reference ${reference})`;
  return reference && !message.endsWith(suffix) ? `${message}${suffix}` : message;
}

/**
 * openapi-fetch middleware: the `Message` of a server error's JSON body (5xx) ends with its reference
 * (`withReference`), so calls whose error body is shown as it is (the query hooks of openapi-react-query,
 * which throw the body rather than go through `unwrap`) quote it as `unwrap` does. Any other answer passes
 * through untouched.
 */
export const serverErrorReferenceMiddleware: Middleware = {
  async onResponse({ response }) {
    const reference = response.status >= 500 ? errorReference(response) : undefined;
    if (!reference || !/json/i.test(response.headers.get('Content-Type') ?? '')) return response;
    const body: unknown = await response.clone().json().catch(() => undefined);
    const message = bodyMessage(body);
    if (!message) return response;
    const headers = new Headers(response.headers);
    headers.delete('Content-Length');
    return new Response(JSON.stringify({ ...(body as object), Message: withReference(message, reference) }), { status: response.status, statusText: response.statusText, headers });
  },
};

/** The non-empty string `Message` of an error body, if it has one. */
function bodyMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'Message' in body) {
    const message = (body as { Message: unknown }).Message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

/**
 * The text to show for a failure (§8): an ApiError's Message, an error body's `Message`, an Error's
 * message, else `fallback`.
 * @param error anything caught or returned as `error` by the client
 * @param fallback shown when nothing better is known; defaults to {@link DEFAULT_ERROR_MESSAGE}
 */
export function errorMessage(error: unknown, fallback = DEFAULT_ERROR_MESSAGE): string {
  if (error instanceof ApiError) return error.Message || fallback;
  const fromBody = bodyMessage(error);
  if (fromBody) return fromBody;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * Returns `data` of an openapi-fetch result, or throws with the server's `Message` (§8). A server error
 * (5xx) quotes its reference after the message, `… (reference 1b2c3d4e)` (`errorReference`); a refusal
 * (4xx) keeps the spec's message as it is. A 204 resolves to `undefined`.
 * @param result `{ data, error, response }` as `client.GET(...)` and friends resolve
 * @param fallback message when the error body has no `Message`; defaults to {@link DEFAULT_ERROR_MESSAGE}
 * @throws ApiError with the response status on any non-2xx response
 */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }, fallback = DEFAULT_ERROR_MESSAGE): T {
  const { response } = result;
  if (!response.ok) {
    const message = bodyMessage(result.error) ?? fallback;
    const reference = response.status >= 500 ? errorReference(response) : undefined;
    throw new ApiError(response.status, withReference(message, reference), reference);
  }
  return result.data as T;
}

/**
 * The one mapping of a call's outcome (§8): awaits an openapi-fetch call and returns its `data`, as
 * {@link unwrap} does. A call that got no answer (fetch's TypeError) or whose 2xx body is not JSON (an
 * answer that is not the server's) becomes `ApiError(0, UNREACHABLE_MESSAGE)`, so `isTransientFailure`
 * holds for it; an abort passes through as it is, since the caller asked for it.
 * @param call the pending `client.GET(...)`/`client.POST(...)` result
 * @param fallback message when a failed answer has no `Message`; defaults to {@link DEFAULT_ERROR_MESSAGE}
 * @returns the answer's `data` (undefined for a 204)
 * @throws ApiError with the response status and the server's `Message` (or `fallback`) on any non-2xx
 *   answer; ApiError(0, UNREACHABLE_MESSAGE) without one
 */
export async function settle<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>, fallback = DEFAULT_ERROR_MESSAGE): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch (error) {
    if (error instanceof TypeError || error instanceof SyntaxError) throw new ApiError(0, UNREACHABLE_MESSAGE);
    throw error;
  }
  return unwrap(result, fallback);
}

/**
 * A call the portal chose not to send yet, because earlier changes of the same store wait to be sent
 * first (the offline outbox, ADR 0031): like no answer, it may be sent later unchanged.
 */
export class NotSentError extends Error {
  constructor(message = 'Not sent: earlier changes wait to be sent first.') {
    super(message);
    this.name = 'NotSentError';
  }
}

/**
 * Whether a failed call may succeed when tried again unchanged: no answer arrived (offline, a dropped
 * connection: fetch's TypeError, or an ApiError of status 0), the server said it is unavailable for a
 * moment (502, 503, 504), or it was not sent (`NotSentError`). A refusal (4xx) or a 500 is not.
 */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof ApiError) return [0, 502, 503, 504].includes(error.status);
  return error instanceof TypeError || error instanceof NotSentError;
}

/**
 * A checkout or edit-order confirm refused because the cart is not what the retailer confirmed:
 * the server's 409 `{ Message, Cart }`, with the cart as it is now, so the portal can show what changed.
 */
export class CartChangedError extends ApiError {
  /** The store's cart now (amounts in EUR, quantities in outers). */
  readonly Cart: BackEndCart;

  constructor(message: string, cart: BackEndCart) {
    super(409, message);
    this.name = 'CartChangedError';
    this.Cart = cart;
  }
}

/**
 * `unwrap` for Submit and UpdatePendingOrderWithDetails: a 409 that carries the cart now throws
 * `CartChangedError`; any other failure throws as `unwrap` does.
 * @throws CartChangedError (409 with Cart); ApiError with the response status otherwise
 */
export function unwrapConfirmed<T>(result: { data?: T; error?: unknown; response: Response }, fallback = DEFAULT_ERROR_MESSAGE): T {
  const body = result.error;
  if (result.response.status === 409 && body && typeof body === 'object' && 'Cart' in body && (body as { Cart?: unknown }).Cart) {
    throw new CartChangedError(bodyMessage(body) ?? fallback, (body as { Cart: BackEndCart }).Cart);
  }
  return unwrap(result, fallback);
}

/** The `Message` of a call given up for want of an answer (`answerWithin`). */
export const NO_ANSWER_MESSAGE = 'The server did not answer in time.';

/**
 * Runs a call that must be answered within `ms` milliseconds: after that its request is aborted and the
 * call counts as not heard (ApiError status 0, so `isTransientFailure` is true) and may be sent again.
 * Only for calls that are safe to send twice (a line set to a quantity, a submit with its Idempotency-Key):
 * the server may still have acted on the aborted one.
 * @param ms how long to wait for the answer, milliseconds
 * @param call the request, given the signal that aborts it
 * @throws ApiError(0, NO_ANSWER_MESSAGE) when no answer came in time; whatever `call` throws otherwise
 */
export async function answerWithin<T>(ms: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let late = false;
  const timer = setTimeout(() => {
    late = true;
    controller.abort();
  }, ms);
  try {
    return await call(controller.signal);
  } catch (error) {
    if (late) throw new ApiError(0, NO_ANSWER_MESSAGE);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
