/**
 * Failed calls as one error type carrying the server's `Message`, which the portal shows as is (§8).
 */

/** Shown when a failed response carries no usable `Message` (§8 "the server's Message or a default"). */
export const DEFAULT_ERROR_MESSAGE = 'Sorry, something went wrong. Please try again.';

/**
 * An API failure: the HTTP status (0 when no response arrived) and the message to show.
 * `message` and `Message` are the same text; `Message` mirrors the wire field so callers read it alike.
 */
export class ApiError extends Error {
  /** HTTP status of the failed response; 0 when the request never got an answer. */
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
 * Returns `data` of an openapi-fetch result, or throws with the server's `Message` (§8).
 * A 204 resolves to `undefined`.
 * @param result `{ data, error, response }` as `client.GET(...)` and friends resolve
 * @param fallback message when the error body has no `Message`; defaults to {@link DEFAULT_ERROR_MESSAGE}
 * @throws ApiError with the response status on any non-2xx response
 */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }, fallback = DEFAULT_ERROR_MESSAGE): T {
  if (!result.response.ok) throw new ApiError(result.response.status, bodyMessage(result.error) ?? fallback);
  return result.data as T;
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
