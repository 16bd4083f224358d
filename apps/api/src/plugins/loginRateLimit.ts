/**
 * The login rate limits (§4 Login, ARCHITECTURE "Auth"): `POST /Token` attempts per address and user name,
 * per address across user names, and for the whole process. Counters are in this process's memory: with N
 * API processes behind a load balancer each limit is N times as generous at worst.
 */
import rateLimit from '@fastify/rate-limit';
import type { preHandlerHookHandler } from 'fastify';
import { body } from '../handlers/context';
import fp from 'fastify-plugin';

/** Options of `loginRateLimitPlugin`; every figure is login attempts a minute. */
export interface LoginRateLimitOptions {
  /** Per client address and user name (trimmed, case-insensitive). */
  max: number;
  /** Per client address, whatever the user name: stops one address trying many users (credential stuffing). */
  perAddress: number;
  /** For the whole process: a brake on a stuffing run spread over many addresses. */
  global: number;
}

const message = 'Too many login attempts. Please try again in a minute.';

/**
 * The user name as login reads it: `issueToken` trims and lower-cases it, so the limit must too, or
 * ' user@shop' would be a fresh counter for the same user.
 */
export const loginKeyName = (username: unknown) => String(username ?? '').trim().toLowerCase();

/**
 * Limits `POST /Token`: past a limit the next attempt is a 429 `{ Message }` with `Retry-After` (seconds).
 * The address and process limits are checked first, so attempts refused for them count there too.
 * Register it before the routes: it configures `POST /Token` as that route is added.
 */
export const loginRateLimitPlugin = fp<LoginRateLimitOptions>(async (app, { max, perAddress, global }) => {
  // Before @fastify/rate-limit, whose own onRoute hook reads this config.
  app.addHook('onRoute', (route) => {
    if (route.url !== '/Token' || route.method !== 'POST') return;
    route.config = { ...(route.config as object), rateLimit: { max, timeWindow: 60_000 } };
    // `createRateLimit` counts without marking the request as limited: the plugin's own route limit (per
    // user name) runs only once per request, so the other two must not take its place.
    const checks = [
      app.createRateLimit({ max: perAddress, timeWindow: 60_000, keyGenerator: (req) => `address:${req.ip}` }),
      app.createRateLimit({ max: global, timeWindow: 60_000, keyGenerator: () => 'all' }),
    ];
    const limits: preHandlerHookHandler = async (req, reply) => {
      for (const check of checks) {
        const result = await check(req);
        if (!result.isAllowed && result.isExceeded) {
          return reply.code(429).header('Retry-After', String(result.ttlInSeconds)).send({ Message: message });
        }
      }
    };
    const existing = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [limits, ...existing];
  });
  await app.register(rateLimit, {
    global: false,
    // After validation, so the body is the contract's form; `?.` keeps a key for any other caller.
    hook: 'preHandler',
    keyGenerator: (req) => `user:${req.ip}:${loginKeyName(body<'createToken'>(req)?.username)}`,
    errorResponseBuilder: () => ({ statusCode: 429, Message: message }),
  });
}, { name: 'trade-portal-login-rate-limit', fastify: '5.x' });
