/**
 * The reference server for openapi.yaml (Fastify 5). Routes and request validation come from the
 * contract through fastify-openapi-glue; errors are always `{ Message }` (§8), and a client's mistake
 * is a 4xx, never a 500. Cross-cutting concerns are small plugins in `plugins/`.
 */
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import formbody from '@fastify/formbody';
import helmet from 'helmet';
import type { Bus, Db } from './db/open';
import { databaseAnswers } from './handlers/health';
import { createHandlers } from './handlers/index';
import { unauthorized, unsupportedMediaType } from './httpErrors';
import { accountRateLimitPlugin } from './plugins/accountRateLimit';
import { acceptBinaryBodies, CLAIM_PHOTO_TYPES, claimPhotoParser } from './plugins/claimPhotoBody';
import { contactRateLimitPlugin } from './plugins/contactRateLimit';
import { errorsPlugin, frameworkErrorMessage } from './plugins/errors';
import { healthPlugin, Lifecycle } from './plugins/health';
import { loginRateLimitPlugin } from './plugins/loginRateLimit';
import { mediaPlugin } from './plugins/media';
import { mediaTypesPlugin } from './plugins/mediaTypes';
import { metricsPlugin, type MetricsOptions } from './plugins/metrics';
import { passwordAttemptLimit } from './plugins/passwordAttemptLimit';
import { requireBackOfficeToken } from './plugins/backOfficeAuth';
import { requireBearerOnPrivateCalls } from './plugins/bearerAuth';
import { requestIdFrom, requestIdPlugin, setRequestIdHeader } from './plugins/requestId';
import { strictNumbersPlugin } from './plugins/strictNumbers';
import { responseValidationPlugin } from './plugins/responseValidation';
import { securityHeaderOptions, setSecurityHeadersOnEveryAnswer } from './plugins/securityHeaders';
import { spaPlugin } from './plugins/spa';
import { AfterAnswer } from './services/afterAnswer';
import { TokenCache } from './services/auth';
import { CartCache } from './services/cartCache';
import { LineWrites } from './services/lineWrites';
import { Catalogue } from './services/catalogue';
import { Content } from './services/content';
import { DatabaseReach } from './services/databaseReach';
import { Mailer } from './services/mail';
import { productImage } from './services/productImages';
import { loadSpecification } from './specification';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database this server answers from. */
    db: Db;
  }
}

/** How long the server waits on a client, milliseconds (Node's HTTP server timeouts). */
export interface HttpTimeouts {
  /** The request line and headers must arrive within this, or the connection is closed with a 408 (Node's `headersTimeout`): a client that sends them byte by byte (slowloris) is cut off. */
  headersMs: number;
  /** The whole request, body included, must arrive within this, or a 408 and the connection closes (Node's `requestTimeout`). */
  requestMs: number;
  /** An idle keep-alive connection is closed after this (Node's `keepAliveTimeout`). */
  keepAliveMs: number;
  /** A connection on which nothing moves either way is closed after this (the socket timeout, Fastify's `connectionTimeout`): a client that stops reading an answer. */
  idleMs: number;
}

/**
 * The default deadlines. Headers in 10 s and the whole request in 30 s: the largest body the server takes
 * (256 kB, a quick-order of thousands of lines) still arrives at 16 kB/s, far below a shop's slowest line.
 * Keep-alive 72 s: longer than the 60 s idle timeout of common proxies and load balancers (a server that
 * closes first makes the proxy answer 502 on a connection it was reusing) and than the portal's 30 s
 * session check, so a tablet keeps its connection. Idle 60 s: longer than any answer takes to start.
 */
export const DEFAULT_HTTP_TIMEOUTS: Readonly<HttpTimeouts> = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 72_000, idleMs: 60_000 };

