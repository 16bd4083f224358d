import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { schema } from '../src/db/open';
import { unavailableReason } from '../src/services/catalogue';
import { auth, MULTI, setupApi } from './helpers';

// A store of its own (multi@demo.test's first), so that no seeded suggestion or other file's cart is involved.
const ACCOUNT = MULTI[0];
const h = await setupApi();
const token = await h.login('multi@demo.test');
const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  h.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

type Line = { SKU: string; Quantity: number; LineTotal: number };
type Cart = { BackEndCartId: number; BackEndCartDetails: Line[]; UnavailableDetails: { SKU: string; Product: string; Quantity: number; Reason: string }[]; TotalItems: number; SubTotal: number; OrderTotal: number };
const rows = await h.database.db.select().from(schema.products);
const simple = rows.filter((r) => !r.isArchived && !r.outOfStock && r.minimumOrder === 1 && r.minimumOrderIncremental === 1).slice(0, 3);
const [a, b, c] = simple as [typeof rows[number], typeof rows[number], typeof rows[number]];
let version = 1000;
const setProducts = async (skus: string[], change: Partial<{ outOfStock: boolean; isArchived: boolean }>) => {
  await h.database.db.update(schema.products).set(change).where(inArray(schema.products.sku, skus));
  await h.database.db.update(schema.catalogueVersion).set({ version: ++version });
};
const read = async (): Promise<Cart> => (await inject('GET', `/api/BackEndCart?accountNumber=${ACCOUNT}`)).json();
const cents = (eur: number) => Math.round(eur * 100);

async function fill(): Promise<number> {
  let cart: Cart | undefined;
  for (const [p, q] of [[a, 2], [b, 3], [c, 4]] as const) cart = (await inject('POST', `/api/BackEndCart?accountNumber=${ACCOUNT}&SKU=${p.sku}&Quantity=${q}`)).json();
  return cart!.BackEndCartId;
}

