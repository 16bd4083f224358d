/**
 * The reference server for openapi.yaml (Fastify 5). Routes and request validation come from the
 * contract through fastify-openapi-glue; errors are always `{ Message }` (§8), and a client's mistake
 * is a 4xx, never a 500.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { parse } from 'yaml';
import { Ajv } from 'ajv';
import { TokenCache } from './services/auth';
import { Catalogue } from './services/catalogue';
import { sqlState, type Db } from './db/open';
import { createHandlers } from './handlers/index';
import { productImage } from './services/productImages';

const here = dirname(fileURLToPath(import.meta.url));
/** Repository root (apps/api/src → ../../..). */
export const repoRoot = resolve(here, '../../..');

export interface ServerOptions {
  db: Db;
  /** Fastify logger option (default off). */
  logger?: boolean | object;
  /** Check every JSON response against the contract (tests); mismatches land in `app.responseErrors`. */
  validateResponses?: boolean;
  /** Built portal to serve with an SPA fallback; omitted when the folder has no index.html. */
  portalDist?: string;
  /** Login attempts per minute per address and user name. @default 10 */
  loginRateLimit?: number;
  /** How often the in-memory catalogue checks its version row, milliseconds. @default 5000 */
  catalogueCheckMs?: number;
  /** How long a token look-up is remembered, milliseconds; 0 looks every call up. @default 10000 */
  authCacheMs?: number;
  /** Fastify's trustProxy (true, or the proxies' addresses) when behind a reverse proxy. @default false */
  trustProxy?: FastifyServerOptions['trustProxy'];
}

declare module 'fastify' {
  interface FastifyInstance {
    responseErrors: string[];
  }
}

const INTERNAL = 'Sorry, our server has encountered an internal error and was unable to complete your request. Please try again later.';

/** Loads openapi.yaml from the repository root. */
export function loadSpecification(): Record<string, unknown> {
  return parse(readFileSync(join(repoRoot, 'openapi.yaml'), 'utf8')) as Record<string, unknown>;
}

