import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '../src/db/open';
import { auth, MULTI, RESTRICTED, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const single = await h.login('single@demo.test');
const multi = await h.login('multi@demo.test');
const restricted = await h.login('restricted@demo.test');
const as = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  h.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

type Product = { SKU: string; StockCardOrder: number; OutOfStock: boolean; IsArchived: boolean };
const rows = await h.database.db.select().from(schema.products);
const orderable = rows.filter((r) => !r.isArchived && !r.outOfStock);
const archived = rows.find((r) => r.isArchived)!;
const card = async (token: string, account: string): Promise<Product[]> => (await as(token, 'GET', `/api/Product/GetStockCard?accountNumber=${account}`)).json().Products;

describe('stock-card access check (§2.5, §6)', () => {
  it('is true for the seeded stock-card stores, false for the third store and at TierAccessLevel 3', async () => {
    const check = async (token: string, account: string) => {
      const access = await as(token, 'GET', `/api/Product/HasAccessToStockCard?accountNumber=${account}`);
      const show = await as(token, 'GET', `/api/Product/ShowStockCard?accountNumber=${account}`);
      expect(access.statusCode).toBe(200);
      expect(show.statusCode).toBe(200);
      expect(show.json()).toBe(access.json().hasAccessToStockCard);
      return access.json().hasAccessToStockCard as boolean;
    };
    expect(await check(single, SINGLE)).toBe(true);
    expect(await check(multi, MULTI[0])).toBe(true);
    expect(await check(multi, MULTI[1])).toBe(true);
    expect(await check(multi, MULTI[2])).toBe(false);
    expect(await check(restricted, RESTRICTED)).toBe(false);
  });

  it('answers 403 for another user\'s store', async () => {
    const res = await as(single, 'GET', `/api/Product/HasAccessToStockCard?accountNumber=${MULTI[0]}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBeTruthy();
    expect((await as(single, 'GET', `/api/Product/GetStockCard?accountNumber=${MULTI[0]}`)).statusCode).toBe(403);
    expect((await as(multi, 'POST', `/api/Product/StockCard?accountNumber=${SINGLE}&SKU=${orderable[0]!.sku}`)).statusCode).toBe(403);
  });
});

describe('GET /api/Product/GetStockCard (§1, §2.1 /stock-card)', () => {
  it('lists the seeded card of 20–40 products in card order, out-of-stock ones included', async () => {
    for (const [token, account] of [[single, SINGLE], [multi, MULTI[0]], [multi, MULTI[1]]] as const) {
      const products = await card(token, account);
      expect(products.length).toBeGreaterThanOrEqual(20);
      expect(products.length).toBeLessThanOrEqual(40);
      const orders = products.map((p) => p.StockCardOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(new Set(orders).size).toBe(orders.length);
      expect(products.some((p) => p.OutOfStock)).toBe(true);
      expect(products.some((p) => p.IsArchived)).toBe(false);
    }
  });

  it('is empty for a store without access', async () => {
    expect(await card(multi, MULTI[2])).toEqual([]);
    expect(await card(restricted, RESTRICTED)).toEqual([]);
  });

  it('leaves out a product archived since it was saved, and shows it again when it returns', async () => {
    const [first] = await card(single, SINGLE);
    await h.database.db.update(schema.products).set({ isArchived: true }).where(eq(schema.products.sku, first!.SKU));
    await h.database.db.update(schema.catalogueVersion).set({ version: 200 });
    expect((await card(single, SINGLE)).some((p) => p.SKU === first!.SKU)).toBe(false);
    await h.database.db.update(schema.products).set({ isArchived: false }).where(eq(schema.products.sku, first!.SKU));
    await h.database.db.update(schema.catalogueVersion).set({ version: 201 });
    expect((await card(single, SINGLE))[0]!.SKU).toBe(first!.SKU);
  });
});

describe('POST and DELETE /api/Product/StockCard (§1)', () => {
  it('adds a product at the end, once, and removes it, idempotently', async () => {
    const before = await card(single, SINGLE);
    const extra = orderable.find((p) => !before.some((b) => b.SKU === p.sku))!;
    const added = await as(single, 'POST', `/api/Product/StockCard?accountNumber=${SINGLE}&SKU=${extra.sku}`);
    expect(added.statusCode).toBe(200);
    const after: Product[] = added.json().Products;
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ SKU: extra.sku, StockCardOrder: Math.max(...before.map((p) => p.StockCardOrder)) + 1 });
    const again = await as(single, 'POST', `/api/Product/StockCard?accountNumber=${SINGLE}&SKU=${extra.sku}`);
    expect(again.json().Products).toEqual(after);

    const removed = await as(single, 'DELETE', `/api/Product/StockCard?accountNumber=${SINGLE}&SKU=${extra.sku}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().Products).toEqual(before);
    const twice = await as(single, 'DELETE', `/api/Product/StockCard?accountNumber=${SINGLE}&SKU=${extra.sku}`);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().Products).toEqual(before);
  });

  it('adds several products at once without losing any', async () => {
    const before = await card(multi, MULTI[1]);
    const extras = orderable.filter((p) => !before.some((b) => b.SKU === p.sku)).slice(0, 5);
    await Promise.all(extras.map((p) => as(multi, 'POST', `/api/Product/StockCard?accountNumber=${MULTI[1]}&SKU=${p.sku}`)));
    const after = await card(multi, MULTI[1]);
    expect(after).toHaveLength(before.length + 5);
    expect(new Set(after.map((p) => p.StockCardOrder)).size).toBe(after.length);
    for (const p of extras) await as(multi, 'DELETE', `/api/Product/StockCard?accountNumber=${MULTI[1]}&SKU=${p.sku}`);
  });

  it('answers 400 for an unknown or archived SKU', async () => {
    const unknown = await as(single, 'POST', `/api/Product/StockCard?accountNumber=${SINGLE}&SKU=NOPE`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ Message: 'Product NOPE is not available.' });
    expect((await as(single, 'POST', `/api/Product/StockCard?accountNumber=${SINGLE}&SKU=${archived.sku}`)).statusCode).toBe(400);
    expect((await as(single, 'DELETE', `/api/Product/StockCard?accountNumber=${SINGLE}&SKU=NOPE`)).statusCode).toBe(400);
    expect((await as(single, 'POST', `/api/Product/StockCard?accountNumber=${SINGLE}`)).statusCode).toBe(400);
  });

  it('answers 403 with a Message for a store without a stock card, and at TierAccessLevel 3', async () => {
    const sku = orderable[0]!.sku;
    for (const [token, account] of [[multi, MULTI[2]], [restricted, RESTRICTED]] as const) {
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await as(token, method, `/api/Product/StockCard?accountNumber=${account}&SKU=${sku}`);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ Message: 'This store does not have a stock card. Please contact your BA.' });
      }
    }
    const stored = await h.database.db.select().from(schema.stockCardItems).where(and(eq(schema.stockCardItems.accountId, MULTI[2]), eq(schema.stockCardItems.sku, sku)));
    expect(stored).toEqual([]);
  });
});

