/**
 * The rate limit of the public account calls that send email (§2.2 /register, /resend-verification,
 * /forgotten-password): per client address, so nobody can fill a stranger's inbox or the outbox.
 */
import fp from 'fastify-plugin';

/** Options of `accountRateLimitPlugin`. */
export interface AccountRateLimitOptions {
  /** Requests per client address per `windowMs` to each of the three calls, per process. */
  max: number;
  /** The window, milliseconds. @default 600000 (ten minutes) */
  windowMs?: number;
}

/** The `Message` of the 429 past the limit. */
export const ACCOUNT_RATE_LIMIT_MESSAGE = 'Too many requests from here. Please try again in a few minutes.';

const limited = new Set(['/api/Account/Register', '/api/Account/ResendVerification', '/api/Account/ForgottenPassword']);

/**
 * Configures the three calls for @fastify/rate-limit: `max` per address per window on each, then
 * 429 `{ Message }` with Retry-After. Register it before `loginRateLimitPlugin` (which registers
 * @fastify/rate-limit, whose onRoute hook reads this config) and before the routes.
 */
export const accountRateLimitPlugin = fp<AccountRateLimitOptions>(async (app, { max, windowMs = 600_000 }) => {
  app.addHook('onRoute', (route) => {
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
