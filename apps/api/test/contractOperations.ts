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

/** Whether an operation takes the back office's credential rather than a user's session (ADR 0055). */
export const isBackOfficeOp = ({ op }: (typeof operations)[number]) => Array.isArray(op.security) && op.security.some((s) => typeof s === 'object' && s !== null && 'backOffice' in s);

/** Whether an operation needs a user's session (it does unless it says `security: []` or names the back office's credential). */
export const isPrivate = (o: (typeof operations)[number]) => !(Array.isArray(o.op.security) && o.op.security.length === 0) && !isBackOfficeOp(o);
