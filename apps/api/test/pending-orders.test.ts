/**
 * Editing, cancelling and deleting pending orders (§4 Pending order, Cancel order; §7 Orders; ADR 0001
 * Orders), the order views refused at tier 3 (§6) and the order documents (§7 Invoice, §9; ADR 0010).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '../src/db/open';
import { auth, MULTI, RESTRICTED, SINGLE, setupApi } from './helpers';
import { pdfText } from './pdfText';

const h = await setupApi();
const single = await h.login('single@demo.test');
const multi = await h.login('multi@demo.test');
const restricted = await h.login('restricted@demo.test');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  h.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const as = (method: Method, url: string, payload?: object) => call(single, method, url, payload);

type Product = { SKU: string; Product: string; MinimumOrder: number; MinimumOrderIncremental: number; OutOfStock: boolean; PriceOuter: number };
type Order = { OrderNumber: string; Status: number; TotalItems: number; SubTotal: number; VatTotal: number; OrderTotal: number; OrderDetails: { SKU: string; Quantity: number; PriceOuter: number }[] };
type Cart = { BackEndCartId: number | null; PendingOrderNumber: string | null; BackEndCartDetails: { SKU: string; Quantity: number }[]; TotalItems: number; SubTotal: number; VatTotal: number; OrderTotal: number };

const products: Product[] = (await as('GET', `/api/Product/AllProducts?accountNumber=${SINGLE}`)).json().Products;
const orderable = products.filter((p) => !p.OutOfStock);

const cart = async (token = single, account = SINGLE): Promise<Cart> => (await call(token, 'GET', `/api/BackEndCart?accountNumber=${account}`)).json();
const details = async (orderNumber: string, token = single, account = SINGLE): Promise<Order> =>
  (await call(token, 'GET', `/api/OrderHistory/OrderHistoryDetails?accountNumber=${account}&orderNumber=${orderNumber}`)).json();
const history = async (status: number, token = single, account = SINGLE): Promise<Order[]> =>
  (await call(token, 'GET', `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${account}&timeSpan=365&status=${status}`)).json().OrderHistory;
const load = (orderNumber: string) => as('GET', `/api/Order/LoadPendingOrderIntoBackEndCart?accountNumber=${SINGLE}&orderNumber=${orderNumber}`);
const update = (cartId: number) => as('PUT', `/api/Order/UpdatePendingOrderWithDetails?accountNumber=${SINGLE}`, { BackEndCartId: cartId });
const cancel = (orderNumber: string) => as('POST', `/api/Order/CancelPendingOrder?accountNumber=${SINGLE}&orderNumber=${orderNumber}`);
const remove = (orderNumber: string) => as('DELETE', `/api/Order/DeletePendingOrder?accountNumber=${SINGLE}&orderNumber=${orderNumber}`);

/** Empties SINGLE's cart (and ends any editing) through the cart's own call. */
async function clearCart() {
  const c = await cart();
  if (c.BackEndCartId) expect((await as('POST', `/api/BackEndCart/Clear?accountNumber=${SINGLE}&beCartId=${c.BackEndCartId}`)).statusCode).toBe(200);
}

