/** Checks the server's own answers against openapi.yaml (used by the tests). */
import { Ajv } from 'ajv';
import { loadSpecification } from '../specification';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Responses the contract does not allow, one line each (`<METHOD> <url> <status>: <why>`); empty unless validating. */
    responseErrors: string[];
  }
}

/** Options of `responseValidationPlugin`. */
export interface ResponseValidationOptions {
  /** Check every response (tests); off, `app.responseErrors` stays empty. */
  validate: boolean;
}

/**
 * Decorates the server with `responseErrors` and, when `validate` is on, records there every status the
 * contract does not list for the call (413, 429 and 5xx aside) and every JSON body that does not match
 * the call's response schema. Nothing is changed or refused: the tests read the list. Register it last.
 */
export const responseValidationPlugin = fp<ResponseValidationOptions>(async (app, { validate: enabled }) => {
  app.decorate('responseErrors', [] as string[]);
  if (!enabled) return;
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
    // A body prepared once (AllProducts) is a Buffer: checked too, unless it is sent compressed.
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) && !reply.getHeader('content-encoding') ? payload.toString('utf8') : undefined;
    if (!schema || !isJson || text === undefined) return payload;
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      cache.set(schema, validate);
    }
    if (!validate(JSON.parse(text))) {
      app.responseErrors.push(`${req.method} ${req.url} ${reply.statusCode}: ${ajv.errorsText(validate.errors)}`);
    }
    return payload;
  });
}, { name: 'trade-portal-response-validation', fastify: '5.x' });
