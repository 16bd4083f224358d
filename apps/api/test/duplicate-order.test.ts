/**
 * Duplicate-order guard (beyond the spec): GET /api/Order/SimilarRecentOrder names the order of
 * the last 24 hours, not cancelled, that the cart closely matches (at least 0.8 alike), else 204.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '../src/db/open';
import { auth, RESTRICTED, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const token = await h.login('single@demo.test');
const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  h.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

type Product = { SKU: string; MinimumOrder: number; MinimumOrderIncremental: number; OutOfStock: boolean };
const products: Product[] = (await inject('GET', `/api/Product/AllProducts?accountNumber=${SINGLE}`)).json().Products;
const [a, b, c] = products.filter((p) => !p.OutOfStock && p.MinimumOrder <= 10);
const similar = () => inject('GET', `/api/Order/SimilarRecentOrder?accountNumber=${SINGLE}`);

/** Empties the cart, then sets these lines (outers). */
async function setCart(lines: [Product, number][]) {
  const cart = (await inject('GET', `/api/BackEndCart?accountNumber=${SINGLE}`)).json();
  let id = cart.BackEndCartId as number | null;
  if (id === null) id = (await inject('POST', `/api/BackEndCart?accountNumber=${SINGLE}&SKU=${a!.SKU}&Quantity=${a!.MinimumOrder}`)).json().BackEndCartId;
  await inject('POST', `/api/BackEndCart/Clear?accountNumber=${SINGLE}&beCartId=${id}`);
  if (lines.length) {
    const res = await inject('PATCH', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${id}`, { BackEndCartDetails: lines.map(([p, q]) => ({ SKU: p.SKU, Quantity: q })) });
    expect(res.statusCode, res.body).toBe(200);
  }
  return id!;
}
const step = (p: Product, k: number) => p.MinimumOrder + k * p.MinimumOrderIncremental;

describe('GET /api/Order/SimilarRecentOrder', () => {
  it('is 204 for an empty cart', async () => {
    await setCart([]);
    expect((await similar()).statusCode).toBe(204);
  });

  it('names the order just placed when the same lines are in the cart again, with its number, date and similarity', async () => {
    const id = await setCart([[a!, step(a!, 2)], [b!, step(b!, 1)]]);
    const order = (await inject('POST', `/api/Order/Submit?accountNumber=${SINGLE}`, { BackEndCartId: id })).json();
    await setCart([[a!, step(a!, 2)], [b!, step(b!, 1)]]);
    const res = await similar();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      OrderNumber: order.OrderNumber, OrderDate: order.OrderDate, Status: 1, TotalItems: order.TotalItems, OrderTotal: order.OrderTotal, Similarity: 1,
    });
  });

  it('is 204 when the cart is clearly a different order', async () => {
    await setCart([[c!, step(c!, 5)]]);
    expect((await similar()).statusCode).toBe(204);
    await setCart([[a!, step(a!, 2)], [c!, step(c!, 20)]]);
    expect((await similar()).statusCode).toBe(204);
  });

  it('leaves out cancelled orders and orders older than 24 hours', async () => {
    await setCart([[a!, step(a!, 2)], [b!, step(b!, 1)]]);
    const named = (await similar()).json().OrderNumber as string;
    await h.database.db.update(schema.orders).set({ status: 3 }).where(eq(schema.orders.orderNumber, named));
    expect((await similar()).statusCode).toBe(204);
    await h.database.db.update(schema.orders).set({ status: 1, orderDate: new Date(Date.now() - 25 * 3_600_000) }).where(eq(schema.orders.orderNumber, named));
    expect((await similar()).statusCode).toBe(204);
  });

  it('refuses a store at TierAccessLevel 3 (it orders nothing) and another user\'s store', async () => {
    const restricted = await h.login('restricted@demo.test');
    const own = await h.app.inject({ method: 'GET', url: `/api/Order/SimilarRecentOrder?accountNumber=${RESTRICTED}`, headers: auth(restricted) });
    expect(own.statusCode).toBe(403);
    const other = await h.app.inject({ method: 'GET', url: `/api/Order/SimilarRecentOrder?accountNumber=${SINGLE}`, headers: auth(restricted) });
    expect([403, 404]).toContain(other.statusCode);
    expect(Object.keys(other.json())).toEqual(['Message']);
  });
});