/** A new Pending order of SINGLE, placed through checkout from `count` products at their minimum. */
async function newPendingOrder(count = 2, from = 0): Promise<Order> {
  await clearCart();
  let c: Cart | undefined;
  for (const p of orderable.slice(from, from + count)) c = (await as('POST', `/api/BackEndCart?accountNumber=${SINGLE}&SKU=${p.SKU}&Quantity=${p.MinimumOrder}`)).json();
  const res = await as('POST', `/api/Order/Submit?accountNumber=${SINGLE}`, { BackEndCartId: c!.BackEndCartId });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Totals of an order agree with its lines (EUR, to the cent) and TotalItems with its outers. */
function expectConsistent(order: Order) {
  const cents = order.OrderDetails.reduce((n, l) => n + Math.round(l.PriceOuter * 100) * l.Quantity, 0);
  expect(Math.round(order.SubTotal * 100)).toBe(cents);
  expect(Math.round(order.OrderTotal * 100)).toBe(Math.round(order.SubTotal * 100) + Math.round(order.VatTotal * 100));
  expect(order.TotalItems).toBe(order.OrderDetails.reduce((n, l) => n + l.Quantity, 0));
}

const seededPending = (await history(1))[0]!;
const submitted = (await history(0))[0]!;
const theirPending = (await history(1, multi, MULTI[0]))[0]!;

describe('who may change which order (§4, §6; ADR 0001 Orders)', () => {
  it('answers 404 for another account\'s order number, and changes nothing', async () => {
    for (const res of [load(theirPending.OrderNumber), cancel(theirPending.OrderNumber), remove(theirPending.OrderNumber)]) {
      const r = await res;
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ Message: 'Order Number is invalid. Please go back to order history.' });
    }
    expect((await details(theirPending.OrderNumber, multi, MULTI[0])).Status).toBe(1);
  });

  it('answers 403 when the order number is sent with another user\'s store, and changes nothing', async () => {
    const n = theirPending.OrderNumber;
    const store = MULTI[0];
    for (const [method, url] of [
      ['GET', `/api/Order/LoadPendingOrderIntoBackEndCart?accountNumber=${store}&orderNumber=${n}`],
      ['POST', `/api/Order/CancelPendingOrder?accountNumber=${store}&orderNumber=${n}`],
      ['DELETE', `/api/Order/DeletePendingOrder?accountNumber=${store}&orderNumber=${n}`],
      ['POST', `/api/Order/Reorder?accountNumber=${store}&orderNumber=${n}`],
      ['GET', `/api/OrderHistory/OrderHistoryDetails?accountNumber=${store}&orderNumber=${n}`],
      ['GET', `/api/OrderHistory/Invoice?accountNumber=${store}&ordernumber=${n}`],
    ] as [Method, string][]) {
      const r = await as(method, url);
      expect(r.statusCode, url).toBe(403);
      expect(r.json().Message).toEqual(expect.any(String));
    }
    expect((await details(n, multi, store)).Status).toBe(1);
  });

  it('answers 409 for an order that is not pending', async () => {
    for (const r of [await load(submitted.OrderNumber), await cancel(submitted.OrderNumber), await remove(submitted.OrderNumber)]) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({ Message: 'Only pending orders can be changed. This order is Submitted.' });
    }
    expect((await details(submitted.OrderNumber)).Status).toBe(0);
  });

  it('answers 400 with a Message for malformed order numbers and cart ids, never 500', async () => {
    for (const r of [
      await load('12ab'),
      await cancel('-1'),
      await remove(''),
      await as('POST', `/api/Order/Reorder?accountNumber=${SINGLE}`),
      await as('PUT', `/api/Order/UpdatePendingOrderWithDetails?accountNumber=${SINGLE}`, { BackEndCartId: 'x' }),
      await update(2 ** 40),
    ]) {
      expect(r.statusCode).toBe(400);
      expect(r.json().Message).toEqual(expect.any(String));
    }
  });

  it('answers 403 to a TierAccessLevel 3 store for every order change', async () => {
    const n = seededPending.OrderNumber;
    const urls: [Method, string][] = [
      ['GET', `/api/Order/LoadPendingOrderIntoBackEndCart?accountNumber=${RESTRICTED}&orderNumber=${n}`],
      ['POST', `/api/Order/CancelPendingOrder?accountNumber=${RESTRICTED}&orderNumber=${n}`],
      ['DELETE', `/api/Order/DeletePendingOrder?accountNumber=${RESTRICTED}&orderNumber=${n}`],
      ['POST', `/api/Order/Reorder?accountNumber=${RESTRICTED}&orderNumber=${n}`],
    ];
    for (const [method, url] of urls) {
      const r = await call(restricted, method, url);
      expect(r.statusCode).toBe(403);
      expect(r.json().Message).toEqual(expect.any(String));
    }
    const put = await call(restricted, 'PUT', `/api/Order/UpdatePendingOrderWithDetails?accountNumber=${RESTRICTED}`, { BackEndCartId: 1 });
    expect(put.statusCode).toBe(403);
  });

  it('answers 403 to a TierAccessLevel 3 store for its order views (§3, §6)', async () => {
    const [order] = await h.database.db.select().from(schema.orders).where(eq(schema.orders.accountId, RESTRICTED)).limit(1);
    const urls = [
      `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${RESTRICTED}&timeSpan=365`,
      `/api/OrderHistory/GetRecentOrder?accountNumber=${RESTRICTED}`,
      `/api/OrderHistory/OrderHistoryDetails?accountNumber=${RESTRICTED}&orderNumber=${order!.orderNumber}`,
      `/api/OrderHistory/Invoice?accountNumber=${RESTRICTED}&ordernumber=${order!.orderNumber}`,
    ];
    for (const url of urls) {
      const r = await call(restricted, 'GET', url);
      expect(r.statusCode, url).toBe(403);
      expect(r.json()).toEqual({ Message: 'Orders are not available for this store. Please contact your BA.' });
    }
  });
});

