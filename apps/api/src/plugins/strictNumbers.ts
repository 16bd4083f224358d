/**
 * Query and path numbers as plain decimal integers only (§5 quantities, ids, time spans). Ajv's own coercion reads
 * `Infinity`, `1e400`, `0x10`, `1e1` and a blank as numbers, so a blank quantity became 0 and removed a
 * cart line, and `Infinity` passed `maximum` and reached the database as a 500. Ajv coerces nothing here
 * (server.ts); this turns a query value into a number only when it is at most 15 decimal digits with an
 * optional minus sign, and leaves anything else a string for validation to refuse with a 400.
 */
import fp from 'fastify-plugin';

const plainInteger = /^-?\d{1,15}$/;

interface ObjectSchema { properties?: Record<string, { type?: string | string[] }> }

const hasType = (type: string | string[] | undefined, ...wanted: string[]) => [type].flat().some((t) => t !== undefined && wanted.includes(t));

/** The names a schema types as numbers and as booleans. */
interface Typed { numbers: string[]; booleans: string[] }

// Worked out once per schema (a route's schema never changes), not on every request.
const typedBySchema = new WeakMap<object, Typed>();

function typedNames(schema: object): Typed {
  let typed = typedBySchema.get(schema);
  if (!typed) {
    const properties = Object.entries((schema as ObjectSchema).properties ?? {});
    typed = {
      numbers: properties.filter(([, p]) => hasType(p.type, 'integer', 'number')).map(([name]) => name),
      booleans: properties.filter(([, p]) => hasType(p.type, 'boolean')).map(([name]) => name),
    };
    typedBySchema.set(schema, typed);
  }
  return typed;
}

/** Turns the strings of `values` that the schema types as numbers or booleans into those, strictly. */
function convert(values: unknown, schema: unknown) {
  if (!schema || typeof schema !== 'object' || !values || typeof values !== 'object') return;
  const { numbers, booleans } = typedNames(schema);
  const v = values as Record<string, unknown>;
  for (const name of numbers) {
    const value = v[name];
    if (typeof value === 'string' && plainInteger.test(value)) v[name] = Number(value);
  }
  for (const name of booleans) {
    const value = v[name];
    if (value === 'true' || value === 'false') v[name] = value === 'true';
  }
}

/** Converts the numeric and boolean query and path parameters of the route's schema before validation (see the file comment). */
export const strictNumbersPlugin = fp(async (app) => {
  app.addHook('preValidation', async (req) => {
    convert(req.query, req.routeOptions.schema?.querystring);
    convert(req.params, req.routeOptions.schema?.params);
  });
}, { name: 'trade-portal-strict-numbers', fastify: '5.x' });
