/**
 * Checks openapi.yaml against the conventions of docs/adr/0001 and STYLE.md §4 that a linter does not
 * know: every call of the contract names its operation, tag and spec section, private calls carry the
 * bearer scheme and accountNumber, failures are `{ Message }`, and the client's public list matches.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ACCOUNTLESS_OPERATIONS, PUBLIC_OPERATIONS } from './index';

interface Parameter { $ref?: string; name?: string; in?: string; required?: boolean }
interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { $ref?: string; content?: Record<string, { schema?: { additionalProperties?: boolean; $ref?: string } }> };
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}
interface Spec {
  security: unknown[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    parameters: Record<string, Parameter>;
    responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
    schemas: Record<string, { required?: string[] }>;
  };
}

const spec = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')) as Spec;
const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head'];
const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item).filter(([m]) => METHODS.includes(m)).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, method, path, op })),
);
const isPublic = (op: Operation) => Array.isArray(op.security) && op.security.length === 0;
/** An operation of the manufacturer's back office: its own credential, not a store user's session (ADR 0055). */
const isBackOffice = (op: Operation) => Array.isArray(op.security) && op.security.some((s) => typeof s === 'object' && s !== null && 'backOffice' in s);
/**
 * The health checks (tag Health) are asked by a load balancer, never by the portal: they cite
 * no spec section, have no client mistake to answer with a 4xx, and are not in the client's public list.
 */
const isHealthCheck = (op: Operation) => op.tags?.[0] === 'Health';
const portalOperations = operations.filter(({ op }) => !isHealthCheck(op));
const param = (p: Parameter) => (p.$ref ? spec.components.parameters[p.$ref.split('/').pop()!]! : p);

describe('openapi.yaml conventions', () => {
  it('applies the bearer scheme to every call by default', () => {
    expect(spec.security).toEqual([{ bearer: [] }]);
  });

  it('names every operation with a unique verb-first camelCase operationId, one tag and its spec section', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, op } of operations) {
      expect(op.operationId, key).toMatch(/^(get|create|check|change|update|submit|register|verify|resend|forgotten|reset|load|delete|cancel|track|add|set|increase|decrease|clear|report|remove|dismiss|reorder|confirm)[A-Z]?[A-Za-z]*$/);
      expect(op.tags, key).toHaveLength(1);
      expect(['Account', 'Products', 'BackEndCart', 'Order', 'OrderHistory', 'Delivery', 'BackOffice', 'Cms', 'Survey', 'ContactUs', 'Health'], key).toContain(op.tags![0]);
      if (!isHealthCheck(op)) expect(op.summary, key).toMatch(/§\d/);
    }
  });

  it('keeps the client’s public list equal to the contract’s `security: []` calls', () => {
    const publicKeys = portalOperations.filter(({ op }) => isPublic(op)).map(({ key }) => key).sort();
    expect(publicKeys).toEqual([...PUBLIC_OPERATIONS].sort());
  });

  it('gives every private call accountNumber (required except on the account-less ones), 400, 401 and 403', () => {
    for (const { key, op } of operations.filter(({ op }) => !isPublic(op) && !isBackOffice(op))) {
      const account = (op.parameters ?? []).map(param).find((p) => p.name === 'accountNumber');
      expect(account?.in, key).toBe('query');
      expect(account?.required ?? false, key).toBe(!ACCOUNTLESS_OPERATIONS.has(key));
      for (const status of ['400', '401', '403']) expect(Object.keys(op.responses), `${key} ${status}`).toContain(status);
    }
  });

  it("gives the back office's calls its own credential only, no accountNumber, and 400 and 401 (ADR 0055)", () => {
    const backOffice = operations.filter(({ op }) => isBackOffice(op));
    expect(backOffice.length).toBeGreaterThan(0);
    for (const { key, op } of backOffice) {
      expect(op.security, key).toEqual([{ backOffice: [] }]);
      expect((op.parameters ?? []).map(param).some((p) => p.name === 'accountNumber'), key).toBe(false);
      for (const status of ['400', '401']) expect(Object.keys(op.responses), `${key} ${status}`).toContain(status);
    }
  });

  it('answers every public call without accountNumber', () => {
    for (const { key, op } of operations.filter(({ op }) => isPublic(op))) {
      expect((op.parameters ?? []).map(param).some((p) => p.name === 'accountNumber'), key).toBe(false);
    }
  });

  // The one failure with more than its Message: a checkout refused because the cart changed since
  // the confirm also carries the cart now. It still has Message, so every failure reads alike.
  const failureSchemas = ['#/components/schemas/Error', '#/components/schemas/CartChanged'];

  it('gives the changed-cart failure a required Message, as the Error schema', () => {
    expect(spec.components.schemas.CartChanged?.required).toContain('Message');
  });

  it('documents a success and a 4xx on every call, and every JSON failure is the Error schema (or the changed-cart one)', () => {
    for (const { key, method, op } of operations) {
      const statuses = Object.keys(op.responses);
      expect(statuses.some((s) => s.startsWith('2')), key).toBe(true);
      if (!isHealthCheck(op)) expect(statuses.some((s) => s.startsWith('4')), key).toBe(true);
      if (method === 'head') continue;
      for (const status of statuses.filter((s) => /^[45]/.test(s))) {
        const response = op.responses[status]!;
        const resolved = response.$ref ? spec.components.responses[response.$ref.split('/').pop()!]! : response;
        const schema = (resolved.content?.['application/json'] as { schema?: { $ref?: string } } | undefined)?.schema;
        expect(failureSchemas, `${key} ${status}`).toContain(schema?.$ref);
      }
    }
  });

  it('closes every inline request body to unknown fields', () => {
    for (const { key, op } of operations.filter(({ op }) => op.requestBody && !op.requestBody.$ref)) {
      for (const media of Object.values(op.requestBody!.content ?? {})) {
        if (media.schema?.$ref) continue;
        // A binary body (a claim's photo) has no fields to close.
        if ((media.schema as { format?: string } | undefined)?.format === 'binary') continue;
        expect(media.schema?.additionalProperties, key).toBe(false);
      }
    }
  });
});
