/**
 * HTTP findings of probing the server as an attacker would, each a test that fails
 * without its fix: private answers are never stored by a cache, the built portal's source maps are not
 * served, an unknown or prototype name is not an image, the bad-URL answer carries the security headers,
 * and a client that never finishes its request is cut off.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, DEFAULT_HTTP_TIMEOUTS } from '../src/server';
import { authenticate } from '../src/services/auth';
import { isPrivate, operations } from './contractOperations';
import { auth, SINGLE, setupApi } from './helpers';

/** The contract's secured reads (GET and HEAD), with their parameters resolved. */
const privateReads = operations.filter((o) => isPrivate(o) && (o.method === 'GET' || o.method === 'HEAD'));

const h = await setupApi();
const token = await h.login('single@demo.test');

/** The URL of a read with its required parameters filled in: real values where `values` has them. */
function urlOf(read: (typeof privateReads)[number], values: Record<string, string>) {
  let path = read.path;
  const query = new URLSearchParams();
  for (const p of read.parameters) {
    const value = values[p.name] ?? (p.schema?.enum?.length ? String(p.schema.enum[0]) : p.schema?.type === 'integer' ? '1' : p.schema?.type === 'boolean' ? 'false' : 'x');
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(value));
    else if (p.in === 'query' && (p.required || p.name in values)) query.set(p.name, value);
  }
  const q = query.toString();
  return q ? `${path}?${q}` : path;
}

/**
 * A private answer may be kept by no cache (`no-store`), or, for the calls that revalidate by ETag (the
 * catalogue, ADR 0006; the CMS content, ADR 0020), by the browser alone and only until it asks again
 * (`private, no-cache` with an ETag).
 */
function expectNotStored(res: { statusCode: number; headers: Record<string, unknown> }, label: string) {
  const cacheControl = String(res.headers['cache-control'] ?? '');
  if (/\bno-store\b/.test(cacheControl)) return;
  expect(cacheControl, `${label} (${res.statusCode}): Cache-Control`).toMatch(/^private, no-cache$/);
  expect(res.headers.etag, `${label}: revalidated by its ETag`).toBeDefined();
}

