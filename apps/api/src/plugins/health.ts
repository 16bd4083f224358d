/**
 * Where the process is in its life, for a load balancer: starting (migrated, listening,
 * possibly still seeding), ready, or draining after SIGTERM. Requests other than the health checks are
 * refused with a 503 `{ Message }` unless the process is ready, so a half-seeded database is never served
 * and a stopping process takes on no new work; the health checks (`/health/live`, `/health/ready`,
 * handlers/health.ts) always answer.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The phases, in order: `starting` → `ready` → `draining`. */
export type Phase = 'starting' | 'ready' | 'draining';

/** The `Message` of a 503 while the process starts. */
export const STARTING_MESSAGE = 'The service is starting. Please try again shortly.';
/** The `Message` of a 503 while the process drains before it stops. */
export const STOPPING_MESSAGE = 'The service is restarting. Please try again shortly.';

/** The process's phase; moves forward only. */
export class Lifecycle {
  #phase: Phase;

  /** @param starting whether the process starts in `starting` (main.ts, until it has seeded and listens) or `ready` (tests) */
  constructor(starting: boolean) {
    this.#phase = starting ? 'starting' : 'ready';
  }

  /** The phase now. */
  get phase(): Phase {
    return this.#phase;
  }

  /** Starting is over: requests are taken. Does nothing once draining. */
  ready(): void {
    if (this.#phase === 'starting') this.#phase = 'ready';
  }

  /** The process is asked to stop: readiness turns 503 at once and new requests are refused. */
  drain(): void {
    this.#phase = 'draining';
  }

  /** The `Message` of the 503 for the phase now; undefined when ready. */
  get refusal(): string | undefined {
    return this.#phase === 'starting' ? STARTING_MESSAGE : this.#phase === 'draining' ? STOPPING_MESSAGE : undefined;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the process is in its life (plugins/health.ts): main.ts moves it on, the readiness check reads it. */
    lifecycle: Lifecycle;
  }
}

/** Whether a request is one of the health checks, which answer in every phase. */
const isHealthCheck = (req: FastifyRequest) => req.routeOptions.url?.startsWith('/health/') === true;

/** Options of `healthPlugin`. */
export interface HealthOptions {
  lifecycle: Lifecycle;
}

/**
 * Decorates `app.lifecycle`; refuses every request but the health checks with 503 `{ Message }`,
 * `Retry-After: 2` and `Cache-Control: no-store` while starting or draining; and, while draining, closes
 * each connection after its answer (`Connection: close`), so keep-alive sockets do not hold the stop up.
 * The health checks log at `warn` only: a balancer asks every few seconds. Register it before the routes.
 */
export const healthPlugin = fp<HealthOptions>(async (app, { lifecycle }) => {
  app.decorate('lifecycle', lifecycle);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/health/')) route.logLevel = 'warn';
  });
  // Callback hooks, not async ones: they run on every request, and a ready process only reads one field.
  app.addHook('onRequest', (req, reply, done) => {
    const refusal = lifecycle.refusal;
    if (refusal === undefined || isHealthCheck(req)) return done();
    void reply.code(503).header('Retry-After', '2').header('Cache-Control', 'no-store').send({ Message: refusal });
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (lifecycle.phase === 'draining') reply.header('Connection', 'close');
    done(null, payload);
  });
}, { name: 'trade-portal-health', fastify: '5.x' });
