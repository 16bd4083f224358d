/**
 * An offline checkout orders only what was confirmed (ADR 0031): Submit and the edit-order confirm
 * carry the ConfirmedLines the retailer saw; a cart changed since (on another tablet) answers 409 with the
 * cart now and orders nothing; an Idempotency-Key reused for other lines answers 422.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '../src/db/open';
import { CART_CHANGED_MESSAGE, KEY_REUSED_MESSAGE } from '../src/services/orders';
import { auth, SINGLE, setupApi } from './helpers';

const h = await setupApi();
// Two tablets of one store: two sessions of its user.
const tabletA = await h.login('single@demo.test');
const tabletB = await h.login('single@demo.test');

type Method = 'GET' | 'POST' | 'PUT';
const call = (token: string, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  h.app.inject({ method, url, headers: { ...auth(token), ...headers }, ...(payload ? { payload } : {}) });

type Product = { SKU: string; Product: string; MinimumOrder: number; MinimumOrderIncremental: number; OutOfStock: boolean };
type Line = { SKU: string; Quantity: number };
type Cart = { BackEndCartId: number; PendingOrderNumber: string | null; BackEndCartDetails: (Line & { Product: string })[]; TotalItems: number; OrderTotal: number };

const products: Product[] = (await call(tabletA, 'GET', `/api/Product/AllProducts?accountNumber=${SINGLE}`)).json().Products;
const [first, second, third] = products.filter((p) => !p.OutOfStock && p.MinimumOrder <= 10);
if (!first || !second || !third) throw new Error('The demo catalogue has fewer than three orderable products.');

const cart = async (token = tabletA): Promise<Cart> => (await call(token, 'GET', `/api/BackEndCart?accountNumber=${SINGLE}`)).json();
/** Sets one line as the portal does (PUT, absolute outers; 0 removes). */
const setLine = async (token: string, p: Product, quantity: number) =>
  (await call(token, 'PUT', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${(await cart(token)).BackEndCartId}&SKU=${p.SKU}&Quantity=${quantity}`)).json() as Promise<Cart>;
const submit = (token: string, body: object, key?: string) =>
  call(token, 'POST', `/api/Order/Submit?accountNumber=${SINGLE}`, body, key ? { 'idempotency-key': key } : {});
const countOrders = async () => (await h.database.db.select().from(schema.orders).where(eq(schema.orders.accountId, SINGLE))).length;
const linesOf = (c: Cart): Line[] => c.BackEndCartDetails.map(({ SKU, Quantity }) => ({ SKU, Quantity }));

/** An empty cart for SINGLE, then `lines` set in it from tablet A; returns the cart. */
async function cartWith(lines: [Product, number][]): Promise<Cart> {
  let c = await cart();
  if (c.BackEndCartId === null) c = (await call(tabletA, 'POST', `/api/BackEndCart?accountNumber=${SINGLE}&SKU=${first!.SKU}&Quantity=0`)).json();
  await call(tabletA, 'POST', `/api/BackEndCart/Clear?accountNumber=${SINGLE}&beCartId=${c.BackEndCartId}`);
  for (const [p, q] of lines) await setLine(tabletA, p, q);
  return cart();
}

describe('POST /api/Order/Submit with ConfirmedLines', () => {
  it('answers 409 with the cart now, and orders nothing, when another tablet changed the cart after the confirm', async () => {
    const confirmed = await cartWith([[first, first.MinimumOrder]]);
    // Tablet B changes the store's cart after tablet A confirmed it (A's submit is still queued offline).
    await setLine(tabletB, first, 0);
    const changed = await setLine(tabletB, second, second.MinimumOrder);
    const before = await countOrders();

    const res = await submit(tabletA, { BackEndCartId: confirmed.BackEndCartId, ConfirmedLines: linesOf(confirmed) }, 'tablet-a-attempt-1');

    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.Message).toBe(CART_CHANGED_MESSAGE);
    expect(linesOf(body.Cart)).toEqual([{ SKU: second.SKU, Quantity: second.MinimumOrder }]);
    expect(body.Cart.OrderTotal).toBe(changed.OrderTotal);
    expect(await countOrders()).toBe(before);
    // The cart is left as tablet B made it.
    expect(linesOf(await cart())).toEqual([{ SKU: second.SKU, Quantity: second.MinimumOrder }]);
    // The key made nothing, so the retailer's next confirm (a new attempt) orders the cart as it is now.
    const again = await submit(tabletA, { BackEndCartId: confirmed.BackEndCartId, ConfirmedLines: linesOf(body.Cart) }, 'tablet-a-attempt-2');
    expect(again.statusCode).toBe(200);
    expect(again.json().OrderDetails.map(({ SKU, Quantity }: Line) => ({ SKU, Quantity }))).toEqual([{ SKU: second.SKU, Quantity: second.MinimumOrder }]);
    expect(await countOrders()).toBe(before + 1);
  });

  it('answers 409 for a quantity changed, a line added, or a cart emptied since the confirm (not 400 empty)', async () => {
    const step = first.MinimumOrderIncremental || first.MinimumOrder;
    for (const change of [
      () => setLine(tabletB, first, first.MinimumOrder + step),
      () => setLine(tabletB, third, third.MinimumOrder),
      () => setLine(tabletB, first, 0),
    ]) {
      const confirmed = await cartWith([[first, first.MinimumOrder]]);
      await change();
      const before = await countOrders();
      const res = await submit(tabletA, { BackEndCartId: confirmed.BackEndCartId, ConfirmedLines: linesOf(confirmed) });
      expect(res.statusCode).toBe(409);
      expect(res.json().Cart.BackEndCartId).toBe(confirmed.BackEndCartId);
      expect(await countOrders()).toBe(before);
    }
  });

  it('orders the cart when it holds exactly the confirmed lines, in any order', async () => {
    const confirmed = await cartWith([[first, first.MinimumOrder], [second, second.MinimumOrder]]);
    const res = await submit(tabletA, { BackEndCartId: confirmed.BackEndCartId, ConfirmedLines: [...linesOf(confirmed)].reverse() });
    expect(res.statusCode).toBe(200);
    expect(res.json().TotalItems).toBe(confirmed.TotalItems);
    expect(res.json().OrderTotal).toBe(confirmed.OrderTotal);
  });

  it('answers 422, and orders nothing, for an Idempotency-Key reused with other lines; the same lines get the first order', async () => {
    const confirmed = await cartWith([[first, first.MinimumOrder]]);
    const key = 'tablet-a-attempt-3';
    const made = await submit(tabletA, { BackEndCartId: confirmed.BackEndCartId, ConfirmedLines: linesOf(confirmed) }, key);
    expect(made.statusCode).toBe(200);
    const before = await countOrders();
    // The cart is refilled with other lines; a request reusing the key for them is not that order.
    const other = await cartWith([[second, second.MinimumOrder]]);
    const reused = await submit(tabletA, { BackEndCartId: other.BackEndCartId, ConfirmedLines: linesOf(other) }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ Message: KEY_REUSED_MESSAGE });
    expect(await countOrders()).toBe(before);
    expect(linesOf(await cart())).toEqual(linesOf(other));
    // The same request again (an answer lost on the way) gets the first order, and writes nothing.
    const repeat = await submit(tabletA, { BackEndCartId: confirmed.BackEndCartId, ConfirmedLines: linesOf(confirmed) }, key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().OrderNumber).toBe(made.json().OrderNumber);
    expect(await countOrders()).toBe(before);
    // A repeat without the lines asks for something else too.
    expect((await submit(tabletA, { BackEndCartId: confirmed.BackEndCartId }, key)).statusCode).toBe(422);
  });

  it('makes one order when the same request is sent twice at once', async () => {
    const confirmed = await cartWith([[first, first.MinimumOrder]]);
    const before = await countOrders();
    const body = { BackEndCartId: confirmed.BackEndCartId, ConfirmedLines: linesOf(confirmed) };
    const [a, b] = await Promise.all([submit(tabletA, body, 'twice-at-once'), submit(tabletA, body, 'twice-at-once')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().OrderNumber).toBe(b.json().OrderNumber);
    expect(await countOrders()).toBe(before + 1);
  });

  it('refuses malformed ConfirmedLines with 400', async () => {
    const c = await cartWith([[first, first.MinimumOrder]]);
    for (const ConfirmedLines of [[{ SKU: first.SKU }], [{ SKU: first.SKU, Quantity: 0 }], [{ SKU: first.SKU, Quantity: 1000 }], [{ SKU: '', Quantity: 1 }], 'x', [{ SKU: first.SKU, Quantity: 1, Extra: 1 }]]) {
      const res = await submit(tabletA, { BackEndCartId: c.BackEndCartId, ConfirmedLines });
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toMatch(/^Invalid request/);
    }
  });
});

describe('PUT /api/Order/UpdatePendingOrderWithDetails with ConfirmedLines', () => {
  it('answers 409 with the cart now and leaves the order as it was when the cart changed since the confirm; the same lines update it', async () => {
    const placed = await cartWith([[first, first.MinimumOrder]]);
    const order = (await submit(tabletA, { BackEndCartId: placed.BackEndCartId, ConfirmedLines: linesOf(placed) })).json();
    expect((await call(tabletA, 'GET', `/api/Order/LoadPendingOrderIntoBackEndCart?accountNumber=${SINGLE}&orderNumber=${order.OrderNumber}`)).statusCode).toBe(200);
    const editing = await setLine(tabletA, second, second.MinimumOrder);
    const confirmed = linesOf(editing);
    await setLine(tabletB, third, third.MinimumOrder);

    const update = (lines: Line[]) =>
      call(tabletA, 'PUT', `/api/Order/UpdatePendingOrderWithDetails?accountNumber=${SINGLE}`, { BackEndCartId: editing.BackEndCartId, ConfirmedLines: lines });
    const refused = await update(confirmed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe(CART_CHANGED_MESSAGE);
    expect(refused.json().Cart.PendingOrderNumber).toBe(order.OrderNumber);
    expect(linesOf(refused.json().Cart)).toHaveLength(3);
    const unchanged = (await call(tabletA, 'GET', `/api/OrderHistory/OrderHistoryDetails?accountNumber=${SINGLE}&orderNumber=${order.OrderNumber}`)).json();
    expect(unchanged.OrderDetails.map(({ SKU, Quantity }: Line) => ({ SKU, Quantity }))).toEqual([{ SKU: first.SKU, Quantity: first.MinimumOrder }]);

    const updated = await update(linesOf(refused.json().Cart));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().OrderNumber).toBe(order.OrderNumber);
    expect(updated.json().OrderDetails).toHaveLength(3);
  });
});
