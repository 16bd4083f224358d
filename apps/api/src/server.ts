/**
 * The reference server for openapi.yaml (Fastify 5). Routes and request validation come from the
 * contract through fastify-openapi-glue; errors are always `{ Message }` (§8), and a client's mistake
 * is a 4xx, never a 500.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { parse } from 'yaml';
import { Ajv } from 'ajv';
import { authenticate } from './auth';
import { Catalogue } from './catalogue';
import type { Db } from './db/open';
import { createHandlers } from './handlers';
import { productImage } from './assets';

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

/** Builds the server; call `listen()` or `inject()` on the result. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    bodyLimit: 256 * 1024,
    ajv: { customOptions: { removeAdditional: false, keywords: ['example'], coerceTypes: 'array', allErrors: false } },
  });
  app.decorate('responseErrors', [] as string[]);
  const catalogue = new Catalogue(db);

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
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      Message: `Too many login attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
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
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error as { Message?: string }).Message ?? cleanMessage(error.message ?? '');
      return reply.code(status).send({ Message: message || 'The request is not valid.' });
    }
    req.log.error(error);
    return reply.code(500).send({ Message: INTERNAL });
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
        const caller = match ? await authenticate(db, match[1]!) : null;
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
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', path.includes(`${'/'}assets${'/'}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasPortal ? readFileSync(join(portal!, 'index.html'), 'utf8') : undefined;

  app.setNotFoundHandler(async (req, reply) => {
    const isApi = req.url.startsWith('/api/') || req.url.startsWith('/Token');
    if (indexHtml && !isApi && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    return reply.code(404).send({ Message: `No such call: ${req.method} ${req.url.split('?')[0]}.` });
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
    if (!allowed.has(String(reply.statusCode)) && reply.statusCode < 500 && reply.statusCode !== 429) {
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