describe('stock card tour (§3, §4)', () => {
  const tour = (token: string, account: string) => as(token, 'GET', `/api/Product/GetStockcardTour?accountNumber=${account}`);
  const submit = (token: string, account: string, payload: object) => as(token, 'POST', `/api/Product/SubmitStockcardTour?accountNumber=${account}`, payload);

  it('starts at step 0, not completed', async () => {
    const res = await tour(restricted, RESTRICTED);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Completed: false, Step: 0 });
  });

  it('saves progress per user, the same on each of the user\'s stores', async () => {
    expect((await submit(multi, MULTI[0], { Completed: false, Step: 2 })).json()).toEqual({ Completed: false, Step: 2 });
    expect((await tour(multi, MULTI[1])).json()).toEqual({ Completed: false, Step: 2 });
    expect((await tour(single, SINGLE)).json()).toEqual({ Completed: false, Step: 0 });
  });

  it('stays completed once completed', async () => {
    await submit(single, SINGLE, { Completed: false, Step: 1 });
    expect((await submit(single, SINGLE, { Completed: true, Step: 4 })).json()).toEqual({ Completed: true, Step: 4 });
    expect((await submit(single, SINGLE, { Completed: false, Step: 0 })).json()).toEqual({ Completed: true, Step: 4 });
    expect((await tour(single, SINGLE)).json()).toEqual({ Completed: true, Step: 4 });
  });

  it('refuses a malformed body', async () => {
    for (const payload of [{}, { Completed: 'yes', Step: 1 }, { Completed: true, Step: -1 }, { Completed: true, Step: 1, Extra: 1 }]) {
      const res = await submit(single, SINGLE, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toMatch(/^Invalid request/);
    }
  });
});