/** Options of `buildServer`. */
export interface ServerOptions {
  db: Db;
  /** PostgreSQL's LISTEN/NOTIFY to the other API processes on the same database (`Database.bus`). */
  bus?: Bus;
  /** Fastify logger option (default off). */
  logger?: boolean | object;
  /** Check every JSON response against the contract (tests); mismatches land in `app.responseErrors`. */
  validateResponses?: boolean;
  /** Built portal to serve with an SPA fallback; omitted when the folder has no index.html. */
  portalDist?: string;
  /** Login attempts per minute per address and user name. @default 10 */
  loginRateLimit?: number;
  /** Login attempts per minute per address, whatever the user name. @default 30 */
  loginAddressRateLimit?: number;
  /** Login attempts per minute for the whole process. @default 600 */
  loginGlobalRateLimit?: number;
  /** How often the in-memory catalogue checks its version row, milliseconds. @default 5000 */
  catalogueCheckMs?: number;
  /** How often the in-memory content checks its version row, milliseconds. @default 5000 */
  contentCheckMs?: number;
  /** Public contact messages per address per ten minutes. @default 5 */
  contactRateLimit?: number;
  /** Registrations, verification links and reset links asked for per address per ten minutes, each. @default 5 */
  accountRateLimit?: number;
  /** Registrations per account number per 10 minutes, per process. @default 10 */
  registrationAccountRateLimit?: number;
  /** Registrations from all callers per 10 minutes, per process. @default 200 */
  registrationGlobalRateLimit?: number;
  /**
   * Email: `smtpUrl` sends through SMTP; otherwise messages are written to `outboxDir` as .eml files (none
   * when neither is set). `from` is the sender. Links in emails start with `publicUrl`; `logLinks` (development
   * only) also writes each email's link to the log.
   */
  mail?: { smtpUrl?: string; outboxDir?: string; from?: string; logLinks?: boolean };
  /** The folder claims' photos are kept in (ADR 0055): DATA_DIR/claim-photos in main.ts. @default a folder in the system's temporary directory */
  claimPhotoDir?: string;
  /** The back office's credential (BACK_OFFICE_TOKEN, ≥ 32 characters); without it the back-office calls answer 401. */
  backOfficeToken?: string;
  /** Where a line about each email goes (the file and the link, without SMTP). @default the Fastify log at info */
  mailLog?: (line: string) => void;
  /** The portal's address as users reach it, for links in emails (never taken from a request's Host). @default 'http://localhost:8080' */
  publicUrl?: string;
  /** Where contact-form messages are emailed (§7 Contact); also the login help line's address (§8). @default 'customer.service@trade-portal.test' */
  customerServiceEmail?: string;
  /** How long a token look-up is remembered, milliseconds; 0 looks every call up. @default 10000 */
  authCacheMs?: number;
  /**
   * Keep the carts in memory: only when this process is the database's only user (the embedded database,
   * which DATA_DIR's lock keeps to one process), never on a PostgreSQL that other processes share. @default false
   */
  cacheCarts?: boolean;
  /**
   * The portal is reached over HTTPS only (directly or through a TLS-terminating proxy): sends HSTS and the
   * CSP's `upgrade-insecure-requests`. Off for plain-HTTP use (a local demo, a shop's LAN), where both would
   * make the browser refuse the site. @default false
   */
  httpsOnly?: boolean;
  /** Fastify's trustProxy (true, or the proxies' addresses) when behind a reverse proxy. @default false */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** How long a client may take (slow clients are cut off). @default DEFAULT_HTTP_TIMEOUTS */
  timeouts?: Partial<HttpTimeouts>;
  /**
   * Start in the `starting` phase: every request but the health checks is a 503 until `app.lifecycle.ready()`
   * (main.ts listens first and calls it once the database is seeded), so a balancer sees the process start.
   * @default false (ready at once)
   */
  starting?: boolean;
  /** Collect Prometheus metrics into `app.metricsRegistry` (plugins/metrics.ts); served apart by `startMetricsServer`. @default off */
  metrics?: MetricsOptions;
  /**
   * Where the database's loss and return are told, one line each (services/databaseReach.ts), whatever the
   * logger's level. @default standard error
   */
  databaseLog?: (line: string) => void;
}

