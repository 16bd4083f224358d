/**
 * Order cut-off (beyond the spec): GET /api/Order/CutOff gives the store's weekly cut-off and the
 * next one; Pending orders carry EditableUntil; after the cut-off, loading an order into the cart, saving
 * an edit, cancelling and deleting answer 409 with a Message naming the cut-off, and nothing is written.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '../src/db/open';
import { LOCKED_ORDER_DEMO_ACCOUNT } from '../src/seed';
import { auth, MULTI, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const single = await h.login('single@demo.test');
const multi = await h.login('multi@demo.test');
const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
  h.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

/** Wall clock of an instant in a zone, read with Intl alone (independent of the code under test). */
function wall(iso: string, timeZone: string) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(iso)).map((x) => [x.type, x.value]),
  );
  return `${p.weekday} ${p.hour}:${p.minute}`;
}

type WireOrder = { OrderNumber: string; OrderDate: string; Status: number; EditableUntil?: string | null; TotalItems: number };
const history = async (token: string, account: string): Promise<WireOrder[]> =>
  (await send(token, 'GET', `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${account}&timeSpan=30`)).json().OrderHistory;
const orderRow = async (orderNumber: string) => (await h.database.db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber)))[0]!;
const lineCount = async (orderId: number) => (await h.database.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, orderId))).length;