describe('private answers are never stored by a cache', () => {
  const history = async () => (await h.app.inject({ method: 'GET', url: `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${SINGLE}&timeSpan=365`, headers: auth(token) })).json().OrderHistory as { OrderNumber: string }[];

  it('on every secured read of openapi.yaml, each of the named ones answering 200', async () => {
    const [order] = await history();
    const values = { accountNumber: SINGLE, timeSpan: '365', orderNumber: order!.OrderNumber, ordernumber: order!.OrderNumber, SKU: 'RMC1001', section: 'Home' };
    const statuses: Record<string, number> = {};
    expect(privateReads.length).toBeGreaterThan(30);
    for (const read of privateReads) {
      const res = await h.app.inject({ method: read.method, url: urlOf(read, values), headers: auth(token) });
      statuses[read.op.operationId] = res.statusCode;
      expectNotStored(res, read.op.operationId);
      // The same rule for the HEAD Fastify answers beside every GET.
      if (read.method === 'GET') expectNotStored(await h.app.inject({ method: 'HEAD', url: urlOf(read, values), headers: auth(token) }), `HEAD ${read.op.operationId}`);
    }
    const named = ['getUserInfo', 'getHeaderData', 'getAccounts', 'getBackEndCart', 'getFilteredOrderHistory', 'getOrderHistoryDetails', 'getStockCard', 'getShelfTargets', 'getOrderCutOff', 'getUsualOrder', 'getOrderInsights', 'getOrderInsightsCsv', 'getIsTrackAndTrace', 'getInvoice', 'getAllProducts', 'checkAuth'];
    expect(Object.fromEntries(named.map((id) => [id, statuses[id]]))).toEqual(Object.fromEntries(named.map((id) => [id, 200])));
  });

  it('the catalogue keeps its ETag and its 304, for this browser only', async () => {
    const url = `/api/Product/AllProducts?accountNumber=${SINGLE}`;
    const first = await h.app.inject({ method: 'GET', url, headers: auth(token) });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await h.app.inject({ method: 'GET', url, headers: { ...auth(token), 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });

  it('on private changes, refusals and the invoice PDF too', async () => {
    const products = (await h.app.inject({ method: 'GET', url: `/api/Product/AllProducts?accountNumber=${SINGLE}`, headers: auth(token) })).json().Products as { SKU: string; OutOfStock: boolean; MinimumOrder: number; MinimumOrderIncremental: number }[];
    const simple = products.find((p) => !p.OutOfStock && p.MinimumOrder === 1 && p.MinimumOrderIncremental === 1)!;
    const added = await h.app.inject({ method: 'POST', url: `/api/BackEndCart?accountNumber=${SINGLE}&SKU=${simple.SKU}&Quantity=1`, headers: auth(token) });
    expect(added.statusCode).toBe(200);
    expect(added.headers['cache-control']).toBe('no-store');
    for (const [headers, status] of [[{}, 401], [auth(await h.login('multi@demo.test')), 403]] as const) {
      const refused = await h.app.inject({ method: 'GET', url: `/api/Account/HeaderData?accountNumber=${SINGLE}`, headers });
      expect(refused.statusCode).toBe(status);
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    const [order] = await history();
    const pdf = await h.app.inject({ method: 'GET', url: `/api/OrderHistory/Invoice?accountNumber=${SINGLE}&ordernumber=${order!.OrderNumber}`, headers: auth(token) });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toMatch(/\bno-store\b/);
  });

  it('leaves public answers to their own rules', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/Cms/Notifications' });
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('the built portal', () => {
  const dist = mkdtempSync(join(tmpdir(), 'trade-portal-maps-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)\n//# sourceMappingURL=index-abc123.js.map');
  const map = JSON.stringify({ version: 3, sources: ['../src/secret.ts'], sourcesContent: ['export const secret = 1;'], mappings: '' });
  for (const file of ['assets/index-abc123.js.map', 'sw.js.map', 'assets/index-abc123.js.MAP']) writeFileSync(join(dist, file), map);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves no source map, however the path is spelt', async () => {
    const app = await buildServer({ db: h.database.db, portalDist: dist });
    try {
      expect((await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(200);
      for (const url of ['/assets/index-abc123.js.map', '/sw.js.map', '//sw.js.map', '/./sw.js.map', '/assets//index-abc123.js.map', '/assets/x/../index-abc123.js.map', '/assets/x/%2e%2e/index-abc123.js.map', '/assets/index-abc123.js.%6dap', '/assets/index-abc123.js.MAP']) {
        for (const method of ['GET', 'HEAD'] as const) {
          const res = await app.inject({ method, url });
          expect([403, 404], `${method} ${url}: ${res.statusCode}`).toContain(res.statusCode);
          expect(res.body, url).not.toContain('sourcesContent');
        }
      }
    } finally {
      await app.close();
    }
  });
});

describe('product images', () => {
  it('answers 404 for an unknown name, prototype names included', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/assets/products/rmc.svg' })).statusCode).toBe(200);
    for (const name of ['constructor', '__proto__', 'toString', 'tostring', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'nope']) {
      const res = await h.app.inject({ method: 'GET', url: `/assets/products/${name}.svg` });
      expect(res.statusCode, name).toBe(404);
      expect(res.json(), name).toEqual({ Message: expect.any(String) });
    }
  });

  it('a caller has no tier for a prototype name', async () => {
    const caller = await authenticate(h.database.db, token);
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) expect(caller!.tiers[name], name).toBeUndefined();
    expect(caller!.tiers[SINGLE]).toBeTypeOf('number');
  });
});

describe('framework errors', () => {
  it('answer a bad URL and an over-long parameter with { Message } and the same security headers as any answer', async () => {
    const normal = await h.app.inject({ method: 'GET', url: '/api/Cms/Notifications' });
    const security = ['content-security-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'origin-agent-cluster', 'referrer-policy', 'x-content-type-options', 'x-dns-prefetch-control', 'x-download-options', 'x-frame-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];
    for (const name of security) expect(normal.headers[name], name).toBeDefined();
    for (const [url, status] of [['/%ZZ', 400], ['/api/Cms/%E0%A4%A', 400], [`/assets/products/${'a'.repeat(300)}.svg`, 414]] as const) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.json(), url).toEqual({ Message: expect.any(String) });
      for (const name of security) expect(res.headers[name], `${url}: ${name}`).toBe(normal.headers[name]);
    }
  });
});

describe('slow clients', () => {
  /** Opens a raw connection to `port`; resolves with the milliseconds until the server closes it, or null when it is still open after `waitMs`. */
  function heldFor(port: number, write: (socket: Socket) => void, waitMs: number): Promise<{ ms: number | null; answer: string }> {
    return new Promise((resolve) => {
      const started = performance.now();
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      let drip: NodeJS.Timeout | undefined;
      socket.on('data', (chunk) => { answer += chunk.toString(); });
      socket.on('error', () => undefined);
      const done = (ms: number | null) => { clearTimeout(timer); clearInterval(drip); socket.destroy(); resolve({ ms, answer }); };
      const timer = setTimeout(() => done(null), waitMs);
      socket.on('close', () => done(performance.now() - started));
      socket.on('connect', () => {
        write(socket);
        // A byte every 100 ms: the socket is never idle, so only a deadline on the whole request ends it.
        drip = setInterval(() => socket.write('a'), 100);
      });
    });
  }

  it('are cut off when their headers or their body do not arrive in time', async () => {
    const app = await buildServer({ db: h.database.db, timeouts: { headersMs: 500, requestMs: 1500 } });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      // Headers that never end (slowloris).
      // Each client gives up after 20 s: the server must have cut it first. The lower bounds show each
      // deadline was waited for; a busy machine only lengthens the wait, so no upper bound is read.
      const headers = await heldFor(port, (s) => s.write('GET /api/Cms/Notifications HTTP/1.1\r\nHost: portal.test\r\nX-Slow: '), 20_000);
      expect(headers.ms, 'headers').not.toBeNull();
      expect(headers.ms!).toBeGreaterThanOrEqual(450);
      expect(headers.answer).toMatch(/^HTTP\/1\.1 408/);
      // Headers in time, then a body that trickles and never completes.
      const body = await heldFor(port, (s) => s.write('POST /api/ContactUs/Submit HTTP/1.1\r\nHost: portal.test\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"'), 20_000);
      expect(body.ms, 'body').not.toBeNull();
      expect(body.ms!).toBeGreaterThanOrEqual(1400);
      // A client that finishes in time is served.
      const ok = await fetch(`http://127.0.0.1:${port}/api/Cms/Notifications`);
      expect(ok.status).toBe(200);
    } finally {
      await app.close();
    }
  }, 90_000);

  it('uses deadlines that a large upload on a slow line still meets', async () => {
    expect(DEFAULT_HTTP_TIMEOUTS).toEqual({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 72_000, idleMs: 60_000 });
    const app = await buildServer({ db: h.database.db });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      expect(app.server.headersTimeout).toBe(10_000);
      expect(app.server.requestTimeout).toBe(30_000);
      expect(app.server.keepAliveTimeout).toBe(72_000);
      expect(app.server.timeout).toBe(60_000);
      // The largest body the server takes (its bodyLimit) arrives within the request deadline at 16 kB/s.
      expect(app.initialConfig.bodyLimit! / 16_384).toBeLessThan(30);
    } finally {
      await app.close();
    }
  });
});
