/**
 * Test-only, loaded with Node's `--import` ahead of `src/main.ts` by the end-to-end run
 * (playwright.config.ts), and by nothing else: it adds the fixture routes of `e2eFixtures.ts` to the
 * server main.ts builds, through Fastify's `fastify.initialization` diagnostics channel. `npm start` and
 * every other way of running the server never load it, so no setting can turn those routes on there.
 *
 * It refuses to run unless the server would listen on the loopback address only and use an embedded
 * database (no DATABASE_URL): a copy of these routes never reaches a network or a shared PostgreSQL.
 */
import { subscribe } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import { e2eFixtureRoutes } from './e2eFixtures';

const host = process.env.HOST ?? '';
if (!['127.0.0.1', '::1', 'localhost'].includes(host)) throw new Error(`The e2e fixture routes run on the loopback address only: HOST is "${host}".`);
if (process.env.DATABASE_URL) throw new Error('The e2e fixture routes run on an embedded database only: DATABASE_URL is set.');

subscribe('fastify.initialization', (message) => {
  const app = (message as { fastify: FastifyInstance }).fastify;
  // Only on the API server, which has its database by the time its plugins load (not the metrics server).
  void app.register(async (scope) => {
    if (scope.hasDecorator('db')) await e2eFixtureRoutes(scope);
  });
});
