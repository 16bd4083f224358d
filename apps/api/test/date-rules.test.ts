/**
 * The server's date rules on a clock the test sets (ADR 0046), at the calendar's edges: the 1st and last
 * day of a month, 1 January, 29 February 2028, both 2027 Dublin daylight-saving Sundays (28 March, 31
 * October), 23:30 and 00:30 store-local, and a store in New York. Each case sets the process clock
 * (`vi.setSystemTime`), which the server, its tokens and its links read, and asks over HTTP which cut-off,
 * week, month, quarter, window or deadline applies.
 */
import { cartTotalsCents, OrderStatus } from '@trade-portal/domain';
import type { OrderInsights, UsualOrder } from '@trade-portal/api-client';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../src/db/open';
import { auth, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const { db } = h.database;

/** Two stores of single@ made for this file: Dublin with a Sunday 01:30 cut-off, New York with Friday 00:00. */
const DUBLIN = '10090001';
const NEW_YORK = '10090002';
await db.insert(schema.accounts).values([
  { jtiAccountId: DUBLIN, accountName: 'Dockside Kiosk Dublin', addressLine1: '1 North Wall Quay, Dublin 1', employeeName: 'Aoife Byrne', employeeMobilePhone: '087 123 4567', cutOffWeekday: 7, cutOffTime: '01:30', timeZone: 'Europe/Dublin' },
  { jtiAccountId: NEW_YORK, accountName: 'Hudson Newsstand New York', addressLine1: '200 Hudson Street, New York', employeeName: 'Aoife Byrne', employeeMobilePhone: '087 123 4567', cutOffWeekday: 5, cutOffTime: '00:00', timeZone: 'America/New_York' },
]);
const [singleUser] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, 'single@demo.test'));
await db.insert(schema.userAccounts).values([{ userId: singleUser!.id, accountId: DUBLIN, position: 1 }, { userId: singleUser!.id, accountId: NEW_YORK, position: 2 }]);
const products = (await db.select().from(schema.products)).filter((p) => !p.isArchived && !p.outOfStock);

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(async () => {
  await db.delete(schema.orders).where(inArray(schema.orders.accountId, [DUBLIN, NEW_YORK]));
});
afterAll(() => {
  vi.useRealTimers();
});

/** Sets the clock the server reads. */
const at = (iso: string) => vi.setSystemTime(new Date(iso));
/** A token issued at the clock's time. */
const login = () => h.login('single@demo.test');
const send = async (method: 'GET' | 'POST' | 'PUT', url: string, token?: string) => h.app.inject({ method, url, headers: auth(token ?? (await login())) });

/** An order of one product placed at `orderDate`; returns its number. */
async function place(accountId: string, orderDate: string, status: number = OrderStatus.Submitted, product = products[0]!): Promise<string> {
  const lines = [{ sku: product.sku, productName: product.name, quantity: product.minimumOrder, priceOuterCents: product.priceOuterCents }];
  const totals = cartTotalsCents(lines);
  const seq = (await db.execute(sql`select nextval('order_number_seq')::text as n`)) as unknown as { rows: [{ n: string }] };
  const orderNumber = seq.rows[0].n;
  const [row] = await db
    .insert(schema.orders)
    .values({ orderNumber, accountId, orderDate: new Date(orderDate), status, totalItems: totals.totalItems, subTotalCents: totals.subTotalCents, vatTotalCents: totals.vatTotalCents, orderTotalCents: totals.orderTotalCents })
    .returning({ id: schema.orders.id });
  await db.insert(schema.orderLines).values(lines.map((l) => ({ ...l, orderId: row!.id })));
  return orderNumber;
}

