/**
 * Two API servers on one PostgreSQL (ARCHITECTURE.md, Scaling out), in one test process: each has its own
 * connection pool, token cache, catalogue copy and LISTEN connection, as two processes would. Tokens work
 * on both, a logout on one is refused on the other at once, concurrent cart steps through both lose no
 * update, concurrent submits of one cart make one order, and a catalogue change reaches the other within
 * its check interval. The same with real processes: scripts/resilience/scale-out.mjs.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, schema, type Database } from '../src/db/open';
import { buildServer } from '../src/server';
import { auth, SINGLE, setupApi } from './helpers';

const h = process.env.DATABASE_URL ? await setupApi() : undefined;
let second: { app: FastifyInstance; database: Database } | undefined;
if (h) {
  const database = await openDatabase({ databaseUrl: h.databaseUrl! });
  // The second server remembers a token for an hour: a logout it refuses within the test's time can only
  // have reached it as the first server's message, not by its memory running out.
  const app = await buildServer({ db: database.db, ...(database.bus ? { bus: database.bus } : {}), authCacheMs: 3_600_000, catalogueCheckMs: 1000, loginRateLimit: 1000, loginAddressRateLimit: 10_000, loginGlobalRateLimit: 10_000 });
  await app.ready();
  second = { app, database };
}
afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (app: FastifyInstance, token: string, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url, headers: { ...auth(token), ...headers }, ...(payload ? { payload } : {}) });

describe.skipIf(!h)('two API servers on one PostgreSQL', () => {
  const A = () => h!.app;
  const B = () => second!.app;

  it('accepts a token from either, and refuses it on both at once after a logout on one', async () => {
    const token = await h!.login();
    const cartUrl = `/api/BackEndCart?accountNumber=${SINGLE}`;
    expect((await call(B(), token, 'GET', cartUrl)).statusCode).toBe(200);
    expect((await call(A(), token, 'GET', cartUrl)).statusCode).toBe(200);
    // B remembers the token now; the logout goes to A.
    expect((await call(A(), token, 'POST', '/api/Account/Logout')).statusCode).toBe(204);
    // The message crosses PostgreSQL's LISTEN/NOTIFY: asked until it has, however busy the machine.
    await expect.poll(async () => (await call(B(), token, 'GET', cartUrl)).statusCode, { timeout: 30_000, interval: 50 }).toBe(401);
  });

  it('loses no update when 2 × 25 quantity steps of one line arrive through both at once', async () => {
    const token = await h!.login();
    const products = (await call(A(), token, 'GET', `/api/Product/AllProducts?accountNumber=${SINGLE}`)).json().Products as { SKU: string; OutOfStock: boolean; MinimumOrder: number; MinimumOrderIncremental: number }[];
    const p = products.find((x) => !x.OutOfStock && x.MinimumOrder === 1 && x.MinimumOrderIncremental === 1)!;
    // The line exists first (and with it the cart).
    const cart = (await call(A(), token, 'POST', `/api/BackEndCart?accountNumber=${SINGLE}&SKU=${p.SKU}&Quantity=1`)).json();
    const url = `/api/BackEndCart/IncreaseQuantity?accountNumber=${SINGLE}&beCartId=${cart.BackEndCartId}&SKU=${p.SKU}`;
    const before = (cart.BackEndCartDetails as { SKU: string; Quantity: number }[]).find((l) => l.SKU === p.SKU)?.Quantity ?? 0;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => call(i % 2 ? B() : A(), token, 'POST', url)));
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    const after = (await call(B(), token, 'GET', `/api/BackEndCart?accountNumber=${SINGLE}`)).json().BackEndCartDetails.find((l: { SKU: string }) => l.SKU === p.SKU).Quantity;
    console.log(`2 × 25 concurrent steps: ${before} → ${after} outers (lost updates: ${before + 50 - after})`);
    expect(after).toBe(Math.min(before + 50, 999));
  });

  it('makes exactly one order from 2 × 10 concurrent submits of one cart with different keys', async () => {
    const token = await h!.login();
    const cart = (await call(A(), token, 'GET', `/api/BackEndCart?accountNumber=${SINGLE}`)).json();
    expect(cart.BackEndCartDetails.length).toBeGreaterThan(0);
    const count = async () => (await h!.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.orders).where(eq(schema.orders.accountId, SINGLE)))[0]!.n;
    const ordersBefore = await count();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(i % 2 ? B() : A(), token, 'POST', `/api/Order/Submit?accountNumber=${SINGLE}`, { BackEndCartId: cart.BackEndCartId }, { 'idempotency-key': `scale-out-${i}-${Date.now()}` })),
    );
    const statuses = answers.map((r) => r.statusCode);
    console.log(`2 × 10 concurrent submits: ${statuses.filter((s) => s === 200).length} × 200, ${statuses.filter((s) => s === 400).length} × 400 (cart empty); orders made: ${(await count()) - ordersBefore}`);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 400)).toBe(true);
    expect((await count()) - ordersBefore).toBe(1);
  });

  it('serves a catalogue change made through one server on the other within its check interval', async () => {
    const token = await h!.login();
    const url = `/api/Product/AllProducts?accountNumber=${SINGLE}`;
    const products = async () => (await call(B(), token, 'GET', url)).json().Products as { SKU: string; PriceOuter: number }[];
    // B's clock stands still but where the test moves it: first a whole check interval on, so B's next
    // answer checks the version now and keeps its copy for the interval from this instant.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 1000);
      const first = (await products())[0]!;
      const served = async () => (await products()).find((x) => x.SKU === first.SKU)!.PriceOuter;
      const price = Math.round(first.PriceOuter * 100) + 101;
      // A catalogue change as the back office makes it: the rows, then the version row every copy checks.
      await h!.database.db.transaction(async (tx) => {
        await tx.update(schema.products).set({ priceOuterCents: price }).where(eq(schema.products.sku, first.SKU));
        await tx.update(schema.catalogueVersion).set({ version: sql`${schema.catalogueVersion.version} + 1` }).where(eq(schema.catalogueVersion.id, 1));
      });
      expect(await served()).toBe(first.PriceOuter);
      vi.setSystemTime(Date.now() + 999);
      expect(await served()).toBe(first.PriceOuter);
      vi.setSystemTime(Date.now() + 1);
      expect(await served()).toBe(price / 100);
    } finally {
      vi.useRealTimers();
    }
  });
});
