/**
 * Reorder (§3 Review-order result, §4 Reorder, §8 unavailable items; POST /api/Order/Reorder in ADR 0001):
 * an earlier order's orderable lines go on top of the cart on their product's current steps.
 */
import { describe, expect, it } from 'vitest';
import { addQuantityOnSteps } from '@trade-portal/domain';
import { eq } from 'drizzle-orm';
import { schema } from '../src/db/open';
import { auth, MULTI, RESTRICTED, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const single = await h.login('single@demo.test');
const multi = await h.login('multi@demo.test');
const restricted = await h.login('restricted@demo.test');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  h.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

type Order = { OrderNumber: string; Status: number; OrderDetails: { SKU: string; Product: string; Quantity: number }[] };
type Cart = { BackEndCartId: number | null; PendingOrderNumber: string | null; BackEndCartDetails: { SKU: string; Quantity: number }[]; TotalItems: number };

const cart = async (account = SINGLE, token = single): Promise<Cart> => (await call(token, 'GET', `/api/BackEndCart?accountNumber=${account}`)).json();
const reorder = (orderNumber: string, account = SINGLE, token = single) => call(token, 'POST', `/api/Order/Reorder?accountNumber=${account}&orderNumber=${orderNumber}`);
const ordersOf = async (account: string, token: string, status: number): Promise<Order[]> =>
  (await call(token, 'GET', `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${account}&timeSpan=365&status=${status}`)).json().OrderHistory;
const details = async (orderNumber: string, account = SINGLE, token = single): Promise<Order> =>
  (await call(token, 'GET', `/api/OrderHistory/OrderHistoryDetails?accountNumber=${account}&orderNumber=${orderNumber}`)).json();

async function clearCart(account = SINGLE, token = single) {
  const c = await cart(account, token);
  if (c.BackEndCartId) await call(token, 'POST', `/api/BackEndCart/Clear?accountNumber=${account}&beCartId=${c.BackEndCartId}`);
}

/** Changes a product as the catalogue's owner would, and moves the catalogue version on so every copy re-reads it. */
async function setProduct(sku: string, patch: Partial<typeof schema.products.$inferInsert>) {
  await h.database.db.update(schema.products).set(patch).where(eq(schema.products.sku, sku));
  const [v] = await h.database.db.select().from(schema.catalogueVersion);
  await h.database.db.update(schema.catalogueVersion).set({ version: v!.version + 1 });
}
async function productRow(sku: string) {
  const [p] = await h.database.db.select().from(schema.products).where(eq(schema.products.sku, sku));
  return p!;
}

const submitted = await ordersOf(SINGLE, single, 0);
/** An old Submitted order whose lines are all orderable today (the oldest holds a product out of stock now). */
let old: Order | undefined;
for (const o of [...submitted].reverse()) {
  const d = await details(o.OrderNumber);
  if (d.OrderDetails.every((l) => (l as { CartAdd?: boolean }).CartAdd)) {
    old = d;
    break;
  }
}
if (!old) throw new Error('The seed has no old order whose products are all orderable.');

describe('the seeded history (§8)', () => {
  it('gives the oldest submitted order a product that is out of stock now, listed as unavailable by a reorder', async () => {
    await clearCart();
    const oldest = await details(submitted[submitted.length - 1]!.OrderNumber);
    const gone = oldest.OrderDetails.filter((l) => !(l as { CartAdd?: boolean }).CartAdd);
    expect(gone).toHaveLength(1);
    const res = await reorder(oldest.OrderNumber);
    expect(res.json().UnavailableItems).toEqual([{ SKU: gone[0]!.SKU, Product: gone[0]!.Product }]);
    await clearCart();
  });
});

describe('POST /api/Order/Reorder (§4 Reorder)', () => {
  it('adds every line of an old order to an empty cart', async () => {
    await clearCart();
    const res = await reorder(old.OrderNumber);
    expect(res.statusCode).toBe(200);
    const total = old.OrderDetails.reduce((n, l) => n + l.Quantity, 0);
    expect(res.json()).toEqual({ OutersAdded: total, UnavailableItems: [] });
    const c = await cart();
    expect(c.BackEndCartDetails.map((l) => [l.SKU, l.Quantity]).sort()).toEqual(old.OrderDetails.map((l) => [l.SKU, l.Quantity]).sort());
    expect(c.TotalItems).toBe(total);
  });

  it('adds on top of what the cart holds, so reordering twice doubles the lines', async () => {
    const before = await cart();
    const res = await reorder(old.OrderNumber);
    expect(res.json().OutersAdded).toBe(before.TotalItems);
    expect((await cart()).BackEndCartDetails.map((l) => [l.SKU, l.Quantity]).sort()).toEqual(before.BackEndCartDetails.map((l) => [l.SKU, l.Quantity * 2]).sort());
    await clearCart();
  });

  it('lists the lines whose product is out of stock or archived, and adds the rest', async () => {
    await clearCart();
    const [outOfStock, archived, ...rest] = old.OrderDetails;
    await setProduct(outOfStock!.SKU, { outOfStock: true });
    await setProduct(archived!.SKU, { isArchived: true });
    try {
      const res = await reorder(old.OrderNumber);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.UnavailableItems).toEqual([
        { SKU: outOfStock!.SKU, Product: outOfStock!.Product },
        { SKU: archived!.SKU, Product: archived!.Product },
      ]);
      expect(body.OutersAdded).toBe(rest.reduce((n, l) => n + l.Quantity, 0));
      const skus = (await cart()).BackEndCartDetails.map((l) => l.SKU);
      expect(skus).not.toContain(outOfStock!.SKU);
      expect(skus).not.toContain(archived!.SKU);
      expect(skus.sort()).toEqual(rest.map((l) => l.SKU).sort());
    } finally {
      await setProduct(outOfStock!.SKU, { outOfStock: false });
      await setProduct(archived!.SKU, { isArchived: false });
      await clearCart();
    }
  });

  it('rounds each quantity up to the product\'s current step and caps it at the largest valid one (§5)', async () => {
    await clearCart();
    const [rounded, capped] = old.OrderDetails;
    const keep = [await productRow(rounded!.SKU), await productRow(capped!.SKU)];
    // The first product now sells from 7 in steps of 7; the second from 5 in steps of 5, and the cart already holds 990.
    await setProduct(rounded!.SKU, { minimumOrder: 7, minimumOrderIncremental: 7 });
    await setProduct(capped!.SKU, { minimumOrder: 5, minimumOrderIncremental: 5 });
    try {
      const c = (await call(single, 'POST', `/api/BackEndCart?accountNumber=${SINGLE}&SKU=${capped!.SKU}&Quantity=990`)).json() as Cart;
      const res = await reorder(old.OrderNumber);
      expect(res.statusCode).toBe(200);
      const expectedRounded = addQuantityOnSteps(0, rounded!.Quantity, { MinimumOrder: 7, MinimumOrderIncremental: 7 });
      expect(expectedRounded % 7).toBe(0);
      const lines = new Map((await cart()).BackEndCartDetails.map((l) => [l.SKU, l.Quantity]));
      expect(lines.get(rounded!.SKU)).toBe(expectedRounded);
      expect(lines.get(capped!.SKU)).toBe(995);
      const others = old.OrderDetails.slice(2).reduce((n, l) => n + l.Quantity, 0);
      expect(res.json().OutersAdded).toBe(expectedRounded + 5 + others);
      expect(c.BackEndCartId).not.toBeNull();
    } finally {
      await setProduct(rounded!.SKU, { minimumOrder: keep[0]!.minimumOrder, minimumOrderIncremental: keep[0]!.minimumOrderIncremental });
      await setProduct(capped!.SKU, { minimumOrder: keep[1]!.minimumOrder, minimumOrderIncremental: keep[1]!.minimumOrderIncremental });
      await clearCart();
    }
  });

  it('creates the cart when the account has none, and reorders any status (a cancelled order too)', async () => {
    const store = MULTI[2];
    const c = await cart(store, multi);
    if (c.BackEndCartId) expect((await call(multi, 'DELETE', `/api/BackEndCart?accountNumber=${store}&beCartId=${c.BackEndCartId}`)).statusCode).toBe(204);
    expect((await cart(store, multi)).BackEndCartId).toBeNull();
    const [order] = await h.database.db.select().from(schema.orders).where(eq(schema.orders.accountId, store)).orderBy(schema.orders.status).limit(1);
    const res = await reorder(order!.orderNumber, store, multi);
    expect(res.statusCode).toBe(200);
    const after = await cart(store, multi);
    expect(after.BackEndCartId).not.toBeNull();
    expect(after.TotalItems).toBe(res.json().OutersAdded);
    expect(after.PendingOrderNumber).toBeNull();
  });

  it('answers 404 for another account\'s order and 403 at tier 3, changing no cart', async () => {
    await clearCart();
    const theirs = (await ordersOf(MULTI[0], multi, 0))[0]!;
    const res = await reorder(theirs.OrderNumber);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'Order Number is invalid. Please go back to order history.' });
    expect((await cart()).BackEndCartDetails).toEqual([]);
    const tier3 = await reorder(old.OrderNumber, RESTRICTED, restricted);
    expect(tier3.statusCode).toBe(403);
    expect(tier3.json().Message).toEqual(expect.any(String));
  });

  it('loses nothing when five reorders of one order go into one cart at once', async () => {
    await clearCart();
    const results = await Promise.all(Array.from({ length: 5 }, () => reorder(old.OrderNumber)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const c = await cart();
    const expected: [string, number][] = [];
    for (const l of old.OrderDetails) {
      const p = await productRow(l.SKU);
      let q = 0;
      for (let i = 0; i < 5; i++) q = addQuantityOnSteps(q, l.Quantity, { MinimumOrder: p.minimumOrder, MinimumOrderIncremental: p.minimumOrderIncremental });
      expected.push([l.SKU, q]);
    }
    expected.sort();
    expect(c.BackEndCartDetails.map((l) => [l.SKU, l.Quantity]).sort()).toEqual(expected);
    expect(results.reduce((n, r) => n + (r.json() as { OutersAdded: number }).OutersAdded, 0)).toBe(c.TotalItems);
    const lines = await h.database.db.select().from(schema.cartLines).where(eq(schema.cartLines.cartId, c.BackEndCartId!));
    expect(lines).toHaveLength(old.OrderDetails.length);
    await clearCart();
  });

  it('loses nothing when a reorder and a quantity change of one line meet', async () => {
    await clearCart();
    const line = old.OrderDetails[0]!;
    const p = await productRow(line.SKU);
    const [r, set] = await Promise.all([
      reorder(old.OrderNumber),
      call(single, 'POST', `/api/BackEndCart?accountNumber=${SINGLE}&SKU=${line.SKU}&Quantity=${p.minimumOrder}`),
    ]);
    expect(r.statusCode).toBe(200);
    expect(set.statusCode, set.body).toBe(200);
    const q = new Map((await cart()).BackEndCartDetails.map((l) => [l.SKU, l.Quantity])).get(line.SKU);
    // Either the set came first and the reorder added to it, or the reorder came first and the set replaced its line.
    expect([addQuantityOnSteps(p.minimumOrder, line.Quantity, { MinimumOrder: p.minimumOrder, MinimumOrderIncremental: p.minimumOrderIncremental }), p.minimumOrder]).toContain(q);
    await clearCart();
  });
});
