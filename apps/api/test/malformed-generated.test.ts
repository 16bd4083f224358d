/**
 * Malformed requests generated from the contract (ASVS 5.0 V2, V4): for every operation of openapi.yaml
 * whose parameters or body can be broken, fast-check builds a request that is valid except for one part
 * (a number that is not a plain integer, a value outside an enum or pattern, a repeated parameter, a missing
 * or extra body field, a field of the wrong type, a body of the wrong shape or not JSON at all), sent by a
 * logged-in user for their own store. Every answer must be a 4xx `{ Message }`, none a 5xx, and no stored
 * row may change.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth, SINGLE, setupApi } from './helpers';

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
}
interface Parameter { $ref?: string; name: string; in: string; required?: boolean; schema?: JsonSchema }
interface Operation { operationId: string; security?: unknown[]; parameters?: Parameter[]; requestBody?: { $ref?: string; content?: Record<string, { schema?: JsonSchema }> } }
type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const spec = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, Parameter>; schemas: Record<string, JsonSchema>; requestBodies: Record<string, NonNullable<Operation['requestBody']>> };
};
const deref = <T extends { $ref?: string }>(x: T, table: Record<string, T>): T => (x.$ref ? deref(table[x.$ref.split('/').pop()!]!, table) : x);
const schemaOf = (s: JsonSchema): JsonSchema => deref(s, spec.components.schemas);
const typesOf = (s: JsonSchema) => [schemaOf(s).type].flat().filter(Boolean) as string[];

interface Op { method: Method; path: string; id: string; isPublic: boolean; parameters: Parameter[]; body?: { type: string; schema: JsonSchema } }
const ops: Op[] = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
    .map(([m, op]) => {
      const requestBody = op.requestBody ? deref(op.requestBody, spec.components.requestBodies) : undefined;
      const [type, media] = Object.entries(requestBody?.content ?? {})[0] ?? [];
      return {
        method: m.toUpperCase() as Method,
        path,
        id: op.operationId,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
        parameters: (op.parameters ?? []).map((p) => deref(p, spec.components.parameters)).filter((p) => p.in !== 'header'),
        ...(type && media?.schema ? { body: { type, schema: schemaOf(media.schema) } } : {}),
      };
    }),
);

/** A value that satisfies a parameter's schema (the parts of the request that are not broken). */
function validParam(p: Parameter): string {
  if (p.name === 'accountNumber') return SINGLE;
  const s = schemaOf(p.schema ?? {});
  if (s.enum?.length) return String(s.enum[0]);
  if (typesOf(s).includes('integer')) return String(Math.max(1, s.minimum ?? 1));
  if (typesOf(s).includes('boolean')) return 'false';
  if (s.pattern && !new RegExp(s.pattern).test('x')) return '1';
  return 'x';
}

/** A minimal valid instance of a body schema (required properties only). */
function validValue(schema: JsonSchema): unknown {
  const s = schemaOf(schema);
  if (s.enum?.length) return s.enum[0];
  const t = typesOf(s)[0];
  if (t === 'object') return Object.fromEntries((s.required ?? []).map((k) => [k, validValue(s.properties?.[k] ?? {})]));
  if (t === 'array') return [];
  if (t === 'integer' || t === 'number') return Math.max(1, s.minimum ?? 1);
  if (t === 'boolean') return false;
  if (s.pattern && !new RegExp(s.pattern).test('x')) return '1';
  return 'x';
}

/** Strings that are not a plain decimal integer in range. */
const notAnInteger = fc.constantFrom('', ' ', 'Infinity', '-Infinity', 'NaN', '1e400', '1e1', '0x10', '+5', '5.0', '1,5', 'null', 'true', '[]', '9'.repeat(40), '%00', '١٢', "1' OR '1'='1");
/** JSON values of every type, including ones no schema here accepts at a given place. */
const anyJson = fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.double({ noNaN: true }), fc.string({ maxLength: 20 }), fc.array(fc.integer(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }));
const wrongTypeFor = (schema: JsonSchema) => anyJson.filter((v) => {
  const types = typesOf(schema);
  const t = v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v;
  return !types.includes(t) && !(t === 'integer' && types.includes('number'));
});

interface Request { method: Method; url: string; headers: Record<string, string>; payload?: string; what: string }

