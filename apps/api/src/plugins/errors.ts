/**
 * Error mapping (§8): every error leaves as JSON `{ Message }` with a 4xx or 5xx status, and a client's
 * mistake (validation, a malformed value, a wrong media type) is a 4xx, never a 500.
 */
import type { FastifyError } from 'fastify';
import { messages } from '@trade-portal/domain';
import { sqlState } from '../db/open';
import { SESSION_EXPIRED_MESSAGE } from '../httpErrors';
import fp from 'fastify-plugin';

/** The `Message` of every 500 (§8); the cause goes to the log only. */
export const INTERNAL_ERROR_MESSAGE = messages.internalError;

/** The `Message` of a 503 while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is unavailable for a moment. Please try again shortly.';

// Socket-level failures of the database connection, and pg's own words for a pool that cannot connect.
const connectionCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const connectionWords = /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Connection refused|the database system is (starting up|shutting down)/i;

/**
 * Whether `error` says the database could not be reached (rather than refused the query): SQLSTATE class
 * 08 (connection exception), 57P01–57P03 (shutting down, crashed, cannot connect now), 53300 (too many
 * connections), a socket error code, or pg's pool timeout, looking through drizzle's wrapping.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state && (state.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(state))) return true;
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && connectionCodes.has(code)) return true;
    if (typeof message === 'string' && connectionWords.test(message)) return true;
  }
  return false;
}

/** Options of `errorsPlugin`. */
export interface ErrorsOptions {
  /** Called with each error that says the database is out of reach (services/databaseReach.ts `lost`). */
  onDatabaseUnavailable?: (error: Error) => void;
}

/**
 * Sets the server's error handler. Register it before the routes: a route keeps the error handler that
 * was set when it was added.
 * - request validation → 400 `Invalid request: <part> <field> <reason>.`
 * - the bearer security handler's 401 or 403 (wrapped by fastify-openapi-glue) → that status and message
 * - a PostgreSQL data exception (SQLSTATE class 22) → 400
 * - any other 4xx (HttpError, Fastify's 413, 415, malformed JSON) → its status and message
 * - the database out of reach (`isDatabaseUnavailable`) → 503 with `DATABASE_UNAVAILABLE_MESSAGE` and
 *   `Retry-After: 2`, logged in one line, and told to `onDatabaseUnavailable`: the pool gives up connecting
 *   after 1 s, so nothing hangs
 * - anything else → 500 with `INTERNAL_ERROR_MESSAGE`, logged
 */
export const errorsPlugin = fp<ErrorsOptions>(async (app, { onDatabaseUnavailable }) => {
  app.setErrorHandler(async (error: FastifyError & { errors?: Error[] }, req, reply) => {
    if (error.validation) {
      const where = error.validationContext ? `${error.validationContext} ` : '';
      const first = error.validation[0];
      const field = first?.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : (first?.params as { missingProperty?: string })?.missingProperty ?? '';
      return reply.code(400).send({ Message: `Invalid request: ${where}${field ? `${field} ` : ''}${first?.message ?? error.message}.`.replace(/\s+\./, '.') });
    }
    // fastify-openapi-glue wraps the security handler's error; its status and message are the ones to send.
    if (error.name === 'Unauthorized' && Array.isArray(error.errors)) {
      const inner = error.errors.find((e) => (e as { statusCode?: number }).statusCode) as (Error & { statusCode: number }) | undefined;
      return reply.code(inner?.statusCode ?? 401).send({ Message: inner?.message ?? SESSION_EXPIRED_MESSAGE });
    }
    // A PostgreSQL data exception (class 22: a number out of range, a malformed value) comes from the input.
    if (sqlState(error)?.startsWith('22')) {
      return reply.code(400).send({ Message: 'A value in the request is out of range or malformed.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error as { Message?: string }).Message ?? cleanMessage(error.message ?? '');
      return reply.code(status).send({ Message: message || 'The request is not valid.' });
    }
    if (isDatabaseUnavailable(error)) {
      onDatabaseUnavailable?.(error);
      req.log.warn(`database unavailable: ${error.message}`);
      return reply.code(503).header('Retry-After', '2').send({ Message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    req.log.error(error);
    return reply.code(500).send({ Message: INTERNAL_ERROR_MESSAGE });
  });
}, { name: 'trade-portal-errors', fastify: '5.x' });

/**
 * The `Message` of an error Fastify answers before routing (its `frameworkErrors`): a URL whose
 * percent-encoding does not decode (`FST_ERR_BAD_URL`, 400), a path parameter over 100 characters
 * (`FST_ERR_MAX_PARAM_LENGTH`, 414). The address is not echoed back.
 */
export function frameworkErrorMessage(code: string | undefined): string {
  return code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'The address is too long.' : 'The address is not valid.';
}

/** Fastify's own messages start with their code (`FST_ERR_CTP_EMPTY_JSON_BODY: …`); the portal shows the rest. */
function cleanMessage(message: string) {
  return message.replace(/^FST_\w+:\s*/, '');
}