describe('editing a pending order (§4 Pending order, Edit-order confirm)', () => {
  it('loads the order into the cart, saves the changed cart into it, and empties the cart', async () => {
    const before = await details(seededPending.OrderNumber);
    const loaded = await load(seededPending.OrderNumber);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toEqual({ OutersAdded: before.TotalItems, UnavailableItems: [] });
    const editing = await cart();
    expect(editing.PendingOrderNumber).toBe(seededPending.OrderNumber);
    expect(editing.BackEndCartDetails.map((l) => [l.SKU, l.Quantity]).sort()).toEqual(before.OrderDetails.map((l) => [l.SKU, l.Quantity]).sort());

    // Change the cart: drop the first line, step the second up, add a product the order did not have.
    const [first, second] = before.OrderDetails;
    const cartId = editing.BackEndCartId!;
    await as('PUT', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${cartId}&SKU=${first!.SKU}&Quantity=0`);
    await as('POST', `/api/BackEndCart/IncreaseQuantity?accountNumber=${SINGLE}&beCartId=${cartId}&SKU=${second!.SKU}`);
    const extra = orderable.find((p) => !before.OrderDetails.some((l) => l.SKU === p.SKU))!;
    const changed: Cart = (await as('PUT', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${cartId}&SKU=${extra.SKU}&Quantity=${extra.MinimumOrder}`)).json();
    expect(changed.PendingOrderNumber).toBe(seededPending.OrderNumber);

    const res = await update(cartId);
    expect(res.statusCode).toBe(200);
    const order: Order = res.json();
    expect(order).toMatchObject({ OrderNumber: seededPending.OrderNumber, Status: 1, TotalItems: changed.TotalItems, SubTotal: changed.SubTotal, VatTotal: changed.VatTotal, OrderTotal: changed.OrderTotal });
    expect(order.OrderDetails.map((l) => [l.SKU, l.Quantity]).sort()).toEqual(changed.BackEndCartDetails.map((l) => [l.SKU, l.Quantity]).sort());
    expect(order.OrderDetails.some((l) => l.SKU === first!.SKU)).toBe(false);
    expectConsistent(order);
    expect(await details(seededPending.OrderNumber)).toEqual(order);

    const after = await cart();
    expect(after.BackEndCartDetails).toEqual([]);
    expect(after.PendingOrderNumber).toBeNull();
  });

  it('refuses to update from a cart that is not editing an order, or is empty, and writes nothing', async () => {
    const order = await newPendingOrder();
    const idle = await cart();
    const notEditing = await update(idle.BackEndCartId!);
    expect(notEditing.statusCode).toBe(400);
    expect(notEditing.json()).toEqual({ Message: 'This cart is not editing an order. Please load the order again.' });

    await load(order.OrderNumber);
    const editing = await cart();
    for (const l of editing.BackEndCartDetails) await as('PUT', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${editing.BackEndCartId}&SKU=${l.SKU}&Quantity=0`);
    const empty = await update(editing.BackEndCartId!);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Message).toMatch(/^Your cart is empty/);
    expect(await details(order.OrderNumber)).toEqual(order);
    expect((await cart()).PendingOrderNumber).toBe(order.OrderNumber);
  });

  it('answers 404 for another account\'s cart id', async () => {
    const theirs = await cart(multi, MULTI[0]);
    const id = theirs.BackEndCartId ?? (await call(multi, 'POST', `/api/BackEndCart?accountNumber=${MULTI[0]}&SKU=${orderable[0]!.SKU}&Quantity=${orderable[0]!.MinimumOrder}`)).json().BackEndCartId;
    expect((await update(id)).statusCode).toBe(404);
  });

  it('leaves out, and lists, lines whose product can no longer be ordered', async () => {
    const order = await newPendingOrder(3, 10);
    const gone = order.OrderDetails[1]!;
    await setProduct(gone.SKU, { outOfStock: true });
    try {
      const res = await load(order.OrderNumber);
      expect(res.statusCode).toBe(200);
      const result = res.json();
      expect(result.UnavailableItems).toEqual([{ SKU: gone.SKU, Product: products.find((p) => p.SKU === gone.SKU)!.Product }]);
      expect(result.OutersAdded).toBe(order.TotalItems - gone.Quantity);
      const editing = await cart();
      expect(editing.BackEndCartDetails.map((l) => l.SKU)).not.toContain(gone.SKU);
      const saved: Order = (await update(editing.BackEndCartId!)).json();
      expect(saved.OrderDetails.map((l) => l.SKU)).not.toContain(gone.SKU);
      expectConsistent(saved);
    } finally {
      await setProduct(gone.SKU, { outOfStock: false });
    }
  });

  it('keeps one consistent result when the same order is updated and cancelled at once', async () => {
    const order = await newPendingOrder(2, 20);
    await load(order.OrderNumber);
    const editing = await cart();
    const extra = orderable[30]!;
    await as('PUT', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${editing.BackEndCartId}&SKU=${extra.SKU}&Quantity=${extra.MinimumOrder}`);
    const [u, c] = await Promise.all([update(editing.BackEndCartId!), cancel(order.OrderNumber)]);
    expect(c.statusCode).toBe(200);
    const final = await details(order.OrderNumber);
    expect(final.Status).toBe(3);
    expectConsistent(final);
    if (u.statusCode === 200) {
      // The update went first: the cancelled order has the edited lines.
      expect(final.OrderDetails.map((l) => l.SKU)).toContain(extra.SKU);
    } else {
      // The cancel went first and ended the editing: the update found nothing to save.
      expect(u.statusCode).toBe(400);
      expect(final.OrderDetails.map((l) => l.SKU).sort()).toEqual(order.OrderDetails.map((l) => l.SKU).sort());
    }
    const after = await cart();
    expect(after.PendingOrderNumber).toBeNull();
    expect(after.BackEndCartDetails).toEqual([]);
  });

  it('never leaves a cart editing a cancelled order when a load and a cancel meet, even with no cart yet', async () => {
    for (let i = 0; i < 3; i++) {
      const order = await newPendingOrder(2, 50 + i * 2);
      const c = await cart();
      expect((await as('DELETE', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${c.BackEndCartId}`)).statusCode).toBe(204);
      const [l, x] = await Promise.all([load(order.OrderNumber), cancel(order.OrderNumber)]);
      expect(x.statusCode).toBe(200);
      expect([200, 409]).toContain(l.statusCode);
      expect((await details(order.OrderNumber)).Status).toBe(3);
      const after = await cart();
      expect(after.PendingOrderNumber).toBeNull();
      expect(after.BackEndCartDetails).toEqual([]);
    }
  });

  it('loses no line added to the cart while the edit is being saved', async () => {
    for (let i = 0; i < 3; i++) {
      const order = await newPendingOrder(2, 60 + i * 3);
      await load(order.OrderNumber);
      const editing = await cart();
      const extra = orderable[62 + i * 3]!;
      const [u, set] = await Promise.all([
        update(editing.BackEndCartId!),
        as('POST', `/api/BackEndCart?accountNumber=${SINGLE}&SKU=${extra.SKU}&Quantity=${extra.MinimumOrder}`),
      ]);
      expect(u.statusCode).toBe(200);
      expect(set.statusCode, set.body).toBe(200);
      const inOrder = (await details(order.OrderNumber)).OrderDetails.some((l) => l.SKU === extra.SKU);
      const inCart = (await cart()).BackEndCartDetails.some((l) => l.SKU === extra.SKU);
      expect(inOrder || inCart).toBe(true);
      await clearCart();
    }
  });

  it('keeps the order whole when loads and updates of it race', async () => {
    const order = await newPendingOrder(3, 40);
    await load(order.OrderNumber);
    const c = await cart();
    const results = await Promise.all([update(c.BackEndCartId!), load(order.OrderNumber), update(c.BackEndCartId!)]);
    expect(results.every((r) => [200, 400].includes(r.statusCode))).toBe(true);
    const final = await details(order.OrderNumber);
    expect(final.Status).toBe(1);
    expectConsistent(final);
    expect(final.OrderDetails.map((l) => [l.SKU, l.Quantity]).sort()).toEqual(order.OrderDetails.map((l) => [l.SKU, l.Quantity]).sort());
    await clearCart();
  });
});

describe('cancelling and deleting a pending order (§4 Cancel order; §7)', () => {
  it('cancels: Status 3, the same lines, and 409 the second time', async () => {
    const order = await newPendingOrder();
    const res = await cancel(order.OrderNumber);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ OrderNumber: order.OrderNumber, Status: 3, OrderTotal: order.OrderTotal });
    expect(res.json().OrderDetails).toHaveLength(order.OrderDetails.length);
    expect((await history(3)).map((o) => o.OrderNumber)).toContain(order.OrderNumber);
    const again = await cancel(order.OrderNumber);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ Message: 'Only pending orders can be changed. This order is Cancelled.' });
  });

  it('empties the cart and ends the editing when the order being edited is cancelled', async () => {
    const order = await newPendingOrder();
    await load(order.OrderNumber);
    expect((await cart()).PendingOrderNumber).toBe(order.OrderNumber);
    expect((await cancel(order.OrderNumber)).statusCode).toBe(200);
    const after = await cart();
    expect(after.PendingOrderNumber).toBeNull();
    expect(after.BackEndCartDetails).toEqual([]);
  });

  it('leaves a cart that edits another order alone', async () => {
    const editingThis = await newPendingOrder(2, 0);
    const other = await newPendingOrder(2, 5);
    await load(editingThis.OrderNumber);
    expect((await cancel(other.OrderNumber)).statusCode).toBe(200);
    const after = await cart();
    expect(after.PendingOrderNumber).toBe(editingThis.OrderNumber);
    expect(after.BackEndCartDetails).toHaveLength(2);
    await clearCart();
  });

  it('deletes: 204, the order and its lines gone, the editing ended', async () => {
    const order = await newPendingOrder();
    await load(order.OrderNumber);
    const res = await remove(order.OrderNumber);
    expect(res.statusCode).toBe(204);
    expect((await as('GET', `/api/OrderHistory/OrderHistoryDetails?accountNumber=${SINGLE}&orderNumber=${order.OrderNumber}`)).statusCode).toBe(404);
    const rows = await h.database.db.select().from(schema.orders).where(eq(schema.orders.orderNumber, order.OrderNumber));
    expect(rows).toEqual([]);
    const after = await cart();
    expect(after.PendingOrderNumber).toBeNull();
    expect(after.BackEndCartDetails).toEqual([]);
    expect((await remove(order.OrderNumber)).statusCode).toBe(404);
  });
});

describe('order documents (§7 Invoice, §9; ADR 0010)', () => {
  const invoice = (n: string) => as('GET', `/api/OrderHistory/Invoice?accountNumber=${SINGLE}&ordernumber=${n}`);

  it('gives a pending order a pro-forma invoice, amounts with the € sign in an embedded font', async () => {
    const order = await newPendingOrder();
    const res = await invoice(order.OrderNumber);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="pro-forma-invoice-${order.OrderNumber}.pdf"`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Pro-forma invoice for order ${order.OrderNumber}`);
    expect(text).toContain('This is not a tax invoice. The tax invoice is issued once the order is processed.');
    expect(text).toContain('Status: Pending');
    expect(text).toContain(`Total: €${order.OrderTotal.toLocaleString('en-IE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
    const raw = res.rawPayload.toString('latin1');
    // The font travels in the file (a TrueType subset of Inter), with a map back to the characters, € included.
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular/);
    expect(raw).toContain('/FontFile2');
    expect(raw).toMatch(/<20ac>/i);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('gives a submitted order a (tax) invoice', async () => {
    const text = pdfText((await invoice(submitted.OrderNumber)).rawPayload);
    expect(text).toContain(`Invoice for order ${submitted.OrderNumber}`);
    expect(text).not.toContain('Pro-forma');
  });

  it('has no document for a cancelled order: 409', async () => {
    const order = await newPendingOrder();
    await cancel(order.OrderNumber);
    const res = await invoice(order.OrderNumber);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ Message: 'A cancelled order has no invoice.' });
  });
});

/** Changes a product as the catalogue's owner would, and moves the catalogue version on so every copy re-reads it. */
async function setProduct(sku: string, patch: Partial<typeof schema.products.$inferInsert>) {
  await h.database.db.update(schema.products).set(patch).where(eq(schema.products.sku, sku));
  const [v] = await h.database.db.select().from(schema.catalogueVersion);
  await h.database.db.update(schema.catalogueVersion).set({ version: v!.version + 1 });
}