/**
 * Builds the server for openapi.yaml: contract routes with request validation, bearer security (401 for
 * a missing, unknown or expired token; 403 for an accountNumber that is not the caller's), `{ Message }`
 * errors, the login rate limit, placeholder product images and, when given, the built portal.
 * @returns a Fastify instance ready for `listen()` or `inject()`
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // Off unless a proxy is really in front: trusting X-Forwarded-For otherwise lets a client pick its
    // own address and slip past the login rate limit.
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 256 * 1024,
    ajv: { customOptions: { removeAdditional: false, keywords: ['example'], coerceTypes: 'array', allErrors: false } },
  });
  app.decorate('responseErrors', [] as string[]);
  const catalogue = new Catalogue(db, options.catalogueCheckMs);
  const tokens = new TokenCache(db, options.authCacheMs);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(formbody);
  // Before @fastify/rate-limit, whose own onRoute hook reads this config.
  const loginLimit = options.loginRateLimit ?? 10;
  app.addHook('onRoute', (route) => {
    if (route.url === '/Token' && route.method === 'POST') {
      route.config = { ...(route.config as object), rateLimit: { max: loginLimit, timeWindow: 60_000 } };
    }
  });

  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    keyGenerator: (req) => `${req.ip}:${String((req.body as { username?: unknown } | undefined)?.username ?? '').toLowerCase()}`,
    errorResponseBuilder: () => ({ statusCode: 429, Message: 'Too many login attempts. Please try again in a minute.' }),
  });
  // Set before the routes are registered, so the contract's routes inherit it.
  app.setErrorHandler(async (error: FastifyError & { errors?: Error[] }, req, reply) => {
    if (error.validation) {
      const where = error.validationContext ? `${error.validationContext} ` : '';
      const first = error.validation[0];
      const field = first?.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : (first?.params as { missingProperty?: string })?.missingProperty ?? '';
      return reply.code(400).send({ Message: `Invalid request: ${where}${field ? `${field} ` : ''}${first?.message ?? error.message}.`.replace(/\s+\./, '.') });
    }
    // fastify-openapi-glue wraps the security handler's error; its status and message are the ones to send.
    if (error.name === 'Unauthorized' && Array.isArray(error.errors)) {
      const inner = error.errors.find((e) => (e as { statusCode?: number }).statusCode) as (Error & { statusCode: number }) | undefined;
      return reply.code(inner?.statusCode ?? 401).send({ Message: inner?.message ?? 'Session has expired. Please log in again.' });
    }
    // A PostgreSQL data exception (class 22: a number out of range, a malformed value) comes from the input.
    if (sqlState(error)?.startsWith('22')) {
      return reply.code(400).send({ Message: 'A value in the request is out of range or malformed.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error as { Message?: string }).Message ?? cleanMessage(error.message ?? '');
      return reply.code(status).send({ Message: message || 'The request is not valid.' });
    }
    req.log.error(error);
    return reply.code(500).send({ Message: INTERNAL });
  });

  // Fastify validates a body only against the schema of its own media type, so a body sent as another
  // type would reach the handler unchecked: refuse what the contract does not list for the call.
  app.addHook('preValidation', async (req) => {
    const content = (req.routeOptions.schema?.body as { content?: Record<string, unknown> } | undefined)?.content;
    if (!content || req.body === undefined) return;
    const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!(type in content)) {
      throw Object.assign(new Error(`Send the request body as ${Object.keys(content).join(' or ')}.`), { statusCode: 415 });
    }
  });

  const handlers = createHandlers({ db, catalogue });
  await app.register(openapiGlue, {
    specification: loadSpecification(),
    serviceHandlers: handlers,
    securityHandlers: {
      // §6: a valid bearer token, and an accountNumber that is one of the caller's accounts.
      async bearer(req: FastifyRequest) {
        const header = req.headers.authorization ?? '';
        const match = /^bearer\s+(\S+)$/i.exec(header);
        const caller = match ? await tokens.get(match[1]!) : null;
        if (!caller) throw Object.assign(new Error('Session has expired. Please log in again.'), { statusCode: 401 });
        const accountNumber = (req.query as { accountNumber?: string }).accountNumber;
        if (accountNumber && !caller.accountIds.includes(accountNumber)) {
          throw Object.assign(new Error('You do not have access to this account.'), { statusCode: 403 });
        }
        req.caller = caller;
      },
    },
  });

  app.get('/assets/products/:file', async (req, reply) => {
    const svg = productImage((req.params as { file: string }).file);
    if (!svg) return reply.code(404).send({ Message: 'Not found.' });
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);
  });

  const portal = options.portalDist;
  const hasPortal = !!portal && existsSync(join(portal, 'index.html'));
  if (hasPortal) {
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, {
      root: resolve(portal!),
      wildcard: false,
      index: false,
      // Off, or @fastify/static overwrites the Cache-Control set below.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', path.includes(`${'/'}assets${'/'}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasPortal ? readFileSync(join(portal!, 'index.html'), 'utf8') : undefined;

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0]!;
    const isApi = path.startsWith('/api/') || path === '/Token';
    // A missing file (an old hashed chunk after a deploy) must 404, not turn into index.html.
    const isFile = path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path);
    if (indexHtml && !isApi && !isFile && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    return reply.code(404).send({ Message: `No such call: ${req.method} ${path}.` });
  });

  if (options.validateResponses) installResponseValidation(app);
  return app;
}

function cleanMessage(message: string) {
  return message.replace(/^FST_\w+:\s*/, '');
}

/** Compiles each route's JSON response schema and records any status or body the contract does not allow. */
function installResponseValidation(app: FastifyInstance) {
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  const cache = new Map<object, ReturnType<typeof ajv.compile>>();
  const statuses = new Map<string, Set<string>>();
  const spec = loadSpecification() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      statuses.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, new Set(Object.keys(op.responses ?? {})));
    }
  }
  app.addHook('onSend', async (req, reply, payload) => {
    const allowed = statuses.get(`${req.method} ${req.routeOptions.url}`);
    if (!allowed) return payload;
    // 413 and 429 come from transport-level guards common to every call, not from the operation.
    if (!allowed.has(String(reply.statusCode)) && reply.statusCode < 500 && ![413, 429].includes(reply.statusCode)) {
      app.responseErrors.push(`${req.method} ${req.url}: status ${reply.statusCode} is not in the contract`);
      return payload;
    }
    const schemas = (req.routeOptions.schema?.response ?? {}) as Record<string, { content?: Record<string, { schema: object }> } | undefined>;
    const schema = schemas[String(reply.statusCode)]?.content?.['application/json']?.schema;
    const isJson = String(reply.getHeader('content-type') ?? '').includes('application/json');
    if (!schema || !isJson || typeof payload !== 'string') return payload;
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      cache.set(schema, validate);
    }
    if (!validate(JSON.parse(payload))) {
      app.responseErrors.push(`${req.method} ${req.url} ${reply.statusCode}: ${ajv.errorsText(validate.errors)}`);
    }
    return payload;
  });
}
