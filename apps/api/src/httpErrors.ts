/**
 * Errors for a client's mistake, raised by handlers, services and plugins and sent by the errors plugin
 * as `{ Message }` with their status (§8).
 */

import type { BackEndCart } from '@trade-portal/api-client';

/** An error with the HTTP status (4xx) and the `Message` the portal shows (§8). */
export class HttpError extends Error {
  constructor(readonly statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The `Message` of a 401: no bearer token, or an unknown or expired one (§6). */
export const SESSION_EXPIRED_MESSAGE = 'Session has expired. Please log in again.';

/** 400: the request is wrong (a quantity off the §5 steps, an unavailable product, an empty cart). */
export const badRequest = (message: string) => new HttpError(400, message);
/** 401 with `SESSION_EXPIRED_MESSAGE` unless told otherwise (§6). */
export const unauthorized = (message: string = SESSION_EXPIRED_MESSAGE) => new HttpError(401, message);
/** 403: not the caller's account, or a TierAccessLevel 3 store ordering (§6). */
export const forbidden = (message: string) => new HttpError(403, message);
/** 404: not one of this account's carts or orders, or no such record. */
export const notFound = (message: string) => new HttpError(404, message);
/** 415: a request body of a media type the call does not take. */
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
/** 409: the thing is not in a state that allows this (an order that is no longer pending, a cancelled order's invoice). */
export const conflict = (message: string) => new HttpError(409, message);

/**
 * 409 for a checkout or edit-order confirm whose cart is not what the retailer confirmed: the
 * answer carries the cart as it is now (`{ Message, Cart }`), so the portal can show what changed. The
 * handler sends it (`body`), since the errors plugin sends `{ Message }` alone.
 */
export class CartChangedError extends HttpError {
  constructor(message: string, readonly cart: BackEndCart) {
    super(409, message);
    this.name = 'CartChangedError';
  }

  /** The wire body: `{ Message, Cart }` (Cart amounts in EUR, quantities in outers). */
  body(): { Message: string; Cart: BackEndCart } {
    return { Message: this.message, Cart: this.cart };
  }
}

/** 422: the request is well formed but contradicts an earlier one (an Idempotency-Key reused for other lines). */
export const unprocessable = (message: string) => new HttpError(422, message);
