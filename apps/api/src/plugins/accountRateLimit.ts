/**
 * The rate limit of the public account calls that send email (§2.2 /register, /resend-verification,
 * /forgotten-password): per client address, so nobody can fill a stranger's inbox or the outbox.
 * Registration is also limited per account number and for all callers together, so guessing one store's
 * registration code from many addresses stops too (the code space already makes guessing impractical:
 * this is defence in depth).
 */
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/** Options of `accountRateLimitPlugin`. */
export interface AccountRateLimitOptions {
  /** Requests per client address per `windowMs` to each of the three calls, per process. */
  max: number;
  /** The window, milliseconds. @default 600000 (ten minutes) */
  windowMs?: number;
  /** Registrations per account number (`JtiAccountId`, known or not) per window, per process. @default 10 */
  registrationPerAccount?: number;
  /** Registrations from every caller together per window, per process. @default 200 */
  registrationGlobal?: number;
}

/** The `Message` of the 429 past the limit. */
export const ACCOUNT_RATE_LIMIT_MESSAGE = 'Too many requests from here. Please try again in a few minutes.';

const limited = new Set(['/api/Account/Register', '/api/Account/ResendVerification', '/api/Account/ForgottenPassword']);

/**
 * Configures the three calls for @fastify/rate-limit: `max` per address per window on each, then
 * 429 `{ Message }` with Retry-After. Register it before `loginRateLimitPlugin` (which registers
 * @fastify/rate-limit, whose onRoute hook reads this config) and before the routes.
 */
export const accountRateLimitPlugin = fp<AccountRateLimitOptions>(async (app, { max, windowMs = 600_000, registrationPerAccount = 10, registrationGlobal = 200 }) => {
  app.addHook('onRoute', (route) => {
    if (route.method === 'POST' && route.url === '/api/Account/Register') {
      // Checked before the address's own limit (the route's), and counted whether or not the number exists,
      // so the 429 tells nothing of it. `createRateLimit` is there once @fastify/rate-limit is registered,
      // which the login limit does before any route is added.
      const checks = [
        app.createRateLimit({ max: registrationGlobal, timeWindow: windowMs, keyGenerator: () => 'register:all' }),
        app.createRateLimit({ max: registrationPerAccount, timeWindow: windowMs, keyGenerator: (req: FastifyRequest) => `register-account:${accountNumberOf(req)}` }),
      ];
      const limits: preHandlerHookHandler = async (req, reply) => {
        for (const check of checks) {
          const result = await check(req);
          if (!result.isAllowed && result.isExceeded) return reply.code(429).header('Retry-After', String(result.ttlInSeconds)).send({ Message: ACCOUNT_RATE_LIMIT_MESSAGE });
        }
      };
      const existing = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
      route.preHandler = [limits, ...existing];
    }
    if (route.method === 'POST' && limited.has(route.url)) {
      route.config = {
        ...(route.config as object),
        rateLimit: {
          max,
          timeWindow: windowMs,
          keyGenerator: (req: { ip: string }) => `account-email:${req.ip}`,
          errorResponseBuilder: () => ({ statusCode: 429, Message: ACCOUNT_RATE_LIMIT_MESSAGE }),
        },
      };
    }
  });
}, { name: 'trade-portal-account-rate-limit', fastify: '5.x' });

/** The registration's account number as the limit counts it: trimmed, at most 32 characters. */
function accountNumberOf(req: FastifyRequest): string {
  const body = req.body as { JtiAccountId?: unknown } | undefined;
  return String(body?.JtiAccountId ?? '').trim().slice(0, 32);
}