/**
 * Fastify's own options for `buildServer`: the deadlines on slow clients (`ServerOptions.timeouts`), the
 * answer to a request Fastify refuses before any hook (with the security headers), request ids, proxy
 * trust, the body limit, and validation without type coercion.
 */
function fastifyOptions(options: ServerOptions, setSecurityHeaders: ReturnType<typeof helmet>): FastifyHttpOptions<Server> {
  const timeouts = { ...DEFAULT_HTTP_TIMEOUTS, ...options.timeouts };
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // Node checks the two deadlines above only this often (30 s by default, which let a slow client
      // stay twice as long as allowed); a pass over the open connections each second costs little.
      connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(timeouts.headersMs / 4))),
    },
    // A URL that cannot be decoded (400) or a path parameter over 100 characters (414) is answered by
    // Fastify before any hook runs, so helmet's headers are set here: the same as on every other answer.
    frameworkErrors: (error, req, reply) => {
      setSecurityHeaders(req.raw, reply.raw, () => undefined);
      setRequestIdHeader(req, reply as FastifyReply);
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      return (reply as FastifyReply).code(status).send({ Message: frameworkErrorMessage(error.code) });
    },
    logger: options.logger ?? false,
    // Each request's id (the log's reqId, the X-Request-Id answer header): a trusted proxy's own when it is
    // a short safe token, else a new UUID (plugins/requestId.ts).
    genReqId: requestIdFrom(Boolean(options.trustProxy)),
    // While stopping, plugins/health.ts refuses new requests with the contract's 503 `{ Message }`, not
    // Fastify's own body; the requests in flight finish.
    return503OnClosing: false,
    // Off unless a proxy is really in front: trusting X-Forwarded-For otherwise lets a client pick its
    // own address and slip past the login rate limit.
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 256 * 1024,
    // No type coercion: a JSON `null`, `false` or `[null]` is not a quantity. Query numbers are turned
    // into numbers by `strictNumbersPlugin`, and only when they are plain decimal integers.
    ajv: { customOptions: { removeAdditional: false, keywords: ['example'], coerceTypes: false, allErrors: false } },
  };
}

