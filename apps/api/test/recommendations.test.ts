import { describe, expect, it } from 'vitest';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { schema } from '../src/db/open';
import { auth, MULTI, RESTRICTED, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const single = await h.login('single@demo.test');
const multi = await h.login('multi@demo.test');
const restricted = await h.login('restricted@demo.test');
const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string) => h.app.inject({ method, url, headers: auth(token) });

type Product = { SKU: string; Brand: string; Category: string; PriceOuter: number; OutOfStock: boolean; IsArchived: boolean; NewArrival: boolean; IsBestSeller: boolean; MinimumOrder: number };
const rows = await h.database.db.select().from(schema.products);
const bySku = new Map(rows.map((r) => [r.sku, r]));
const orderable = (sku: string) => { const p = bySku.get(sku); return !!p && !p.isArchived && !p.outOfStock; };
const list = async (token: string, path: string, account: string): Promise<Product[]> => {
  const res = await as(token, 'GET', `/api/Product/${path}?accountNumber=${account}`);
  expect(res.statusCode).toBe(200);
  return res.json().Products;
};
/** SKUs of the account's orders: all, and per order of its latest ten that were not cancelled. */
async function history(accountId: string) {
  const orders = await h.database.db.select().from(schema.orders).where(eq(schema.orders.accountId, accountId));
  const lines = await h.database.db.select().from(schema.orderLines).where(inArray(schema.orderLines.orderId, orders.map((o) => o.id)));
  const recent = orders.filter((o) => o.status !== 3).sort((a, b) => b.orderDate.getTime() - a.orderDate.getTime() || b.id - a.id).slice(0, 10);
  const count = (sku: string) => recent.filter((o) => lines.some((l) => l.orderId === o.id && l.sku === sku)).length;
  return { ever: new Set(lines.map((l) => l.sku)), count };
}

describe('GET /api/Product/GetBeforeYouGo (§2.1 /cart)', () => {
  it('offers up to 4 orderable products the account orders most, none in the cart', async () => {
    const { count } = await history(SINGLE);
    const products = await list(single, 'GetBeforeYouGo', SINGLE);
    expect(products).toHaveLength(4);
    expect(products.every((p) => orderable(p.SKU))).toBe(true);
    const counts = products.map((p) => count(p.SKU));
    expect(counts.every((n) => n > 0)).toBe(true);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(await list(single, 'GetBeforeYouGo', SINGLE)).toEqual(products);

    // Put the first in the cart: it leaves the list.
    const first = products[0]!;
    await as(single, 'POST', `/api/BackEndCart?accountNumber=${SINGLE}&SKU=${first.SKU}&Quantity=${first.MinimumOrder}`);
    const after = await list(single, 'GetBeforeYouGo', SINGLE);
    expect(after.map((p) => p.SKU)).not.toContain(first.SKU);
    expect(after.slice(0, 3)).toEqual(products.slice(1));
  });

  it('is empty at TierAccessLevel 3 and 403 for another user\'s store', async () => {
    expect(await list(restricted, 'GetBeforeYouGo', RESTRICTED)).toEqual([]);
    expect((await as(single, 'GET', `/api/Product/GetBeforeYouGo?accountNumber=${MULTI[0]}`)).statusCode).toBe(403);
  });

  it('is empty when every order of the account was cancelled', async () => {
    await h.database.db.update(schema.orders).set({ status: 3 }).where(and(eq(schema.orders.accountId, MULTI[2]), ne(schema.orders.status, 3)));
    expect(await list(multi, 'GetBeforeYouGo', MULTI[2])).toEqual([]);
  });
});

describe('GET /api/Product/GetHaveYouConsideredProducts (§2.1 /cart)', () => {
  it('offers up to 4 orderable products the account has never ordered, new arrivals first', async () => {
    const { ever } = await history(MULTI[0]);
    const products = await list(multi, 'GetHaveYouConsideredProducts', MULTI[0]);
    expect(products).toHaveLength(4);
    expect(products.every((p) => orderable(p.SKU) && !ever.has(p.SKU))).toBe(true);
    expect(products[0]!.NewArrival || products[0]!.IsBestSeller).toBe(true);
    const flags = products.map((p) => (p.NewArrival ? 0 : 1));
    expect([...flags].sort()).toEqual(flags);
    const before = await list(multi, 'GetBeforeYouGo', MULTI[0]);
    expect(before.some((b) => products.some((p) => p.SKU === b.SKU))).toBe(false);

    const first = products[0]!;
    await as(multi, 'POST', `/api/BackEndCart?accountNumber=${MULTI[0]}&SKU=${first.SKU}&Quantity=${first.MinimumOrder}`);
    expect((await list(multi, 'GetHaveYouConsideredProducts', MULTI[0])).map((p) => p.SKU)).not.toContain(first.SKU);
  });

  it('is empty at TierAccessLevel 3', async () => {
    expect(await list(restricted, 'GetHaveYouConsideredProducts', RESTRICTED)).toEqual([]);
  });
});

describe('GET /api/Product/AlternativeProduct (§7)', () => {
  const alternative = (sku: string) => as(single, 'GET', `/api/Product/AlternativeProduct?accountNumber=${SINGLE}&SKU=${encodeURIComponent(sku)}`);

  it('offers an orderable product of the same category, the same brand when there is one, at the nearest price', async () => {
    const oos = rows.find((r) => !r.isArchived && r.outOfStock)!;
    const res = await alternative(oos.sku);
    expect(res.statusCode).toBe(200);
    const alt: Product = res.json();
    expect(alt.SKU).not.toBe(oos.sku);
    expect(alt.Category).toBe(oos.category);
    expect(orderable(alt.SKU)).toBe(true);
    const sameBrand = rows.filter((r) => r.sku !== oos.sku && r.category === oos.category && r.brand === oos.brand && orderable(r.sku));
    if (sameBrand.length > 0) {
      expect(alt.Brand).toBe(oos.brand);
      const nearest = Math.min(...sameBrand.map((r) => Math.abs(r.priceOuterCents - oos.priceOuterCents)));
      expect(Math.abs(Math.round(alt.PriceOuter * 100) - oos.priceOuterCents)).toBe(nearest);
    }
    const archived = rows.find((r) => r.isArchived)!;
    expect((await alternative(archived.sku)).json().Category).toBe(archived.category);
  });

  it('answers 404 with a Message for an unknown SKU, or when nothing of the category can be ordered', async () => {
    const unknown = await alternative('NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: 'Product NOPE was not found.' });
    const pipes = rows.filter((r) => r.category === 'PIP' && !r.outOfStock).map((r) => r.sku);
    await h.database.db.update(schema.products).set({ outOfStock: true }).where(inArray(schema.products.sku, pipes));
    await h.database.db.update(schema.catalogueVersion).set({ version: 300 });
    const none = await alternative(pipes[0]!);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ Message: 'No alternative is available for this product.' });
    await h.database.db.update(schema.products).set({ outOfStock: false }).where(inArray(schema.products.sku, pipes));
    await h.database.db.update(schema.catalogueVersion).set({ version: 301 });
    expect((await alternative(pipes[0]!)).statusCode).toBe(200);
    expect((await alternative('')).statusCode).toBe(400);
  });
});
