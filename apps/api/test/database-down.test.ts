/**
 * The database goes away under load (PostgreSQL only; ARCHITECTURE.md, Faults): the server reaches
 * PostgreSQL through a TCP proxy the test cuts (open connections reset, new ones refused) and restores.
 * While it is cut every request fails fast with 503 and a Message, nothing hangs, and memory stays flat;
 * once it is back the server serves again by itself. The operator is told of each, in one line.
 */
import { createServer, Socket, type AddressInfo, type Server } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/plugins/errors';
import { auth, SINGLE, setupApi } from './helpers';

/** A TCP proxy to `url`'s host and port that can be cut and restored on the same port. */
class CuttableProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: URL) {}
  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = new Socket();
      upstream.connect(Number(this.target.port), this.target.hostname);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((done) => this.server!.listen(this.port, '127.0.0.1', done));
    this.port = (this.server.address() as AddressInfo).port;
  }
  async cut(): Promise<void> {
    const closed = new Promise((done) => this.server?.close(done));
    for (const s of this.sockets) s.resetAndDestroy();
    await closed;
  }
}

const proxies: CuttableProxy[] = [];
const told: string[] = [];
const h = process.env.DATABASE_URL
  ? await setupApi({
      databaseLog: (line) => told.push(line),
      connectVia: async (url) => {
        const proxy = new CuttableProxy(new URL(url));
        await proxy.open();
        proxies.push(proxy);
        const via = new URL(url);
        via.hostname = '127.0.0.1';
        via.port = String(proxy.port);
        return via.toString();
      },
    })
  : undefined;
afterAll(async () => {
  for (const p of proxies) await p.cut();
});

describe.skipIf(!h)('the database goes away (PostgreSQL)', () => {
  it('answers 503 fast while it is gone, and serves again by itself when it is back', async () => {
    const token = await h!.login();
    const cart = () => h!.app.inject({ method: 'GET', url: `/api/BackEndCart?accountNumber=${SINGLE}`, headers: auth(token) });
    const history = () => h!.app.inject({ method: 'GET', url: `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${SINGLE}&timeSpan=30`, headers: auth(token) });
    expect((await cart()).statusCode).toBe(200);
    const proxy = proxies[0]!;

    await proxy.cut();
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? cart() : history()).then((r) => ({ r, ms: performance.now() - started }))));
    const slowest = Math.max(...answers.map((a) => a.ms));
    const statuses = new Set(answers.map((a) => a.r.statusCode));
    for (let round = 0; round < 3; round++) await Promise.all(Array.from({ length: 50 }, () => cart()));
    const grownMb = (process.memoryUsage().rss - rssBefore) / 1e6;
    console.log(`database cut: 50 concurrent requests → ${[...statuses].join(', ')}, slowest ${slowest.toFixed(0)} ms; 150 more: RSS ${grownMb >= 0 ? '+' : ''}${grownMb.toFixed(1)} MB`);
    expect([...statuses]).toEqual([503]);
    expect(answers[0]!.r.json()).toEqual({ Message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(answers[0]!.r.headers['retry-after']).toBe('2');
    expect(slowest).toBeLessThan(2500);
    expect(grownMb).toBeLessThan(50);
    // A balancer stops sending this process work, and does not restart it: it is alive.
    const ready = await h!.app.inject({ method: 'GET', url: '/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { Message: DATABASE_UNAVAILABLE_MESSAGE }]);
    expect((await h!.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    // Told once, however many requests failed.
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/^Database unavailable: .+\. Requests that need it are answered 503 until it answers again\.$/);
    // By its cause: not drizzle's wrapping, which quotes the query and its parameters (an account number here).
    expect(told[0]).not.toMatch(/select|params|10010001/i);

    await proxy.open();
    const back = performance.now();
    let status = 0;
    while (status !== 200 && performance.now() - back < 10_000) status = (await cart()).statusCode;
    console.log(`database back: serving again after ${(performance.now() - back).toFixed(0)} ms`);
    expect(status).toBe(200);
    expect((await history()).statusCode).toBe(200);
    expect((await h!.app.inject({ method: 'GET', url: '/health/ready' })).json()).toEqual({ Status: 'ready' });
    await vi.waitFor(() => expect(told).toHaveLength(2), { timeout: 10_000, interval: 50 });
    expect(told[1]).toMatch(/^Database available again, after \d+\.\d s\.$/);
  });
});