/**
 * Builds the server for openapi.yaml: contract routes with request validation, bearer security (401 for
 * a missing, unknown or expired token; 403 for an accountNumber that is not the caller's), `{ Message }`
 * errors, the login rate limit, placeholder product images and, when given, the built portal. Every
 * private answer is `Cache-Control: no-store` unless it revalidates by ETag; every answer, a framework
 * error included, carries the security headers; slow clients are cut off (`ServerOptions.timeouts`).
 * @returns a Fastify instance ready for `listen()` or `inject()`
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { db } = options;
  const httpsOnly = options.httpsOnly ?? false;
  const securityHeaders = securityHeaderOptions(httpsOnly);
  const setSecurityHeaders = helmet(securityHeaders);
  const app = Fastify(fastifyOptions(options, setSecurityHeaders));
  // For plugins put around the server from outside it, as the end-to-end run's fixture routes are.
  app.decorate('db', db);
  const catalogue = new Catalogue(db, options.catalogueCheckMs);
  const content = new Content(db, options.contentCheckMs);
  const tokens = new TokenCache(db, options.authCacheMs);
  if (options.bus) {
    // A logout or password change in another process is heard here at once (ARCHITECTURE.md, Scaling out).
    const channel = 'trade_portal_sessions';
    const { bus } = options;
    tokens.connect((message) => bus.publish(channel, message));
    const listening = bus.listen(channel, (message) => tokens.onPeerMessage(message), () => tokens.clear());
    app.addHook('onClose', async () => listening.stop());
    // Serve once listening, so a logout elsewhere is never missed from the first request on.
    await listening.ready;
  }

  setSecurityHeadersOnEveryAnswer(app, setSecurityHeaders);
  await app.register(requestIdPlugin);
  // Before the routes: the health checks' log level is set as they are added, and the phase gate runs first.
  const lifecycle = new Lifecycle(options.starting ?? false);
  await app.register(healthPlugin, { lifecycle });
  if (options.metrics) await app.register(metricsPlugin, options.metrics);
  await app.register(formbody);
  // All three before the routes: the contract's routes take the error handler, the media-type check and
  // the login limit that are in place when they are added.
  // Before the login limit, which registers @fastify/rate-limit: its onRoute hook reads this route config.
  await app.register(contactRateLimitPlugin, { max: options.contactRateLimit ?? 5 });
  await app.register(accountRateLimitPlugin, { max: options.accountRateLimit ?? 5, registrationPerAccount: options.registrationAccountRateLimit ?? 10, registrationGlobal: options.registrationGlobalRateLimit ?? 200 });
  await app.register(loginRateLimitPlugin, { max: options.loginRateLimit ?? 10, perAddress: options.loginAddressRateLimit ?? 30, global: options.loginGlobalRateLimit ?? 600 });
  // The database's loss and return, told once each: the request log is off by default (main.ts's LOG_LEVEL).
  const databaseReach = new DatabaseReach(() => databaseAnswers(db), options.databaseLog ?? ((line) => console.error(line)));
  app.addHook('onClose', async () => databaseReach.stop());
  await app.register(errorsPlugin, { onDatabaseUnavailable: (error) => databaseReach.lost(error) });
  await app.register(mediaTypesPlugin);
  await app.register(strictNumbersPlugin);

  const specification = loadSpecification();
  requireBearerOnPrivateCalls(app, tokens, specification);
  requireBackOfficeToken(app, options.backOfficeToken, specification);

  const mailer = new Mailer({ ...options.mail, log: options.mailLog ?? ((line) => app.log.info(line)) });
  // The account flows' links and mail, after the answer; the database closes only once they are done.
  const afterAnswer = new AfterAnswer((error) => console.error('work after an answer failed:', error));
  app.decorate('afterAnswer', afterAnswer);
  app.addHook('onClose', async () => afterAnswer.idle());
  const handlers = createHandlers({
    db, catalogue, content, tokens, mailer, afterAnswer,
    passwordAttempts: passwordAttemptLimit(app, { max: options.loginRateLimit ?? 10 }),
    lifecycle,
    databaseReach,
    publicUrl: (options.publicUrl ?? 'http://localhost:8080').replace(/\/+$/, ''),
    customerServiceEmail: options.customerServiceEmail ?? 'customer.service@trade-portal.test',
    claimPhotoDir: options.claimPhotoDir ?? join(tmpdir(), 'trade-portal-claim-photos'),
    ...(options.cacheCarts ? { carts: new CartCache(), lineWrites: new LineWrites(db) } : {}) });
  // fastify-openapi-glue warns at start about every media type of the contract that has no body parser,
  // answers' types included. A PDF invoice and a CSV are only ever answers: a body sent as one is refused
  // as any unknown media type is (415), so an operator's log starts without two false warnings.
  app.addContentTypeParser(['application/pdf', 'text/csv'], (_req, _payload, done) => done(unsupportedMediaType('Unsupported Media Type'), undefined));
  app.addContentTypeParser(CLAIM_PHOTO_TYPES, claimPhotoParser);
  app.addHook('onRoute', acceptBinaryBodies);
  await app.register(openapiGlue, {
    specification,
    serviceHandlers: handlers,
    securityHandlers: {
      // The check itself runs earlier, on every private route's onRequest (`authenticateRequest`).
      async bearer(req: FastifyRequest) {
        if (!req.caller) throw unauthorized();
      },
      // The back office's check runs on the route's onRequest too (plugins/backOfficeAuth.ts).
      async backOffice() {},
    },
  });

  app.get('/assets/products/:file', async (req, reply) => {
    const svg = productImage((req.params as { file: string }).file);
    if (!svg) return reply.code(404).send({ Message: 'Not found.' });
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);
  });

  await app.register(mediaPlugin);
  // The portal's files are one route each (@fastify/static): one metrics label for them all.
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), statsId: 'portal files' };
  });
  await app.register(spaPlugin, { root: options.portalDist });
  await app.register(responseValidationPlugin, { validate: options.validateResponses ?? false });
  return app;
}
