/**
 * `npm start`: opens (and migrates) the database, seeds an empty one with the demo data where the demo is
 * wanted (SEED_DEMO), serves the API and the built portal, and prints the address and the demo logins it holds.
 * Environment: PORT (8080), HOST (0.0.0.0), DATA_DIR (./data, from the repository root), DATABASE_URL
 * (PostgreSQL instead of the embedded database), PORTAL_DIST (apps/portal/dist), LOG_LEVEL (off),
 * SEED_DEMO (true on the embedded database, false on PostgreSQL: whether an empty database gets the demo data;
 * where it is false a database holding the demo logins is refused, ADR 0047),
 * SEED_PRODUCTS (300; the catalogue size when an empty database is seeded, to try the portal with a long list),
 * TRUST_PROXY (off; 'true' or the proxies' addresses, comma-separated, when a reverse proxy sets X-Forwarded-For),
 * BACK_OFFICE_TOKEN (off; at least 32 characters: the credential of the back office's calls, ADR 0055),
 * CLAIM_PHOTO_DIR (DATA_DIR/claim-photos; where claims' photos are kept, one folder all API processes read),
 * DATA_DIR_MIN_FREE_MB (100; the free space DATA_DIR must have at start), LOG_EMAIL_LINKS (off; 'true' writes
 * the link of each email to the log, for development: the outbox's .eml files have them too),
 * MEMORY_REPORT_FILE (off; a file the process writes its memory figures to on SIGUSR2, for the bench),
 * PORTAL_URL (off; set by `npm run dev`: the portal's development server, named as the address to open),
 * SHUTDOWN_GRACE_MS (10000; how long a stop waits for the requests in flight before it exits anyway),
 * METRICS_PORT (off; serves Prometheus metrics at GET /metrics on this port, apart from PORT),
 * METRICS_HOST (127.0.0.1; the address the metrics port binds to).
 * LOG_LEVEL (e.g. info) writes one JSON line per request (pino) with its `reqId`, which every answer also
 * carries as `X-Request-Id` and the portal quotes with a server error.
 * Listens at once and answers 503 (`/health/ready` too) until the database is seeded. On SIGTERM or SIGINT
 * it drains: `/health/ready` and new requests get 503, the requests in flight finish, then the server and
 * the database close and DATA_DIR is freed; a second signal, or SHUTDOWN_GRACE_MS running out, exits at once
 * (the same signal repeated within 2 s, as a process group's signal arrives once directly and once through
 * npm, is one stop).
 */
import { renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { checkDataDir, DEFAULT_MIN_FREE_MB } from './db/dataDir';
import { BACK_OFFICE_TOKEN_MIN_LENGTH } from './plugins/backOfficeAuth';
import { openDatabase, type Database } from './db/open';
import { demoLogins, DEMO_PASSWORD, seedProductsFromEnv } from './seed';
import { EMPTY_DATABASE_MESSAGE, prepareData, seedDemoFromEnv } from './seed/startData';
import { startMetricsServer, type MetricsServer } from './plugins/metrics';
import { buildServer } from './server';
import { repoRoot } from './specification';

const started = Date.now();
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = resolve(repoRoot, process.env.DATA_DIR ?? 'data');
const databaseUrl = process.env.DATABASE_URL || undefined;
const portalDist = resolve(repoRoot, process.env.PORTAL_DIST ?? 'apps/portal/dist');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a port number, not "${process.env.PORT}".`);
let seedProducts: number | undefined;
let seedDemo = false;
try {
  seedProducts = seedProductsFromEnv(process.env.SEED_PRODUCTS);
  seedDemo = seedDemoFromEnv(process.env.SEED_DEMO, databaseUrl ? 'postgres' : 'pglite');
} catch (error) {
  fail((error as Error).message);
}

/** A whole number of at least 1 from the environment variable `name`, or `fallback`; `unit` names it in the error. */
function positiveInteger(name: string, fallback: number, unit: string): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) fail(`${name} must be a whole number of ${unit}, not "${process.env[name]}".`);
  return value;
}

/** A whole number of login attempts a minute from the environment variable `name`, or `fallback`. */
function attemptsPerMinute(name: string, fallback: number): number {
  return positiveInteger(name, fallback, 'attempts a minute');
}
// Login attempts a minute: per client address and user name, per address across user names, for the process.
const loginRateLimit = attemptsPerMinute('LOGIN_RATE_LIMIT', 10);
const loginAddressRateLimit = attemptsPerMinute('LOGIN_ADDRESS_RATE_LIMIT', Math.max(30, loginRateLimit));
const loginGlobalRateLimit = attemptsPerMinute('LOGIN_GLOBAL_RATE_LIMIT', Math.max(600, loginAddressRateLimit));
const shutdownGraceMs = positiveInteger('SHUTDOWN_GRACE_MS', 10_000, 'milliseconds');
// Metrics only when asked for, on a port of their own, on loopback unless METRICS_HOST says otherwise.
const metricsPort = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : undefined;
const backOfficeToken = process.env.BACK_OFFICE_TOKEN || undefined;
if (backOfficeToken !== undefined && backOfficeToken.length < BACK_OFFICE_TOKEN_MIN_LENGTH) fail(`BACK_OFFICE_TOKEN must be at least ${BACK_OFFICE_TOKEN_MIN_LENGTH} characters (for example: openssl rand -hex 32).`);
if (metricsPort !== undefined && (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535)) fail(`METRICS_PORT must be a port number, not "${process.env.METRICS_PORT}".`);
const metricsHost = process.env.METRICS_HOST || '127.0.0.1';

let database: Database;
try {
  // The embedded database's directory: writable, and with room, before anything is written to it.
  if (!databaseUrl) checkDataDir(dataDir, positiveInteger('DATA_DIR_MIN_FREE_MB', DEFAULT_MIN_FREE_MB, 'MB'));
  database = await openDatabase(
    databaseUrl
      ? { databaseUrl }
      : { dataDir, onLockLost: () => fail(`Lost the lock on DATA_DIR ${dataDir}: stopping so that two servers never write to it.`) },
  );
} catch (error) {
  fail((error as Error).message);
}

const trustProxyEnv = process.env.TRUST_PROXY;
const trustProxy = !trustProxyEnv || trustProxyEnv === 'false' ? false : trustProxyEnv === 'true' ? true : trustProxyEnv.split(',').map((a) => a.trim());
const app = await buildServer({
  db: database.db,
  ...(database.bus ? { bus: database.bus } : {}),
  portalDist,
  trustProxy,
  // HTTPS_ONLY=true when the portal is served over HTTPS only: HSTS and upgrade-insecure-requests.
  httpsOnly: process.env.HTTPS_ONLY === 'true',
  // Email: SMTP when SMTP_URL is set, else each message is written to DATA_DIR/outbox. Links go to the log
  // only with LOG_EMAIL_LINKS=true (`npm run dev`): in a shared log they would open the accounts.
  mail: {
    ...(process.env.SMTP_URL ? { smtpUrl: process.env.SMTP_URL } : { outboxDir: resolve(dataDir, 'outbox') }),
    ...(process.env.MAIL_FROM ? { from: process.env.MAIL_FROM } : {}),
    logLinks: process.env.LOG_EMAIL_LINKS === 'true',
  },
  mailLog: (line) => console.log(line),
  // Claims' photos: CLAIM_PHOTO_DIR, a folder every API process reads (a shared volume when several run on one
  // PostgreSQL), else DATA_DIR/claim-photos.
  ...(backOfficeToken ? { backOfficeToken } : {}),
  claimPhotoDir: resolve(repoRoot, process.env.CLAIM_PHOTO_DIR ?? resolve(dataDir, 'claim-photos')),
  publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  ...(process.env.CUSTOMER_SERVICE_EMAIL ? { customerServiceEmail: process.env.CUSTOMER_SERVICE_EMAIL } : {}),
  // The embedded database has this process as its only user (DATA_DIR is locked); PostgreSQL may be shared.
  cacheCarts: database.driver === 'pglite',
  loginRateLimit,
  loginAddressRateLimit,
  loginGlobalRateLimit,
  logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } : false,
  // 503 to all but the health checks until the demo data is in (`app.lifecycle.ready()` below).
  starting: true,
  ...(metricsPort !== undefined ? { metrics: { databaseStats: database.stats } } : {}),
});

let metricsServer: MetricsServer | undefined;
/** Drains and closes: readiness and new requests 503 at once, the requests in flight finish, then the server, the metrics and the database close. */
async function shutDown() {
  app.lifecycle.drain();
  await app.close();
  await metricsServer?.close();
  await database.close();
}
// The signals by which an operator asks for a stop: SIGTERM (a process manager, `kill`), SIGINT (Ctrl+C) and
// SIGHUP (the terminal closed). A signal sent to the whole process group (systemd's default, Ctrl+C) reaches
// this process directly and again through each parent that passes signals on (npm does, within
// milliseconds), so the same signal again within SAME_STOP_MS is that one stop, not a second one. Another
// stop signal, or the same one later, is an operator insisting: the process exits 1 at once.
const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
const SAME_STOP_MS = 2000;
let closing = false;
// close-with-grace runs shutDown once (on a stop signal below, the other ending signals or an uncaught
// error), and exits 1 if it has not finished within SHUTDOWN_GRACE_MS. SIGUSR2 is left to the memory report.
const closer = closeWithGrace({ delay: shutdownGraceMs, skip: ['SIGUSR2', ...STOP_SIGNALS], logger: { error: (message: unknown) => console.error(`Stopping: ${String(message)}`) } }, async ({ signal, err }) => {
  closing = true;
  if (err) console.error('Stopping after an unexpected error:', err);
  else if (signal) console.log(`${signal}: stopping: finishing the requests in flight (at most ${shutdownGraceMs} ms)…`);
  await shutDown();
});
let stop: { signal: (typeof STOP_SIGNALS)[number]; at: number } | undefined;
for (const signal of STOP_SIGNALS) {
  process.on(signal, () => {
    const now = performance.now();
    if (!closing) {
      stop = { signal, at: now };
      console.log(`${signal}: stopping: finishing the requests in flight (at most ${shutdownGraceMs} ms)…`);
      closer.close();
    } else if (signal !== stop?.signal || now - stop.at >= SAME_STOP_MS) {
      console.error(`Stopping: second ${signal}, exiting`);
      process.exit(1);
    }
  });
}
// A diagnostic for the bench (MEMORY_REPORT_FILE): on SIGUSR2 the process writes its memory, bytes, to that
// file: Node's (process.memoryUsage: rss, heapTotal, heapUsed, external, arrayBuffers) and the embedded
// database's WebAssembly memory (`wasm`, null on PostgreSQL), so that RSS can be told apart.
const memoryReport = process.env.MEMORY_REPORT_FILE;
if (memoryReport) {
  process.on('SIGUSR2', () => {
    const report = { ...process.memoryUsage(), wasm: database.wasmMemoryBytes?.() ?? null };
    writeFileSync(`${memoryReport}.tmp`, JSON.stringify(report));
    renameSync(`${memoryReport}.tmp`, memoryReport);
  });
}

let shownDemoLogins: (typeof demoLogins)[number][] = [];
try {
  if (metricsPort !== undefined && app.metricsRegistry) metricsServer = await startMetricsServer(app.metricsRegistry, metricsPort, metricsHost);
  // Listening before the seed: a balancer or orchestrator sees the process live (and not yet ready) at once.
  await app.listen({ port, host });
  // The demo data only where it is wanted (ADR 0047): a database holding the demo logins is refused otherwise.
  const seedStarted = Date.now();
  const data = await prepareData(database.db, {
    seedDemo,
    ...(seedProducts ? { products: seedProducts } : {}),
    onSeeding: () => console.log(`Empty database: adding the demo data${seedProducts ? ` (${seedProducts} products)` : ''}…`),
    onProgress: (done) => console.log(`  ${done} (${((Date.now() - seedStarted) / 1000).toFixed(1)} s)`),
  });
  shownDemoLogins = demoLogins.filter((l) => data.demoLogins.includes(l.email));
  if (data.empty && !seedDemo) console.log(EMPTY_DATABASE_MESSAGE);
  app.lifecycle.ready();
} catch (error) {
  console.error(`Could not start: ${(error as Error).message}`);
  await shutDown().finally(() => process.exit(1));
}

const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
// Under `npm run dev` the address to open is the portal's development server, which forwards to this one.
const portalUrl = process.env.PORTAL_URL;
const readyAt = portalUrl ? `The API is ready on port ${port}; open the portal at ${portalUrl}` : `Trade Portal is ready at http://${shown}:${port}`;
console.log(`
${readyAt}  (${databaseUrl ? 'PostgreSQL' : `embedded database in ${dataDir}`}, ${Date.now() - started} ms)
${metricsServer ? `Metrics at http://${metricsHost}:${metricsServer.port}/metrics\n` : ''}${
  shownDemoLogins.length ? `Demo logins, password ${DEMO_PASSWORD}:\n${shownDemoLogins.map((l) => `  ${l.email.padEnd(22)} ${l.what}`).join('\n')}\n` : ''
}`);
