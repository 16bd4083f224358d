/** The login rate limit (§4 Login, ARCHITECTURE "Auth"): `POST /Token` attempts per address and user name. */
import rateLimit from '@fastify/rate-limit';
import { body } from '../handlers/context';
import fp from 'fastify-plugin';

/** Options of `loginRateLimitPlugin`. */
export interface LoginRateLimitOptions {
  /** Login attempts a minute per client address and user name (case-insensitive), per process. */
  max: number;
}

/**
 * Limits `POST /Token` to `max` attempts a minute per address and user name; the next one is a 429
 * `{ Message }`. Register it before the routes: it configures `POST /Token` as that route is added.
 */
export const loginRateLimitPlugin = fp<LoginRateLimitOptions>(async (app, { max }) => {
  // Before @fastify/rate-limit, whose own onRoute hook reads this config.
  app.addHook('onRoute', (route) => {
    if (route.url === '/Token' && route.method === 'POST') {
      route.config = { ...(route.config as object), rateLimit: { max, timeWindow: 60_000 } };
    }
  });
  await app.register(rateLimit, {
    global: false,
    // After validation, so the body is the contract's form; `?.` keeps a key for any other caller.
    hook: 'preHandler',
    keyGenerator: (req) => `${req.ip}:${String(body<'createToken'>(req)?.username ?? '').toLowerCase()}`,
    errorResponseBuilder: () => ({ statusCode: 429, Message: 'Too many login attempts. Please try again in a minute.' }),
  });
}, { name: 'trade-portal-login-rate-limit', fastify: '5.x' });
