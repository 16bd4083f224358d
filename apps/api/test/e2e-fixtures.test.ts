import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { COPY_USER_PATH, copyDemoUser, e2eFixtureRoutes } from './e2eFixtures';
import { auth, MULTI, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const single = await h.login('single@demo.test');
const multi = await h.login('multi@demo.test');
const get = async <T>(token: string, url: string) => {
  const res = await h.app.inject({ method: 'GET', url, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

type History = { OrderHistory: { OrderNumber: string; OrderStatus: number; OrderTotal: number }[] };
type Card = { Products: { SKU: string }[] };

describe('the e2e fixture routes (test-only)', () => {
  it('are not part of the server: without the e2e preload the path is not a route', async () => {
    const res = await h.app.inject({ method: 'POST', url: COPY_USER_PATH, payload: { like: 'single@demo.test' } });
    expect(res.statusCode).toBe(404);
  });

  it('no file of the server imports them', () => {
    const src = join(dirname(fileURLToPath(import.meta.url)), '../src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const importing = files.filter((f) => /from\s+['"][^'"]*\/test\/|import\(\s*['"][^'"]*\/test\//.test(readFileSync(join(src, f), 'utf8')));
    expect(importing).toEqual([]);
  });

  it('copy multi@demo.test: a new login with three stores of its own, each with the seeded history, card and suggestion', async () => {
    const copy = await copyDemoUser(h.database.db, 'multi@demo.test');
    expect(copy.email).toMatch(/^multi-\d+@e2e\.test$/);
    expect(copy.stores.map((s) => s.CopyOf)).toEqual([...MULTI]);
    expect(new Set(copy.stores.map((s) => s.JtiAccountId)).size).toBe(3);
    for (const s of copy.stores) expect(s.JtiAccountId).toMatch(/^9\d{7}$/);

    const { UserAccounts } = await get<{ UserAccounts: { JtiAccountId: string; AccountName: string; TierAccessLevel: number }[] }>(copy.access_token, '/api/Account/GetAccounts');
    const original = await get<{ UserAccounts: { AccountName: string; TierAccessLevel: number }[] }>(multi, '/api/Account/GetAccounts');
    expect(UserAccounts.map((a) => a.JtiAccountId)).toEqual(copy.stores.map((s) => s.JtiAccountId));
    expect(UserAccounts.map((a) => [a.AccountName, a.TierAccessLevel])).toEqual(original.UserAccounts.map((a) => [a.AccountName, a.TierAccessLevel]));

    for (const [i, store] of copy.stores.entries()) {
      const mine = await get<History>(copy.access_token, `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${store.JtiAccountId}&timeSpan=365`);
      const theirs = await get<History>(multi, `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${MULTI[i]}&timeSpan=365`);
      expect(mine.OrderHistory.map((o) => [o.OrderStatus, o.OrderTotal])).toEqual(theirs.OrderHistory.map((o) => [o.OrderStatus, o.OrderTotal]));
      // Order numbers of its own, in the same order as the original's.
      expect(mine.OrderHistory.some((o) => theirs.OrderHistory.some((t) => t.OrderNumber === o.OrderNumber))).toBe(false);
      const ranks = (a: History['OrderHistory']) => a.map((o, _, all) => all.filter((p) => Number(p.OrderNumber) < Number(o.OrderNumber)).length);
      expect(ranks(mine.OrderHistory)).toEqual(ranks(theirs.OrderHistory));
      // And the same lines.
      type Details = { OrderDetails: { SKU: string; Quantity: number; PriceOuter: number }[] };
      const lines = async (token: string, account: string, order: string) =>
        (await get<Details>(token, `/api/OrderHistory/OrderHistoryDetails?accountNumber=${account}&orderNumber=${order}`)).OrderDetails.map((l) => [l.SKU, l.Quantity, l.PriceOuter]);
      expect(await lines(copy.access_token, store.JtiAccountId, mine.OrderHistory.at(-1)!.OrderNumber)).toEqual(await lines(multi, MULTI[i]!, theirs.OrderHistory.at(-1)!.OrderNumber));
    }
    // The TM suggestion of the second store is offered to the copy, and the original's stays open.
    const suggested = await h.app.inject({ method: 'GET', url: `/api/Product/GetSuggestedProducts?accountNumber=${copy.stores[1]!.JtiAccountId}`, headers: auth(copy.access_token) });
    expect(suggested.statusCode).toBe(200);
    expect(suggested.json()).toMatchObject({ Source: 'TM' });
    // The copy's stores are not the original's: the original user cannot act for them, nor the copy for the original's.
    const refused = await h.app.inject({ method: 'GET', url: `/api/BackEndCart?accountNumber=${copy.stores[0]!.JtiAccountId}`, headers: auth(multi) });
    expect(refused.statusCode).toBe(403);
  });

  it('copy single@demo.test: the same stock card, and changes to it stay the copy\'s', async () => {
    const copy = await copyDemoUser(h.database.db, 'single@demo.test');
    const store = copy.stores[0]!.JtiAccountId;
    const mine = await get<Card>(copy.access_token, `/api/Product/GetStockCard?accountNumber=${store}`);
    const theirs = await get<Card>(single, `/api/Product/GetStockCard?accountNumber=${SINGLE}`);
    expect(mine.Products.map((p) => p.SKU)).toEqual(theirs.Products.map((p) => p.SKU));
    const removed = await h.app.inject({ method: 'DELETE', url: `/api/Product/StockCard?accountNumber=${store}&SKU=${encodeURIComponent(mine.Products[0]!.SKU)}`, headers: auth(copy.access_token) });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await get<Card>(single, `/api/Product/GetStockCard?accountNumber=${SINGLE}`)).Products).toHaveLength(theirs.Products.length);
  });

  it('a copy whose suggestions were taken before is offered none', async () => {
    const copy = await copyDemoUser(h.database.db, 'multi@demo.test', { suggestions: 'taken' });
    const suggested = await h.app.inject({ method: 'GET', url: `/api/Product/GetSuggestedProducts?accountNumber=${copy.stores[1]!.JtiAccountId}`, headers: auth(copy.access_token) });
    expect(suggested.statusCode).toBe(204);
  });

  it('copy firsttime@demo.test: the temporary password stays, and the store gets a registration code of its own', async () => {
    const copy = await copyDemoUser(h.database.db, 'firsttime@demo.test');
    expect(copy.PasswordChangeRequired).toBe(true);
    expect(copy.stores[0]!.RegistrationCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  });

  it('POST /e2e/users answers 201 with the copy for a demo login, 400 for any other user', async () => {
    const app = Fastify();
    app.decorate('db', h.database.db);
    await app.register(e2eFixtureRoutes);
    const made = await app.inject({ method: 'POST', url: COPY_USER_PATH, payload: { like: 'restricted@demo.test' } });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ email: expect.stringMatching(/^restricted-\d+@e2e\.test$/), token_type: 'bearer', stores: [{ TierAccessLevel: 3 }] });
    for (const like of ['someone@example.test', '']) {
      expect((await app.inject({ method: 'POST', url: COPY_USER_PATH, payload: { like } })).statusCode).toBe(400);
    }
    await app.close();
  });
});
