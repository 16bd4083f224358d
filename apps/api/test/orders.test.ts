import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '../src/db/open';
import { auth, MULTI, SINGLE, setupApi } from './helpers';
import { pdfText } from './pdfText';

const h = await setupApi();
const token = await h.login('single@demo.test');
const inject = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  h.app.inject({ method, url, headers: { ...auth(token), ...headers }, ...(payload ? { payload } : {}) });

type Product = { SKU: string; MinimumOrder: number; OutOfStock: boolean; PriceOuter: number };
const products: Product[] = (await inject('GET', `/api/Product/AllProducts?accountNumber=${SINGLE}`)).json().Products;
const orderable = products.filter((p) => !p.OutOfStock);

async function fillCart(count = 2) {
  let cart: { BackEndCartId: number; OrderTotal: number } | undefined;
  for (const p of orderable.slice(0, count)) cart = (await inject('POST', `/api/BackEndCart?accountNumber=${SINGLE}&SKU=${p.SKU}&Quantity=${p.MinimumOrder}`)).json();
  return cart!;
}
const countOrders = async () => (await h.database.db.select().from(schema.orders).where(eq(schema.orders.accountId, SINGLE))).length;

describe('POST /api/Order/Submit (§4 Checkout)', () => {
  it('turns the cart into a pending order and empties the cart', async () => {
    const cart = await fillCart();
    const res = await inject('POST', `/api/Order/Submit?accountNumber=${SINGLE}`, { BackEndCartId: cart.BackEndCartId });
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({ Status: 1, AccountNumber: SINGLE, OrderTotal: cart.OrderTotal });
    expect(order.OrderDetails).toHaveLength(2);
    expect(order.OrderNumber).toMatch(/^\d+$/);
    const after = (await inject('GET', `/api/BackEndCart?accountNumber=${SINGLE}`)).json();
    expect(after.BackEndCartDetails).toEqual([]);
    const recent = (await inject('GET', `/api/OrderHistory/GetRecentOrder?accountNumber=${SINGLE}`)).json();
    expect(recent.OrderNumber).toBe(order.OrderNumber);
  });

  it('makes one order for the same idempotency key, even sent twice at once', async () => {
    const cart = await fillCart();
    const before = await countOrders();
    const key = { 'idempotency-key': 'checkout-attempt-1' };
    const [a, b] = await Promise.all([
      inject('POST', `/api/Order/Submit?accountNumber=${SINGLE}`, { BackEndCartId: cart.BackEndCartId }, key),
      inject('POST', `/api/Order/Submit?accountNumber=${SINGLE}`, { BackEndCartId: cart.BackEndCartId }, key),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().OrderNumber).toBe(b.json().OrderNumber);
    const c = await inject('POST', `/api/Order/Submit?accountNumber=${SINGLE}`, { BackEndCartId: cart.BackEndCartId }, key);
    expect(c.json().OrderNumber).toBe(a.json().OrderNumber);
    expect(await countOrders()).toBe(before + 1);
  });

  it('refuses an empty cart', async () => {
    const cart = (await inject('GET', `/api/BackEndCart?accountNumber=${SINGLE}`)).json();
    const res = await inject('POST', `/api/Order/Submit?accountNumber=${SINGLE}`, { BackEndCartId: cart.BackEndCartId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: 'Your cart is empty.' });
  });

  it('orders only the lines that can be ordered, and empties the cart of the rest (ADR 0001)', async () => {
    const cart = await fillCart();
    const victim = orderable[1]!;
    await h.database.db.update(schema.products).set({ outOfStock: true }).where(eq(schema.products.sku, victim.SKU));
    await h.database.db.update(schema.catalogueVersion).set({ version: 99 });
    const before = await countOrders();
    const res = await inject('POST', `/api/Order/Submit?accountNumber=${SINGLE}`, { BackEndCartId: cart.BackEndCartId });
    expect(res.statusCode).toBe(200);
    expect(res.json().OrderDetails.map((l: { SKU: string }) => l.SKU)).toEqual([orderable[0]!.SKU]);
    expect(await countOrders()).toBe(before + 1);
    expect((await inject('GET', `/api/BackEndCart?accountNumber=${SINGLE}`)).json()).toMatchObject({ BackEndCartDetails: [], UnavailableDetails: [] });
    await h.database.db.update(schema.products).set({ outOfStock: false }).where(eq(schema.products.sku, victim.SKU));
    await h.database.db.update(schema.catalogueVersion).set({ version: 100 });
  });

  it('rejects malformed bodies with 400', async () => {
    for (const payload of [{}, { BackEndCartId: 'x' }, { BackEndCartId: 1, Extra: true }]) {
      const res = await inject('POST', `/api/Order/Submit?accountNumber=${SINGLE}`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toMatch(/^Invalid request/);
    }
    const broken = await h.app.inject({ method: 'POST', url: `/api/Order/Submit?accountNumber=${SINGLE}`, headers: { ...auth(token), 'content-type': 'application/json' }, payload: '{"BackEndCartId":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toHaveProperty('Message');
  });
});

describe('order history (§4, §7)', () => {
  it('lists orders newest first within the time span', async () => {
    const res = await inject('GET', `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${SINGLE}&timeSpan=365`);
    const list = res.json().OrderHistory as { OrderDate: string; Status: number }[];
    expect(list.length).toBeGreaterThan(20);
    const dates = list.map((o) => Date.parse(o.OrderDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const week = (await inject('GET', `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${SINGLE}&timeSpan=7`)).json().OrderHistory as { OrderDate: string }[];
    expect(week.length).toBeLessThan(list.length);
    expect(week.every((o) => Date.parse(o.OrderDate) >= Date.now() - 7 * 86_400_000)).toBe(true);
  });

  it('filters by status', async () => {
    const pending = (await inject('GET', `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${SINGLE}&timeSpan=365&status=1`)).json().OrderHistory as { Status: number }[];
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((o) => o.Status === 1)).toBe(true);
  });

  it('shows an order\'s lines, and 404 for another account\'s order', async () => {
    const [first] = (await inject('GET', `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${SINGLE}&timeSpan=365`)).json().OrderHistory;
    const details = await inject('GET', `/api/OrderHistory/OrderHistoryDetails?accountNumber=${SINGLE}&orderNumber=${first.OrderNumber}`);
    expect(details.json().OrderDetails.length).toBeGreaterThan(0);
    const multi = await h.login('multi@demo.test');
    const theirs = (await h.app.inject({ method: 'GET', url: `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${MULTI[0]}&timeSpan=365`, headers: auth(multi) })).json().OrderHistory[0];
    const res = await inject('GET', `/api/OrderHistory/OrderHistoryDetails?accountNumber=${SINGLE}&orderNumber=${theirs.OrderNumber}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'Order Number is invalid. Please go back to order history.' });
  });

  it('renders the invoice as a PDF with the order number and totals', async () => {
    const [first] = (await inject('GET', `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${SINGLE}&timeSpan=365&status=0`)).json().OrderHistory;
    const res = await inject('GET', `/api/OrderHistory/Invoice?accountNumber=${SINGLE}&ordernumber=${first.OrderNumber}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${first.OrderNumber}.pdf"`);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain(`Invoice for order ${first.OrderNumber}`);
    expect(text).toContain('VAT (23%)');
    expect(text).toContain('Trade Portal Distribution Ltd');
    expect(text).toContain('Corner Shop Rathmines');
    expect(text).toContain(`Total: €${first.OrderTotal.toLocaleString('en-IE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
    const missing = await inject('GET', `/api/OrderHistory/Invoice?accountNumber=${SINGLE}&ordernumber=1`);
    expect(missing.statusCode).toBe(404);
  });
});