describe('unavailable cart lines (§4 Cart loading; ADR 0001 Back-end cart)', () => {
  it('names the reason: withdrawn, archived, then out of stock', () => {
    expect(unavailableReason(undefined)).toBe('Withdrawn');
    expect(unavailableReason({ ...a, isArchived: true, outOfStock: true })).toBe('Archived');
    expect(unavailableReason({ ...a, outOfStock: true })).toBe('OutOfStock');
    expect(unavailableReason(a)).toBeNull();
  });

  it('moves a line whose product goes out of stock or is archived out of the lines and totals, at the next read', async () => {
    const cartId = await fill();
    const full = await read();
    expect(full.TotalItems).toBe(9);
    expect(full.UnavailableDetails).toEqual([]);
    await setProducts([b.sku], { outOfStock: true });
    await setProducts([c.sku], { isArchived: true });
    const cart = await read();
    expect(cart.BackEndCartDetails.map((l) => l.SKU)).toEqual([a.sku]);
    expect(cart.UnavailableDetails).toEqual([
      expect.objectContaining({ SKU: b.sku, Product: b.name, Quantity: 3, Reason: 'OutOfStock' }),
      expect.objectContaining({ SKU: c.sku, Product: c.name, Quantity: 4, Reason: 'Archived' }),
    ]);
    expect(cart.TotalItems).toBe(2);
    expect(cents(cart.SubTotal)).toBe(cents(cart.BackEndCartDetails[0]!.LineTotal));
    expect(cents(cart.SubTotal)).toBe(a.priceOuterCents * 2);

    // A change to another line answers the same split (the in-memory copy is priced afresh too).
    const changed: Cart = (await inject('PUT', `/api/BackEndCart?accountNumber=${ACCOUNT}&beCartId=${cartId}&SKU=${a.sku}&Quantity=5`)).json();
    expect(changed.TotalItems).toBe(5);
    expect(changed.UnavailableDetails.map((l) => l.SKU)).toEqual([b.sku, c.sku]);
  });

  it('refuses a new quantity on an unavailable line, but lets it be removed', async () => {
    const cartId = (await read()).BackEndCartId;
    const put = await inject('PUT', `/api/BackEndCart?accountNumber=${ACCOUNT}&beCartId=${cartId}&SKU=${b.sku}&Quantity=6`);
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual({ Message: `${b.name} is out of stock.` });
    const patch = await inject('PATCH', `/api/BackEndCart?accountNumber=${ACCOUNT}&beCartId=${cartId}`, { BackEndCartDetails: [{ SKU: c.sku, Quantity: 5 }] });
    expect(patch.statusCode).toBe(400);
    expect((await inject('POST', `/api/BackEndCart/IncreaseQuantity?accountNumber=${ACCOUNT}&beCartId=${cartId}&SKU=${b.sku}`)).statusCode).toBe(400);
    expect((await read()).UnavailableDetails.map((l) => l.Quantity)).toEqual([3, 4]);
    const removed: Cart = (await inject('PUT', `/api/BackEndCart?accountNumber=${ACCOUNT}&beCartId=${cartId}&SKU=${c.sku}&Quantity=0`)).json();
    expect(removed.UnavailableDetails.map((l) => l.SKU)).toEqual([b.sku]);
  });

  it('brings a line back when its product is back in stock', async () => {
    await setProducts([b.sku], { outOfStock: false });
    const cart = await read();
    expect(cart.BackEndCartDetails.map((l) => [l.SKU, l.Quantity])).toEqual([[a.sku, 5], [b.sku, 3]]);
    expect(cart.UnavailableDetails).toEqual([]);
    expect(cart.TotalItems).toBe(8);
  });

  it('submits only the available lines and leaves the cart empty', async () => {
    const cartId = (await read()).BackEndCartId;
    await inject('POST', `/api/BackEndCart?accountNumber=${ACCOUNT}&SKU=${c.sku}&Quantity=1`).then((r) => expect(r.statusCode).toBe(400));
    await setProducts([c.sku], { isArchived: false });
    await inject('PUT', `/api/BackEndCart?accountNumber=${ACCOUNT}&beCartId=${cartId}&SKU=${c.sku}&Quantity=2`);
    await setProducts([b.sku], { outOfStock: true });
    const cart = await read();
    expect(cart.UnavailableDetails.map((l) => l.SKU)).toEqual([b.sku]);
    const res = await inject('POST', `/api/Order/Submit?accountNumber=${ACCOUNT}`, { BackEndCartId: cartId });
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order.OrderDetails.map((l: Line) => [l.SKU, l.Quantity])).toEqual([[a.sku, 5], [c.sku, 2]]);
    expect(order.TotalItems).toBe(cart.TotalItems);
    expect(order.OrderTotal).toBe(cart.OrderTotal);
    const stored = await h.database.db.select().from(schema.orderLines).innerJoin(schema.orders, eq(schema.orders.id, schema.orderLines.orderId)).where(eq(schema.orders.orderNumber, order.OrderNumber));
    expect(stored.map((r) => r.order_lines.sku).sort()).toEqual([a.sku, c.sku].sort());
    const after = await read();
    expect(after).toMatchObject({ BackEndCartId: cartId, BackEndCartDetails: [], UnavailableDetails: [], TotalItems: 0 });
  });

  it('answers "Your cart is empty." when only unavailable lines are left, and writes nothing', async () => {
    const cartId = (await read()).BackEndCartId;
    await inject('PUT', `/api/BackEndCart?accountNumber=${ACCOUNT}&beCartId=${cartId}&SKU=${a.sku}&Quantity=2`);
    await setProducts([a.sku], { outOfStock: true });
    const before = (await h.database.db.select().from(schema.orders).where(eq(schema.orders.accountId, ACCOUNT))).length;
    const res = await inject('POST', `/api/Order/Submit?accountNumber=${ACCOUNT}`, { BackEndCartId: cartId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: 'Your cart is empty.' });
    expect((await h.database.db.select().from(schema.orders).where(eq(schema.orders.accountId, ACCOUNT))).length).toBe(before);
    expect((await read()).UnavailableDetails.map((l) => l.SKU)).toEqual([a.sku]);
    await setProducts([a.sku, b.sku], { outOfStock: false });
  });
});
