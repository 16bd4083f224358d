/**
 * `@trade-portal/api-client`: the typed client of the Trade Portal API. Types are generated from
 * openapi.yaml (`npm run generate`); `createPortalClient()` is openapi-fetch with the session middleware
 * of §7 and §8, `createPublicClient()` the same without it for the public calls; `settle()`, `unwrap()`,
 * `ApiError` and `errorMessage()` carry the server's `Message` (or the one unreachable-server message) to the
 * screen; `login()` posts the §4 password grant.
 */
export * from './types';
export {
  answerWithin,
  ApiError,
  CartChangedError,
  DEFAULT_ERROR_MESSAGE,
  errorMessage,
  errorReference,
  isTransientFailure,
  NO_ANSWER_MESSAGE,
  NotSentError,
  settle,
  UNREACHABLE_MESSAGE,
  unwrap,
  unwrapConfirmed,
  withReference,
} from './errors';
export {
  ACCOUNTLESS_OPERATIONS,
  PUBLIC_OPERATIONS,
  absoluteBaseUrl,
  createPortalClient,
  createPublicClient,
  isPublicCall,
  sessionMiddleware,
  type PortalClient,
  type PortalClientOptions,
  type PortalSession,
} from './client';
export { login } from './login';
