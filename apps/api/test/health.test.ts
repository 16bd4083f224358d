/**
 * What an operator running several API processes needs: the liveness and readiness checks
 * through every phase (starting, ready, draining), the request id on every answer and in the log, a line
 * when the database goes and when it is back, and the Prometheus metrics, labelled by route template and
 * served on a port of their own.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../src/server';
import { STARTING_MESSAGE, STOPPING_MESSAGE } from '../src/plugins/health';
import { startMetricsServer } from '../src/plugins/metrics';
import { auth, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const token = await h.login();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Another server on the same database, closed after the file. */
const servers: Awaited<ReturnType<typeof buildServer>>[] = [];
async function anotherServer(options: Omit<Parameters<typeof buildServer>[0], 'db'> & { db?: Parameters<typeof buildServer>[0]['db'] }) {
  const app = await buildServer({ db: h.database.db, validateResponses: true, ...options });
  servers.push(app);
  await app.ready();
  return app;
}
afterAll(async () => {
  for (const app of servers) await app.close();
});

describe('liveness and readiness', () => {
  it('answer a stranger with the status only, never stored by a cache, and are not calls of the portal', async () => {
    for (const [url, Status] of [['/health/live', 'live'], ['/health/ready', 'ready']] as const) {
      const res = await h.app.inject({ method: 'GET', url });
      expect([res.statusCode, res.json()], url).toEqual([200, { Status }]);
      expect(res.headers['cache-control'], url).toBe('no-store');
      // A HEAD, as some balancers send, answers alike without a body.
      expect((await h.app.inject({ method: 'HEAD', url })).statusCode, url).toBe(200);
    }
    // A session changes nothing, and nothing of it comes back.
    const withToken = await h.app.inject({ method: 'GET', url: '/health/ready', headers: auth(token) });
    expect(withToken.body).toBe('{"Status":"ready"}');
  });

  it('while starting: live, not ready, and every other request a 503 with a Message', async () => {
    const app = await anotherServer({ starting: true });
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect([ready.statusCode, ready.json(), ready.headers['retry-after'], ready.headers['cache-control']]).toEqual([503, { Message: STARTING_MESSAGE }, '2', 'no-store']);
    const call = await app.inject({ method: 'GET', url: `/api/BackEndCart?accountNumber=${SINGLE}`, headers: auth(token) });
    expect([call.statusCode, call.json()]).toEqual([503, { Message: STARTING_MESSAGE }]);
    const login = await app.inject({ method: 'POST', url: '/Token', payload: 'grant_type=password&username=single%40demo.test&password=Portal-Demo-1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(login.statusCode).toBe(503);

    app.lifecycle.ready();
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).json()).toEqual({ Status: 'ready' });
    expect((await app.inject({ method: 'GET', url: `/api/BackEndCart?accountNumber=${SINGLE}`, headers: auth(token) })).statusCode).toBe(200);
  });

  it('while draining: still live, not ready, new requests a 503, and every answer closes its connection', async () => {
    const app = await anotherServer({});
    app.lifecycle.drain();
    app.lifecycle.ready(); // no way back from draining
    const live = await app.inject({ method: 'GET', url: '/health/live' });
    expect([live.statusCode, live.headers.connection]).toEqual([200, 'close']);
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect([ready.statusCode, ready.json(), ready.headers.connection]).toEqual([503, { Message: STOPPING_MESSAGE }, 'close']);
    const call = await app.inject({ method: 'GET', url: `/api/BackEndCart?accountNumber=${SINGLE}`, headers: auth(token) });
    expect([call.statusCode, call.json(), call.headers.connection, call.headers['retry-after']]).toEqual([503, { Message: STOPPING_MESSAGE }, 'close', '2']);
  });
});

