/**
 * The operations of openapi.yaml, read from the file, for the tests that walk the contract (access
 * control, HTTP hardening): a new operation is walked without a change to them.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** A parameter as the contract writes it (`$ref` resolved by `operations`). */
export interface Parameter { $ref?: string; name: string; in: string; required?: boolean; schema?: { type?: string; enum?: unknown[]; pattern?: string } }
/** The parts of an operation the walks read. */
export interface Operation { operationId: string; tags: string[]; security?: unknown[]; parameters?: Parameter[]; requestBody?: unknown }
/** The HTTP methods of the contract's operations. */
export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const spec = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, Parameter> };
};
const param = (p: Parameter) => (p.$ref ? spec.components.parameters[p.$ref.split('/').pop()!]! : p);

/** Every operation: its method, path, the operation and its parameters with `$ref`s resolved. */
export const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([m]) => ['get', 'head', 'post', 'put', 'patch', 'delete'].includes(m))
    .map(([m, op]) => ({ method: m.toUpperCase() as Method, path, op, parameters: (op.parameters ?? []).map(param) })),
);

/** Whether an operation needs a session (it does unless it says `security: []`). */
export const isPrivate = ({ op }: (typeof operations)[number]) => !(Array.isArray(op.security) && op.security.length === 0);
