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

/** Turns the strings of `values` that the schema types as numbers or booleans into those, strictly. */
function convert(values: unknown, schema: unknown) {
  const properties = (schema as ObjectSchema | undefined)?.properties;
  if (!properties || !values || typeof values !== 'object') return;
  const v = values as Record<string, unknown>;
  for (const [name, property] of Object.entries(properties)) {
    const value = v[name];
    if (typeof value !== 'string') continue;
    if (hasType(property.type, 'integer', 'number') && plainInteger.test(value)) v[name] = Number(value);
    else if (hasType(property.type, 'boolean') && (value === 'true' || value === 'false')) v[name] = value === 'true';
  }
}

/** Converts the numeric and boolean query and path parameters of the route's schema before validation (see the file comment). */
export const strictNumbersPlugin = fp(async (app) => {
  app.addHook('preValidation', async (req) => {
    convert(req.query, req.routeOptions.schema?.querystring);
    convert(req.params, req.routeOptions.schema?.params);
  });
}, { name: 'trade-portal-strict-numbers', fastify: '5.x' });