describe('GET /api/Order/CutOff', () => {
  it('gives each store its own weekday and time, in its zone, and the next cut-off within a week', async () => {
    const now = Date.now();
    for (const [token, account, weekday, time, day] of [
      [single, SINGLE, 4, '16:00', 'Thursday'],
      [multi, MULTI[0], 2, '12:00', 'Tuesday'],
      [multi, MULTI[1], 3, '15:00', 'Wednesday'],
    ] as const) {
      const res = await send(token, 'GET', `/api/Order/CutOff?accountNumber=${account}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ AccountNumber: account, Weekday: weekday, Time: time, TimeZone: 'Europe/Dublin' });
      const next = Date.parse(body.NextCutOff);
      expect(next).toBeGreaterThan(now);
      expect(next - now).toBeLessThanOrEqual(7 * 86_400_000);
      expect(wall(body.NextCutOff, 'Europe/Dublin')).toBe(`${day} ${time}`);
    }
  });

  it('is refused for a store that is not the caller’s, and without an accountNumber', async () => {
    expect((await send(single, 'GET', `/api/Order/CutOff?accountNumber=${MULTI[0]}`)).statusCode).toBe(403);
    expect((await send(single, 'GET', '/api/Order/CutOff')).statusCode).toBe(400);
  });
});

describe('EditableUntil', () => {
  it('a Pending order placed since the last cut-off can be changed until the next one; other statuses carry none', async () => {
    const orders = await history(single, SINGLE);
    const pending = orders.filter((o) => o.Status === 1);
    expect(pending).toHaveLength(1);
    const next = (await send(single, 'GET', `/api/Order/CutOff?accountNumber=${SINGLE}`)).json().NextCutOff;
    expect(pending[0]!.EditableUntil).toBe(next);
    for (const o of orders.filter((x) => x.Status !== 1)) expect(o.EditableUntil ?? null).toBeNull();
  });

  it('an order just placed is Pending until the store’s next cut-off', async () => {
    const products = (await send(single, 'GET', `/api/Product/AllProducts?accountNumber=${SINGLE}`)).json().Products as { SKU: string; MinimumOrder: number; OutOfStock: boolean }[];
    const p = products.find((x) => !x.OutOfStock)!;
    const cart = (await send(single, 'POST', `/api/BackEndCart?accountNumber=${SINGLE}&SKU=${p.SKU}&Quantity=${p.MinimumOrder}`)).json();
    const order = (await send(single, 'POST', `/api/Order/Submit?accountNumber=${SINGLE}`, { BackEndCartId: cart.BackEndCartId })).json();
    expect(order.Status).toBe(1);
    expect(order.EditableUntil).toBe((await send(single, 'GET', `/api/Order/CutOff?accountNumber=${SINGLE}`)).json().NextCutOff);
  });
});

describe('after the cut-off (409, nothing written)', () => {
  it('the seeded order placed before its store’s last cut-off is locked: load, cancel and delete are refused', async () => {
    expect(LOCKED_ORDER_DEMO_ACCOUNT).toBe(MULTI[1]);
    const locked = (await history(multi, MULTI[1])).find((o) => o.Status === 1)!;
    expect(Date.parse(locked.EditableUntil!)).toBeLessThan(Date.now());
    const before = await orderRow(locked.OrderNumber);
    const lines = await lineCount(before.id);
    for (const [method, url] of [
      ['GET', `/api/Order/LoadPendingOrderIntoBackEndCart?accountNumber=${MULTI[1]}&orderNumber=${locked.OrderNumber}`],
      ['POST', `/api/Order/CancelPendingOrder?accountNumber=${MULTI[1]}&orderNumber=${locked.OrderNumber}`],
      ['DELETE', `/api/Order/DeletePendingOrder?accountNumber=${MULTI[1]}&orderNumber=${locked.OrderNumber}`],
    ] as const) {
      const res = await send(multi, method, url);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(409);
      expect(res.json().Message).toMatch(/^This order can no longer be changed or cancelled: it was locked for delivery at the order cut-off, Wednesday \d+ \w+, 15:00\.$/);
    }
    const after = await orderRow(locked.OrderNumber);
    expect(after.status).toBe(1);
    expect(await lineCount(after.id)).toBe(lines);
    const cart = (await send(multi, 'GET', `/api/BackEndCart?accountNumber=${MULTI[1]}`)).json();
    expect(cart.PendingOrderNumber ?? null).toBeNull();
  });

  it('an edit started before the cut-off and saved after it is refused; the order and the edited cart stay as they were', async () => {
    // The seeded one (the oldest Pending order; history is newest first), placed well before this minute.
    const pending = (await history(single, SINGLE)).filter((o) => o.Status === 1 && o.EditableUntil && Date.parse(o.EditableUntil) > Date.now()).at(-1)!;
    const load = await send(single, 'GET', `/api/Order/LoadPendingOrderIntoBackEndCart?accountNumber=${SINGLE}&orderNumber=${pending.OrderNumber}`);
    expect(load.statusCode, load.body).toBe(200);
    const cart = (await send(single, 'GET', `/api/BackEndCart?accountNumber=${SINGLE}`)).json();
    expect(cart.PendingOrderNumber).toBe(pending.OrderNumber);
    // The cut-off passes while the retailer edits: the store's cut-off moves to a minute ago.
    const minuteAgo = new Date(Date.now() - 60_000);
    const wallTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Dublin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', weekday: 'short' }).formatToParts(minuteAgo);
    const part = (t: string) => wallTime.find((x) => x.type === t)!.value;
    const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1;
    // The cut-off falls between placing and saving for an order placed before that minute: ten minutes ago.
    await h.database.db.update(schema.orders).set({ orderDate: new Date(Date.now() - 600_000) }).where(eq(schema.orders.orderNumber, pending.OrderNumber));
    const row = await orderRow(pending.OrderNumber);
    await h.database.db.update(schema.accounts).set({ cutOffWeekday: weekday, cutOffTime: `${part('hour')}:${part('minute')}` }).where(eq(schema.accounts.jtiAccountId, SINGLE));
    try {
      const linesBefore = await lineCount(row.id);
      const save = await send(single, 'PUT', `/api/Order/UpdatePendingOrderWithDetails?accountNumber=${SINGLE}`, { BackEndCartId: cart.BackEndCartId });
      expect(save.statusCode, save.body).toBe(409);
      expect(save.json().Message).toContain('it was locked for delivery at the order cut-off');
      expect(await lineCount(row.id)).toBe(linesBefore);
      const still = (await send(single, 'GET', `/api/BackEndCart?accountNumber=${SINGLE}`)).json();
      expect(still.PendingOrderNumber).toBe(pending.OrderNumber);
      expect(still.BackEndCartDetails.length).toBe(cart.BackEndCartDetails.length);
      // The order now shows as locked.
      const listed = (await history(single, SINGLE)).find((o) => o.OrderNumber === pending.OrderNumber)!;
      expect(Date.parse(listed.EditableUntil!)).toBeLessThanOrEqual(Date.now());
    } finally {
      await h.database.db.update(schema.accounts).set({ cutOffWeekday: 4, cutOffTime: '16:00' }).where(eq(schema.accounts.jtiAccountId, SINGLE));
      await h.database.db.update(schema.carts).set({ pendingOrderNumber: null }).where(and(eq(schema.carts.accountId, SINGLE)));
    }
  });

  it('the database refuses a malformed cut-off', async () => {
    await expect(h.database.db.update(schema.accounts).set({ cutOffWeekday: 8 }).where(eq(schema.accounts.jtiAccountId, SINGLE))).rejects.toThrow();
    await expect(h.database.db.update(schema.accounts).set({ cutOffTime: '25:00' }).where(eq(schema.accounts.jtiAccountId, SINGLE))).rejects.toThrow();
  });
});
