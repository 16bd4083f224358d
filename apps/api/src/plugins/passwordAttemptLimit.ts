/**
 * The per-user limit of wrong current passwords (ADR 0032): ChangePassword and UpdateAccount's
 * email change check the caller's password, and a borrowed session must not turn them into a password
 * guesser that POST /Token's limit does not see (40 wrong old passwords in 6 s were once all answered, each
 * running argon2). The limit is /Token's per-user figure, counted per user id over a minute; past it the
 * call answers 429 with Retry-After before argon2 runs. In this process's memory, as the login limits.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../httpErrors';
import { accountMessages, type PasswordAttempts } from '../services/accounts';

/** Options of `passwordAttemptLimit`. */
export interface PasswordAttemptLimitOptions {
  /** Wrong passwords a user may give per window: POST /Token's per-user limit. */
  max: number;
  /** The window, milliseconds. @default 60000 */
  timeWindowMs?: number;
}

/**
 * Builds the limit on @fastify/rate-limit's store (register the plugin first: `loginRateLimitPlugin` does).
 * @returns for a request of a logged-in caller, its `PasswordAttempts`: `check()` reads the count without
 *   adding to it and, once `max` wrong passwords were given in the window, sets Retry-After (seconds) on the
 *   reply and throws HttpError 429; `failed()` counts one
 */
export function passwordAttemptLimit(app: FastifyInstance, { max, timeWindowMs = 60_000 }: PasswordAttemptLimitOptions): (req: FastifyRequest, reply: FastifyReply) => PasswordAttempts {
  const limit = app.createRateLimit({ max, timeWindow: timeWindowMs, keyGenerator: (req) => `password:${req.caller?.userId ?? `address:${req.ip}`}` });
  return (req, reply) => ({
    async check() {
      const state = await limit(req, { increment: false });
      if (state.isAllowed || state.remaining > 0) return;
      // Set here: the error handler keeps the headers already on the reply.
      reply.header('Retry-After', String(Math.max(1, state.ttlInSeconds)));
      throw new HttpError(429, accountMessages.tooManyPasswordAttempts);
    },
    async failed() {
      await limit(req);
    },
  });
}