describe('the next cut-off (GET /api/Order/CutOff)', () => {
  it.each([
    ['00:30 on 1 December: single@’s Thursday 16:00', SINGLE, '2026-12-01T00:30:00Z', '2026-12-03T16:00:00.000Z'],
    ['23:30 on New Year’s Eve: Sunday 01:30 is in the new year', DUBLIN, '2026-12-31T23:30:00Z', '2027-01-03T01:30:00.000Z'],
    ['the same instant in New York (18:30): Friday 00:00 is New Year’s Day', NEW_YORK, '2026-12-31T23:30:00Z', '2027-01-01T05:00:00.000Z'],
    ['the day before the spring Sunday: 01:30 does not happen, so 02:30 IST', DUBLIN, '2027-03-27T12:00:00Z', '2027-03-28T01:30:00.000Z'],
    ['the day before the autumn Sunday: the first of the two 01:30s (IST)', DUBLIN, '2027-10-30T12:00:00Z', '2027-10-31T00:30:00.000Z'],
    ['between the two 01:30s of 31 October: the next is a week on', DUBLIN, '2027-10-31T01:00:00Z', '2027-11-07T01:30:00.000Z'],
    ['23:30 on 29 February 2028', DUBLIN, '2028-02-29T23:30:00Z', '2028-03-05T01:30:00.000Z'],
    ['18:30 on 29 February 2028 in New York', NEW_YORK, '2028-02-29T23:30:00Z', '2028-03-03T05:00:00.000Z'],
  ])('%s', async (_, account, now, next) => {
    at(now);
    const res = await send('GET', `/api/Order/CutOff?accountNumber=${account}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().NextCutOff).toBe(next);
  });
});

describe('a Pending order can be changed until its cut-off, and is locked from it (409)', () => {
  it('placed at 00:30 on the spring Sunday: editable until 02:30 IST, which the refusal names', async () => {
    at('2027-03-28T00:30:00Z');
    const token = await login();
    const first = await place(DUBLIN, '2027-03-28T00:30:00Z', OrderStatus.Pending, products[0]);
    const second = await place(DUBLIN, '2027-03-28T00:30:00Z', OrderStatus.Pending, products[1]);
    const listed = (await send('GET', `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${DUBLIN}&timeSpan=7`, token)).json().OrderHistory as { OrderNumber: string; EditableUntil: string }[];
    expect(listed.map((o) => o.EditableUntil)).toEqual(['2027-03-28T01:30:00.000Z', '2027-03-28T01:30:00.000Z']);
    at('2027-03-28T01:29:59Z');
    expect((await send('POST', `/api/Order/CancelPendingOrder?accountNumber=${DUBLIN}&orderNumber=${first}`, token)).statusCode).toBe(200);
    at('2027-03-28T01:30:00Z');
    const refused = await send('POST', `/api/Order/CancelPendingOrder?accountNumber=${DUBLIN}&orderNumber=${second}`, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe('This order can no longer be changed or cancelled: it was locked for delivery at the order cut-off, Sunday 28 March, 02:30.');
  });

  it('placed at 01:45 IST on the autumn Sunday, after the first 01:30: the second 01:30 (GMT) does not lock it', async () => {
    at('2027-10-31T00:45:00Z');
    const token = await login();
    const order = await place(DUBLIN, '2027-10-31T00:45:00Z', OrderStatus.Pending);
    at('2027-10-31T01:30:00Z');
    const listed = (await send('GET', `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${DUBLIN}&timeSpan=7`, token)).json().OrderHistory as { EditableUntil: string }[];
    expect(listed[0]!.EditableUntil).toBe('2027-11-07T01:30:00.000Z');
    expect((await send('POST', `/api/Order/CancelPendingOrder?accountNumber=${DUBLIN}&orderNumber=${order}`, token)).statusCode).toBe(200);
  });
});

describe('the usual order’s weeks are the store’s calendar days (GET /api/OrderHistory/UsualOrder)', () => {
  const weeksAgo = async (account: string) => {
    const body = (await send('GET', `/api/OrderHistory/UsualOrder?accountNumber=${account}`)).json() as UsualOrder;
    return Object.fromEntries(body.Proposals.map((p) => [p.SKU, p.LastOrderedWeeksAgo]));
  };

  it.each([
    ['00:30 on 1 January 2027 in Dublin: both on Friday 25 December, seven days back', DUBLIN, '2027-01-01T00:30:00Z', '2026-12-25T04:30:00Z', '2026-12-25T23:30:00Z', [1, 1]],
    ['19:30 on 31 December in New York: 23:30 on 24 December is week 1, 18:30 on the 25th week 0', NEW_YORK, '2027-01-01T00:30:00Z', '2026-12-25T04:30:00Z', '2026-12-25T23:30:00Z', [1, 0]],
    ['00:30 IST on Sunday 4 April 2027, a week after the spring Sunday: its 23:30 is week 1, Monday 00:30 week 0', DUBLIN, '2027-04-03T23:30:00Z', '2027-03-28T22:30:00Z', '2027-03-28T23:30:00Z', [1, 0]],
    ['23:30 GMT on 31 October 2027, the end of a 25-hour day', DUBLIN, '2027-10-31T23:30:00Z', '2027-10-24T22:30:00Z', '2027-10-24T23:30:00Z', [1, 0]],
    ['00:30 on 1 March 2028, with 29 February in week 0', DUBLIN, '2028-03-01T00:30:00Z', '2028-02-23T23:30:00Z', '2028-02-24T00:30:00Z', [1, 0]],
  ])('%s', async (_, account, now, older, newer, expected) => {
    at(now);
    const [a, b] = [products[0]!, products[1]!];
    await place(account, older, OrderStatus.Submitted, a);
    await place(account, newer, OrderStatus.Submitted, b);
    expect(await weeksAgo(account)).toEqual({ [a.sku]: expected[0], [b.sku]: expected[1] });
  });
});

describe('the spending’s months and quarters are the store’s calendar (GET /api/OrderHistory/Insights)', () => {
  const insights = async (account: string) => {
    const body = (await send('GET', `/api/OrderHistory/Insights?accountNumber=${account}`)).json() as OrderInsights;
    const [store] = body.Stores;
    return {
      months: [store!.Months[0]!.Month, store!.Months.at(-1)!.Month],
      quarters: [store!.Quarters[0]!.Quarter, store!.Quarters.at(-1)!.Quarter],
      ordered: store!.Months.filter((m) => m.Orders > 0).map((m) => [m.Month, m.Orders]),
      thisMonth: [store!.ThisMonth.Month, store!.ThisMonth.LastYearMonth, store!.ThisMonth.ThroughDay],
    };
  };

  it.each([
    ['00:30 on 1 January 2027 in Dublin: 23:30 on New Year’s Eve is December’s', DUBLIN, '2027-01-01T00:30:00Z', ['2026-12-31T23:30:00Z', '2027-01-01T00:15:00Z'],
      { months: ['2026-02', '2027-01'], quarters: ['2026-Q1', '2027-Q1'], ordered: [['2026-12', 1], ['2027-01', 1]], thisMonth: ['2027-01', '2026-01', 1] }],
    ['the same instant in New York: still December, both orders in it', NEW_YORK, '2027-01-01T00:30:00Z', ['2026-12-31T23:30:00Z', '2027-01-01T00:15:00Z'],
      { months: ['2026-01', '2026-12'], quarters: ['2026-Q1', '2026-Q4'], ordered: [['2026-12', 2]], thisMonth: ['2026-12', '2025-12', 31] }],
    ['00:30 IST on 1 April 2027: 23:30 on 31 March is the first quarter’s', DUBLIN, '2027-03-31T23:30:00Z', ['2027-03-31T22:30:00Z', '2027-03-31T23:15:00Z'],
      { months: ['2026-05', '2027-04'], quarters: ['2026-Q2', '2027-Q2'], ordered: [['2027-03', 1], ['2027-04', 1]], thisMonth: ['2027-04', '2026-04', 1] }],
    ['23:30 on 29 February 2028: last year’s February is counted to the 28th', DUBLIN, '2028-02-29T23:30:00Z', ['2027-03-01T00:30:00Z', '2028-02-29T23:00:00Z'],
      { months: ['2027-03', '2028-02'], quarters: ['2027-Q1', '2028-Q1'], ordered: [['2027-03', 1], ['2028-02', 1]], thisMonth: ['2028-02', '2027-02', 28] }],
  ])('%s', async (_, account, now, orders, expected) => {
    at(now);
    for (const [i, orderedAt] of orders.entries()) await place(account, orderedAt, OrderStatus.Submitted, products[i]);
    expect(await insights(account)).toEqual(expected);
  });
});

describe('My Orders’ windows count whole days of 24 hours back from now (FilteredByTimeSpanOrderHistory)', () => {
  it.each([
    ['Past week at 00:30 IST on Monday 29 March 2027 reaches back to 23:30 GMT on Sunday 21 March, across the 23-hour Sunday', '2027-03-28T23:30:00Z', 7, '2027-03-21T23:30:00Z'],
    ['Past week at 00:30 on 1 January 2027 reaches back to 00:30 on Christmas Day', '2027-01-01T00:30:00Z', 7, '2026-12-25T00:30:00Z'],
    ['Past month at 23:30 on 29 February 2028 reaches back to 23:30 on 30 January', '2028-02-29T23:30:00Z', 30, '2028-01-30T23:30:00Z'],
    ['Past year at 23:30 on 29 February 2028 reaches back to 23:30 on 1 March 2027', '2028-02-29T23:30:00Z', 365, '2027-03-01T23:30:00Z'],
  ])('%s', async (_, now, timeSpan, from) => {
    at(now);
    const inside = await place(DUBLIN, from, OrderStatus.Submitted, products[0]);
    await place(DUBLIN, new Date(Date.parse(from) - 60_000).toISOString(), OrderStatus.Submitted, products[1]);
    const listed = (await send('GET', `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${DUBLIN}&timeSpan=${timeSpan}`)).json().OrderHistory as { OrderNumber: string }[];
    expect(listed.map((o) => o.OrderNumber)).toEqual([inside]);
  });
});

describe('token and link lifetimes', () => {
  it('a token issued at 00:30 on the spring Sunday works for 12 hours: until 13:30 Irish summer time', async () => {
    at('2027-03-28T00:30:00Z');
    const token = await login();
    at('2027-03-28T12:29:59Z');
    expect((await send('GET', `/api/Order/CutOff?accountNumber=${SINGLE}`, token)).statusCode).toBe(200);
    at('2027-03-28T12:30:00Z');
    expect((await send('GET', `/api/Order/CutOff?accountNumber=${SINGLE}`, token)).statusCode).toBe(401);
  });

  it('a reset link asked at 01:45 IST on the autumn Sunday works for an hour: until 01:45 GMT, the same wall time', async () => {
    at('2027-10-31T00:45:00Z');
    const post = (url: string, body: object) => h.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    await post('/api/Account/ForgottenPassword', { Email: 'single@demo.test' });
    const link = new URL((await h.outbox()).filter((m) => m.to.includes('single@demo.test')).at(-1)!.link!);
    const check = () => post('/api/Account/CheckResetLink', { Email: 'single@demo.test', Code: link.searchParams.get('code') });
    at('2027-10-31T01:44:59Z');
    expect((await check()).statusCode).toBe(200);
    at('2027-10-31T01:45:00Z');
    expect((await check()).statusCode).toBe(410);
  });

  it('at most 3 link mails an hour, counted on the server’s clock: from 23:30 on 29 February 2028, the next at 00:30 on 1 March', async () => {
    const post = () => h.app.inject({ method: 'POST', url: '/api/Account/ForgottenPassword', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ Email: 'multi@demo.test' }) });
    const mails = async () => (await h.outbox()).filter((m) => m.to.includes('multi@demo.test')).length;
    const before = await mails();
    at('2028-02-29T23:30:00Z');
    for (let i = 0; i < 4; i++) await post();
    expect(await mails()).toBe(before + 3);
    at('2028-03-01T00:29:59Z');
    await post();
    expect(await mails()).toBe(before + 3);
    at('2028-03-01T00:30:01Z');
    await post();
    expect(await mails()).toBe(before + 4);
  });

  it('an email-change link made at 00:30 IST on the autumn Sunday works for 24 hours: until 23:30 GMT the same day, a 25-hour day', async () => {
    at('2027-10-30T23:30:00Z');
    const token = await login();
    // A token of the moment asked at: the first one is older than its 12 hours by then.
    const userInfo = async () => (await send('GET', `/api/Account/UserInfo?accountNumber=${SINGLE}`)).json().PendingEmail as string | null;
    const put = await h.app.inject({ method: 'PUT', url: `/api/Account/UpdateAccount?accountNumber=${SINGLE}`, headers: { ...auth(token), 'content-type': 'application/json' }, payload: JSON.stringify({ Email: 'single-new@demo.test', CurrentPassword: 'Portal-Demo-1' }) });
    expect(put.statusCode, put.body).toBe(200);
    at('2027-10-31T23:29:59Z');
    expect(await userInfo()).toBe('single-new@demo.test');
    at('2027-10-31T23:30:00Z');
    expect(await userInfo()).toBeNull();
  });
});
