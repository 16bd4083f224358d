/**
 * Prometheus metrics through fastify-metrics (@prometheus-io/client underneath): requests
 * per operation with their latency histogram and status code, Node's own figures (event-loop lag, memory,
 * CPU, handles, garbage collection) and the database's client (PostgreSQL's pool, or PGlite's statements
 * waiting). They are served by a server of their own on another port (`startMetricsServer`, main.ts's
 * METRICS_PORT), never on the public one, so the shops never see them.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Gauge, Registry } from '@prometheus-io/client';
import fastifyMetrics from 'fastify-metrics';
import fp from 'fastify-plugin';
import type { DatabaseStats } from '../db/open';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's Prometheus registry, when `ServerOptions.metrics` is set; serve it with `startMetricsServer`. */
    metricsRegistry?: Registry;
  }
}

/** Options of `metricsPlugin`. */
export interface MetricsOptions {
  /** The database client's figures (`Database.stats`), read at each scrape. */
  databaseStats?: () => DatabaseStats;
}

/** The latency buckets, seconds: from a cached catalogue answer (a few ms) to a slow PDF (seconds). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The route label of a request: the route's template as registered (`/api/Order/:ordernumber`, never the
 * URL with its numbers), so no account number, order number or id becomes a label; the portal's files,
 * one route each, share the label set by server.ts (`statsId`).
 */
const routeLabel = (req: { routeOptions: { url?: string; config: unknown } }) =>
  (req.routeOptions.config as { statsId?: string }).statsId ?? req.routeOptions.url ?? 'unknown';

/**
 * Registers fastify-metrics on a registry of this server's own (so several servers in one process, as in
 * the tests, never clash in the global one) and decorates `app.metricsRegistry`:
 * - `http_request_duration_seconds` histogram (`_count` is the request count) by `method`, `route`
 *   (template) and `status_code`; HEAD and OPTIONS, unknown paths and the health checks are not counted;
 * - Node's default metrics, `process_*` and `nodejs_*` (`nodejs_eventloop_lag_seconds`, heap, RSS…);
 * - `trade_portal_db_pool_connections`, `…_idle_connections`, `…_waiting_queries` on PostgreSQL, or
 *   `trade_portal_db_pglite_pending_statements` on the embedded database.
 * No route is added to the server itself.
 */
export const metricsPlugin = fp<MetricsOptions>(async (app, { databaseStats }) => {
  const registry = new Registry();
  await app.register(fastifyMetrics, {
    endpoint: null,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      routeBlacklist: [/^\/health\//],
      overrides: {
        labels: { getRouteLabel: routeLabel },
        histogram: { buckets: LATENCY_BUCKETS, registers: [registry] },
        summary: { registers: [registry] },
      },
    },
  });
  if (databaseStats) {
    const gauge = (name: string, help: string, read: (stats: DatabaseStats) => number | undefined) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          const value = read(databaseStats());
          if (value !== undefined) this.set(value);
        },
      });
    const postgres = (s: DatabaseStats) => (s.driver === 'postgres' ? s : undefined);
    if (databaseStats().driver === 'postgres') {
      gauge('trade_portal_db_pool_connections', 'PostgreSQL connections the pool holds open (busy and idle).', (s) => postgres(s)?.totalConnections);
      gauge('trade_portal_db_pool_idle_connections', 'PostgreSQL connections open and idle in the pool.', (s) => postgres(s)?.idleConnections);
      gauge('trade_portal_db_pool_waiting_queries', 'Queries waiting for a free PostgreSQL connection.', (s) => postgres(s)?.waitingQueries);
    } else {
      gauge('trade_portal_db_pglite_pending_statements', 'Statements and transactions sent to the embedded database and not yet settled (one runs, the rest wait).', (s) =>
        s.driver === 'pglite' ? s.pendingStatements : undefined);
    }
  }
  app.decorate('metricsRegistry', registry);
}, { name: 'trade-portal-metrics', fastify: '5.x' });

/** A running metrics server: its port, and `close()`. */
export interface MetricsServer {
  /** The port it listens on (the one asked for, or the one given for 0). */
  port: number;
  /** Stops listening and ends its connections. */
  close: () => Promise<void>;
}

/**
 * Serves `registry` at `GET /metrics` (Prometheus text format) on `host:port`, a server apart from the
 * public one; any other path or method is a 404. Bind it to loopback or a private network only.
 * @param port the port; 0 takes a free one
 * @param host the address to bind, e.g. `127.0.0.1`
 * @throws the listen error (EADDRINUSE, EACCES) when the port cannot be taken
 */
export async function startMetricsServer(registry: Registry, port: number, host: string): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at GET /metrics.\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      (error: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Metrics failed: ${(error as Error).message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
