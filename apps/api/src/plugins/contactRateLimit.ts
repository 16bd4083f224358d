/** The rate limit of the public contact form (§2.2 /contact-us, §7 Contact): `POST /api/ContactUs/Submit` per address. */
import fp from 'fastify-plugin';

/** Options of `contactRateLimitPlugin`. */
export interface ContactRateLimitOptions {
  /** Messages per client address per `windowMs`, per process. */
  max: number;
  /** The window, milliseconds. @default 600000 (ten minutes) */
  windowMs?: number;
}

/** The `Message` of the 429 past the limit. */
export const CONTACT_RATE_LIMIT_MESSAGE = 'Too many messages sent from here. Please try again in a few minutes.';

/**
 * Configures `POST /api/ContactUs/Submit` for @fastify/rate-limit: `max` messages per address per window,
 * then 429 `{ Message }`. The form needs no login, so without a limit anyone could fill the message store.
 * Register it before `loginRateLimitPlugin` (which registers @fastify/rate-limit, whose onRoute hook reads
 * this config) and before the routes.
 */
export const contactRateLimitPlugin = fp<ContactRateLimitOptions>(async (app, { max, windowMs = 600_000 }) => {
  app.addHook('onRoute', (route) => {
    if (route.url === '/api/ContactUs/Submit' && route.method === 'POST') {
      route.config = {
        ...(route.config as object),
        rateLimit: {
          max,
          timeWindow: windowMs,
          keyGenerator: (req: { ip: string }) => `contact:${req.ip}`,
          errorResponseBuilder: () => ({ statusCode: 429, Message: CONTACT_RATE_LIMIT_MESSAGE }),
        },
      };
    }
  });
}, { name: 'trade-portal-contact-rate-limit', fastify: '5.x' });