describe('request id', () => {
  it('behind a trusted proxy (TRUST_PROXY), keeps its short safe X-Request-Id and answers with it', async () => {
    const proxied = await setupApi({ trustProxy: true });
    const res = await proxied.app.inject({ method: 'GET', url: `/api/BackEndCart?accountNumber=${SINGLE}`, headers: { ...auth(await proxied.login()), 'x-request-id': 'lb-7f3a9c21.04' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('lb-7f3a9c21.04');
    expect(res.headers['access-control-expose-headers']).toBe('X-Request-Id');
  });

  it('without a trusted proxy, answers a client\'s own X-Request-Id with a new UUID: a client does not name its log lines', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/api/BackEndCart?accountNumber=${SINGLE}`, headers: { ...auth(token), 'x-request-id': 'lb-7f3a9c21.04' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('replaces an unsafe or missing one with a new UUID, on every kind of answer', async () => {
    const seen = new Set<string>();
    for (const [label, headers, url, status] of [
      ['no id', {}, '/health/live', 200],
      ['a log-spoiling id', { 'x-request-id': 'a b"\\u0007\n{"level":60}' }, '/health/live', 200],
      ['a long id', { 'x-request-id': 'x'.repeat(65) }, '/health/live', 200],
      ['a too short id', { 'x-request-id': 'abc' }, '/health/live', 200],
      ['a refusal', {}, `/api/BackEndCart?accountNumber=${SINGLE}`, 401],
      ['an unknown call', {}, '/api/Nothing', 404],
      ['an address that does not decode', {}, '/api/%E0%A4%A', 400],
    ] as const) {
      const res = await h.app.inject({ method: 'GET', url, headers: { ...headers } });
      expect(res.statusCode, label).toBe(status);
      const id = res.headers['x-request-id'];
      expect(id, label).toMatch(UUID);
      seen.add(String(id));
    }
    expect(seen.size).toBe(7);
  });

  it('is the reqId of the request\'s log lines (pino), the 500 line included', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(...chunk.toString().trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>)), done()) });
    const app = await anotherServer({ logger: { level: 'info', stream } });
    const res = await app.inject({ method: 'GET', url: `/api/BackEndCart?accountNumber=${SINGLE}`, headers: auth(token) });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    const ofRequest = lines.filter((l) => l.reqId === id);
    expect(ofRequest.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    // A balancer asks every few seconds: the health checks write nothing at info.
    const before = lines.length;
    await app.inject({ method: 'GET', url: '/health/ready' });
    expect(lines.length).toBe(before);
  });
});

describe('the database out of reach', () => {
  it('is told once when it goes and once when it is back, whatever the log level, with or without requests', async () => {
    // The database as the server sees it when PostgreSQL is down: every query is refused at the socket.
    let away = false;
    const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const db = new Proxy(h.database.db, {
      get(target, name, receiver) {
        if (away && ['execute', 'select', 'transaction', 'insert', 'update', 'delete'].includes(String(name))) {
          return () => {
            throw refused();
          };
        }
        return Reflect.get(target, name, receiver) as unknown;
      },
    });
    const lines: string[] = [];
    const app = await anotherServer({ db, databaseLog: (line) => lines.push(line), authCacheMs: 0 });
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    expect(lines).toEqual([]);

    away = true;
    // A request that needs the database, then the readiness check, then both again: one line.
    for (let round = 0; round < 2; round++) {
      expect((await app.inject({ method: 'GET', url: `/api/BackEndCart?accountNumber=${SINGLE}`, headers: auth(token) })).statusCode).toBe(503);
      expect(lines).toHaveLength(1);
      expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);
    }
    expect(lines).toEqual(['Database unavailable: connect ECONNREFUSED 127.0.0.1:5432. Requests that need it are answered 503 until it answers again.']);

    // Back, with no request at all: the server's own check finds it.
    away = false;
    await vi.waitFor(() => expect(lines).toHaveLength(2), { timeout: 30_000, interval: 50 });
    expect(lines[1]).toMatch(/^Database available again, after \d+\.\d s\.$/);
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);

    // Lost again, and back through the readiness check: one line each time again.
    away = true;
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);
    away = false;
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    expect(lines.slice(2).map((l) => l.split(':')[0]!.split(',')[0])).toEqual(['Database unavailable', 'Database available again']);
  });
});

describe('metrics', () => {
  it('count requests per route template and status, with Node\'s and the database\'s figures', async () => {
    const app = await anotherServer({ metrics: { databaseStats: h.database.stats } });
    for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url: `/api/BackEndCart?accountNumber=${SINGLE}`, headers: auth(token) })).statusCode).toBe(200);
    const unknownSurvey = await app.inject({ method: 'GET', url: `/api/Survey/987654/entered?accountNumber=${SINGLE}`, headers: auth(token) });
    expect(unknownSurvey.statusCode).toBeGreaterThanOrEqual(400);
    await app.inject({ method: 'GET', url: '/health/ready' });
    await app.inject({ method: 'GET', url: '/api/Nothing/12345678' });
    const text = await app.metricsRegistry!.metrics();
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/BackEndCart",status_code="200"} 3');
    expect(text).toContain(`http_request_duration_seconds_count{method="GET",route="/api/Survey/:id/entered",status_code="${unknownSurvey.statusCode}"} 1`);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/BackEndCart",status_code="200"}');
    // Route templates only: no account number, id or unknown path becomes a label; the health checks are not counted.
    for (const never of [SINGLE, '987654', '12345678', '/health/']) expect(text).not.toContain(never);
    for (const metric of ['nodejs_eventloop_lag_seconds', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'process_cpu_seconds_total']) expect(text).toContain(`\n${metric} `);
    if (h.database.driver === 'pglite') expect(text).toMatch(/\ntrade_portal_db_pglite_pending_statements \d+\n/);
    else for (const gauge of ['connections', 'idle_connections', 'waiting_queries']) expect(text).toMatch(new RegExp(`\\ntrade_portal_db_pool_${gauge} \\d+\\n`));
  });

  it('are served on a port of their own, never on the public one', async () => {
    const app = await anotherServer({ metrics: { databaseStats: h.database.stats } });
    const metrics = await startMetricsServer(app.metricsRegistry!, 0, '127.0.0.1');
    try {
      const res = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(await res.text()).toContain('# TYPE http_request_duration_seconds histogram');
      expect((await fetch(`http://127.0.0.1:${metrics.port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${metrics.port}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await metrics.close();
    }
    const onPublic = await app.inject({ method: 'GET', url: '/metrics' });
    expect(onPublic.statusCode).toBe(404);
    expect(onPublic.body).not.toContain('http_request');
  });

  it("are a 404 { Message } on the public port where the portal is served, not the portal's page", async () => {
    const portalDist = mkdtempSync(join(tmpdir(), 'trade-portal-health-portal-'));
    try {
      writeFileSync(join(portalDist, 'index.html'), '<!doctype html><title>Trade Portal</title>');
      const app = await anotherServer({ portalDist, metrics: { databaseStats: h.database.stats } });
      // The portal's pages still get index.html: the fallback is there.
      expect((await app.inject({ method: 'GET', url: '/place-order' })).headers['content-type']).toContain('text/html');
      for (const url of ['/metrics', '/metrics?name[]=up', '/metrics/', '/health/status']) {
        const res = await app.inject({ method: 'GET', url });
        expect([res.statusCode, res.headers['content-type']], url).toEqual([404, 'application/json; charset=utf-8']);
        expect(res.json(), url).toEqual({ Message: `No such call: GET ${url.split('?')[0]}.` });
      }
      expect((await app.inject({ method: 'HEAD', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      rmSync(portalDist, { recursive: true, force: true });
    }
  });
});