/** One request of `op` with exactly one part broken. */
function brokenRequest(op: Op): fc.Arbitrary<Request> {
  const make = (params: Record<string, string | string[]>, body: unknown, what: string, raw?: string): Request => {
    let path = op.path;
    const query = new URLSearchParams();
    for (const p of op.parameters) {
      const value = params[p.name] ?? (p.required || p.name === 'accountNumber' ? validParam(p) : undefined);
      if (value === undefined) continue;
      if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(value)));
      else for (const v of [value].flat()) query.append(p.name, v);
    }
    const q = query.toString();
    const headers: Record<string, string> = op.isPublic ? {} : { ...auth(token) };
    let payload: string | undefined;
    if (op.body) {
      headers['content-type'] = op.body.type;
      payload = raw ?? (op.body.type === 'application/json' ? JSON.stringify(body) : new URLSearchParams(body as Record<string, string>).toString());
    }
    return { method: op.method, url: q ? `${path}?${q}` : path, headers, ...(payload !== undefined ? { payload } : {}), what };
  };
  const validBody = op.body ? validValue(op.body.schema) : undefined;
  const choices: fc.Arbitrary<Request>[] = [];
  for (const p of op.parameters) {
    const s = schemaOf(p.schema ?? {});
    if (typesOf(s).some((t) => t === 'integer' || t === 'number')) choices.push(notAnInteger.map((v) => make({ [p.name]: v }, validBody, `${p.name}=${v.slice(0, 20)}`)));
    else if (typesOf(s).includes('boolean')) choices.push(fc.constantFrom('yes', '1', '', 'TRUE').map((v) => make({ [p.name]: v }, validBody, `${p.name}=${v}`)));
    else if (s.enum?.length) choices.push(fc.string({ maxLength: 12 }).filter((v) => !s.enum!.includes(v)).map((v) => make({ [p.name]: v }, validBody, `${p.name} not in enum`)));
    else if (s.pattern) choices.push(fc.string({ maxLength: 30 }).filter((v) => !new RegExp(s.pattern!).test(v)).map((v) => make({ [p.name]: v }, validBody, `${p.name} not matching`)));
    // A parameter given twice is an array where the contract has one value.
    if (p.in === 'query') choices.push(fc.constant(make({ [p.name]: [validParam(p), validParam(p)] }, validBody, `${p.name} twice`)));
  }
  if (op.body?.type === 'application/json') {
    const schema = op.body.schema;
    choices.push(fc.constantFrom('{', '{"a":', '[', 'nul', '{"a":1}}', '\u0000', '').map((raw) => make({}, undefined, `not JSON ${JSON.stringify(raw)}`, raw)));
    choices.push(wrongTypeFor(schema).map((v) => make({}, v, `body of type ${Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v}`)));
    for (const key of schema.required ?? []) {
      const rest = { ...(validBody as object) } as Record<string, unknown>;
      delete rest[key];
      choices.push(fc.constant(make({}, rest, `body without ${key}`)));
      const field = schema.properties?.[key] ?? {};
      choices.push(wrongTypeFor(field).map((v) => make({}, { ...(validBody as object), [key]: v }, `body ${key} of a wrong type`)));
    }
    if (schema.additionalProperties === false) {
      choices.push(fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !(k in (schema.properties ?? {})) && k !== '__proto__').map((k) => make({}, { ...(validBody as object), [k]: 1 }, `body with extra ${k}`)));
    }
  }
  return choices.length ? fc.oneof(...choices) : fc.constant(make({}, validBody, 'nothing to break'));
}

const h = await setupApi();
const token = await h.login('single@demo.test');
const breakable = ops.filter((op) => op.parameters.some((p) => p.name !== 'accountNumber' || !op.isPublic) || op.body);

/** A fingerprint of every stored row except login tokens and the rows a login writes. */
async function storedRows(): Promise<string> {
  const tables = (await h.database.db.execute(sql`select tablename from pg_tables where schemaname = 'public' and tablename not in ('tokens') order by tablename`)) as unknown as { rows?: { tablename: string }[] } | { tablename: string }[];
  const names = (Array.isArray(tables) ? tables : (tables.rows ?? [])).map((r) => r.tablename);
  const parts: string[] = [];
  for (const name of names) {
    const res = (await h.database.db.execute(sql.raw(`select count(*)::text as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from "${name}" t`))) as unknown as { rows?: { n: string; h: string }[] } | { n: string; h: string }[];
    const row = (Array.isArray(res) ? res : (res.rows ?? []))[0]!;
    parts.push(`${name}:${row.n}:${row.h}`);
  }
  return parts.join('\n');
}

describe('generated malformed requests (from openapi.yaml)', () => {
  it('get a 4xx { Message } on every operation, never a 5xx, and change nothing stored', async () => {
    const before = await storedRows();
    // The fingerprint really covers the data: the ordering and content tables, with rows.
    expect(before.split('\n').length).toBeGreaterThan(20);
    expect(before).toMatch(/^orders:[1-9]\d*:/m);
    const byStatus = new Map<number, number>();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...breakable).chain(brokenRequest), async (req) => {
        const res = await h.app.inject({ method: req.method, url: req.url, headers: req.headers, ...(req.payload !== undefined ? { payload: req.payload } : {}) });
        sent++;
        byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
        const label = `${req.method} ${req.url} (${req.what}) → ${res.statusCode} ${res.body.slice(0, 160)}`;
        expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, label).toBeLessThan(500);
        expect(Object.keys(res.json()), label).toEqual(['Message']);
      }),
      { numRuns: 2500, seed: 20261123 },
    );
    console.log(`malformed requests: ${sent} over ${breakable.length} operations; answers ${[...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(', ')}`);
    expect(sent).toBeGreaterThanOrEqual(2000);
    expect(await storedRows()).toBe(before);
  });
});
