/**
 * The store's usual order: GET /api/OrderHistory/UsualOrder answers what domain's
 * `usualOrder` makes of the store's own orders, as the order views show them; a store of known orders gets
 * the exact proposals, left-out products and alternatives; Tier 3 is refused like every order view (§6),
 * and another's store and a store that does not exist are refused alike.
 */
import { OrderStatus, USUAL_ORDER_WEEKS, usualOrder, usualOuters } from '@trade-portal/domain';
import type { Order, UsualOrder } from '@trade-portal/api-client';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../src/db/open';
import { ORDER_VIEWS_RESTRICTED_MESSAGE } from '../src/handlers/orderHistory';
import { Catalogue, quantityRule } from '../src/services/catalogue';
import { alternativeOf } from '../src/services/recommendations';
import { usualOrderOf } from '../src/services/usualOrder';
import { buildCatalogue, DEMO_PRODUCTS } from '../src/seed/demoCatalogue';
import { weeklyRhythm } from '../src/seed/weeklyRhythm';
import { auth, MULTI, RESTRICTED, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const single = await h.login('single@demo.test');
const multi = await h.login('multi@demo.test');
const get = (token: string, url: string) => h.app.inject({ method: 'GET', url, headers: auth(token) });
const usual = (token: string, account: string) => get(token, `/api/OrderHistory/UsualOrder?accountNumber=${account}`);
const DAY = 86_400_000;

describe('GET /api/OrderHistory/UsualOrder on the demo stores', () => {
  it.each([
    ['single@', SINGLE],
    ['multi@', MULTI[0]],
    ['multi@', MULTI[1]],
  ])('%s store %s: what the rule makes of the orders My Orders shows', async (who, account) => {
    const token = () => (who === 'single@' ? single : multi);
    const res = await usual(token(), account);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as UsualOrder;
    expect(body).toMatchObject({ AccountNumber: account, Weeks: USUAL_ORDER_WEEKS, WeeksConsidered: USUAL_ORDER_WEEKS });

    // The same history read through the order views, put through the rule by hand.
    const history = (await get(token(), `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${account}&timeSpan=400`)).json().OrderHistory as Order[];
    const recent = history.filter((o) => Date.parse(o.OrderDate) > Date.now() - 60 * DAY);
    const lines = [];
    for (const o of recent) {
      const details = (await get(token(), `/api/OrderHistory/OrderHistoryDetails?accountNumber=${account}&orderNumber=${o.OrderNumber}`)).json() as Order;
      for (const l of details.OrderDetails) lines.push({ orderedAt: o.OrderDate, SKU: l.SKU, Quantity: l.Quantity, Status: o.Status });
    }
    const rows = await h.database.db.select().from(schema.products);
    const catalogue = rows.map((r) => ({ SKU: r.sku, MinimumOrder: r.minimumOrder, MinimumOrderIncremental: r.minimumOrderIncremental, OutOfStock: r.outOfStock, IsArchived: r.isArchived }));
    const first = history.filter((o) => o.Status !== OrderStatus.Cancelled).at(-1)!.OrderDate;
    const expected = usualOrder({ lines, catalogue, today: new Date(), timeZone: 'Europe/Dublin', firstOrderedAt: first });
    expect(body.Proposals.map((p) => [p.SKU, p.Quantity, p.WeeksOrdered, p.MedianQuantity])).toEqual(expected.proposals.map((p) => [p.SKU, p.outers, p.weeksOrdered, p.medianOuters]));
    expect(body.LeftOut.map((l) => [l.SKU, l.Reason])).toEqual(expected.leftOut.map((l) => [l.SKU, l.reason]));
    expect(body.DidYouForget).toEqual(expected.didYouForget.map((p) => p.SKU));
    for (const p of body.Proposals) expect(p.Product).toBe(rows.find((r) => r.sku === p.SKU)!.name);
  });

  it.each([SINGLE, ...MULTI])('store %s shows the seeded weekly rhythm: staples to not forget, the others usual, the former staple left out with its alternative', async (account) => {
    const body = (await usual(account === SINGLE ? single : multi, account)).json() as UsualOrder;
    const rhythm = weeklyRhythm(account, buildCatalogue().slice(0, DEMO_PRODUCTS));
    // Weeks of the last eight each rhythm product was ordered in (rhythm orders are 3 days into a week).
    const weeks = new Map<string, number>();
    for (const o of rhythm.filter((r) => r.daysAgo < 8 * 7)) for (const l of o.lines) weeks.set(l.sku, (weeks.get(l.sku) ?? 0) + 1);
    const staples = [...weeks].filter(([, n]) => n >= 6).map(([sku]) => sku);
    const usualOnes = [...weeks].filter(([, n]) => n >= 4).map(([sku]) => sku);
    const outOfStock = new Set(body.LeftOut.map((l) => l.SKU));
    expect(staples.filter((sku) => !outOfStock.has(sku))).toHaveLength(4);
    for (const sku of staples.filter((x) => !outOfStock.has(x))) expect(body.DidYouForget).toContain(sku);
    for (const sku of usualOnes.filter((x) => !outOfStock.has(x))) expect(body.Proposals.map((p) => p.SKU)).toContain(sku);
    expect(body.Proposals.length).toBeGreaterThanOrEqual(7);
    const left = body.LeftOut.filter((l) => weeks.has(l.SKU));
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ Reason: 'OutOfStock', WeeksOrdered: 6 });
    expect(left[0]!.Alternative).not.toBeNull();
    // The seasonal cigar: the last five weeks of eight.
    expect(body.Proposals.find((p) => p.WeeksOrdered === 5 && weeks.get(p.SKU) === 5)).toBeDefined();
  });

  it('is refused to a TierAccessLevel 3 store with the order views’ status and Message', async () => {
    const res = await usual(await h.login('restricted@demo.test'), RESTRICTED);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ Message: ORDER_VIEWS_RESTRICTED_MESSAGE });
    // The same refusal as My Orders.
    const history = await get(await h.login('restricted@demo.test'), `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${RESTRICTED}&timeSpan=30`);
    expect(history.json()).toEqual(res.json());
  });

  it('refuses another user’s store and a store that does not exist alike, and without an accountNumber', async () => {
    const other = await usual(single, MULTI[0]);
    const unknown = await usual(single, '99999999');
    expect(other.statusCode).toBe(403);
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual(other.json());
    expect(other.body).not.toContain('Quayside');
    expect((await get(single, '/api/OrderHistory/UsualOrder')).statusCode).toBe(400);
  });
});

const now = new Date('2027-03-11T12:00:00Z');
const account = '10090001';
const rows = await h.database.db.select().from(schema.products).orderBy(asc(schema.products.priceListOrder));
const orderable = rows.filter((r) => !r.outOfStock && !r.isArchived);
const stepped = orderable.find((r) => r.minimumOrderIncremental > 1)!;
const staple = orderable.find((r) => r.minimumOrderIncremental === 1 && r.minimumOrder === 1)!;
const outOfStock = rows.find((r) => r.outOfStock && !r.isArchived && alternativeOf(new Map(rows.map((x) => [x.sku, x])), r))!;
const archived = rows.find((r) => r.isArchived)!;

let orderCount = 0;
/** An order of the store `days` days before `now`, with lines [row or SKU, outers]; its number. */
async function order(days: number, lines: [typeof rows[number] | string, number][], status: number = OrderStatus.Submitted) {
  const orderNumber = `9${account}${String(++orderCount).padStart(3, '0')}`;
  const [o] = await h.database.db.insert(schema.orders).values({
    orderNumber, accountId: account, orderDate: new Date(now.getTime() - days * DAY), status,
    totalItems: 0, subTotalCents: 0, vatTotalCents: 0, orderTotalCents: 0,
  }).returning({ id: schema.orders.id });
  await h.database.db.insert(schema.orderLines).values(lines.map(([p, q]) => ({
    orderId: o!.id, sku: typeof p === 'string' ? p : p.sku, productName: typeof p === 'string' ? `Gone ${p}` : p.name, quantity: q, priceOuterCents: 100,
  })));
  return orderNumber;
}
let oldOrder = '';

describe('usualOrderOf on a store of known orders', () => {
  it('proposes the usual outers on the steps, leaves out what cannot be ordered with its alternative, and ignores cancelled orders', async () => {
    await h.database.db.insert(schema.accounts).values({ jtiAccountId: account, accountName: 'Test Store', addressLine1: '1 Test Street', employeeName: 'T', employeeMobilePhone: '0', timeZone: 'Europe/Dublin' });
    // 100 days ago: the store is older than the window.
    oldOrder = await order(100, [[staple, 1]]);
    for (const w of [0, 1, 2, 3, 4, 5, 6, 7]) await order(w * 7 + 1, [[staple, 3], [outOfStock, outOfStock.minimumOrder], [archived, 2], ['WITHDRAWN-1', 5]]);
    // A second order in week 0 adds to that week; one of the stepped product in half of the weeks, off its steps.
    await order(0, [[staple, 2]]);
    for (const w of [0, 2, 4, 6]) await order(w * 7 + 2, [[stepped, stepped.minimumOrder + 1]]);
    // Cancelled: neither its weeks nor its outers count.
    await order(3, [[staple, 400], [orderable.at(-1)!, 9]], OrderStatus.Cancelled);
    await order(10, [[orderable.at(-1)!, 9]], OrderStatus.Cancelled);

    const answer = await usualOrderOf({ db: h.database.db, catalogue: new Catalogue(h.database.db, 0) }, account, now);
    expect(answer).toMatchObject({ AccountNumber: account, Weeks: 8, WeeksConsidered: 8 });
    expect(answer.Proposals).toEqual([
      { SKU: staple.sku, Product: staple.name, Quantity: 3, MedianQuantity: 3, Adjustment: null, WeeksOrdered: 8, WeeksConsidered: 8, LastOrderedWeeksAgo: 0, AlmostEveryWeek: true },
      { SKU: stepped.sku, Product: stepped.name, Quantity: usualOuters(stepped.minimumOrder + 1, quantityRule(stepped)).outers, MedianQuantity: stepped.minimumOrder + 1, Adjustment: 'Increment', WeeksOrdered: 4, WeeksConsidered: 8, LastOrderedWeeksAgo: 0, AlmostEveryWeek: false },
    ]);
    expect(answer.DidYouForget).toEqual([staple.sku]);
    const alternative = alternativeOf(new Map(rows.map((x) => [x.sku, x])), outOfStock)!;
    const byReason = Object.fromEntries(answer.LeftOut.map((l) => [l.Reason, l]));
    expect(byReason.OutOfStock).toMatchObject({ SKU: outOfStock.sku, Product: outOfStock.name, WeeksOrdered: 8, Alternative: { SKU: alternative.sku, Product: alternative.name } });
    expect(byReason.OutOfStock!.Alternative!.Quantity).toBeGreaterThanOrEqual(alternative.minimumOrder);
    expect(byReason.Archived).toMatchObject({ SKU: archived.sku, Product: archived.name, WeeksOrdered: 8 });
    expect(byReason.Withdrawn).toEqual({ SKU: 'WITHDRAWN-1', Product: 'Gone WITHDRAWN-1', Reason: 'Withdrawn', MedianQuantity: 5, WeeksOrdered: 8, WeeksConsidered: 8, LastOrderedWeeksAgo: 0, Alternative: null });
  });

  it('a store without orders, and a new store, are answered from the weeks they have had', async () => {
    const fresh = '10090002';
    await h.database.db.insert(schema.accounts).values({ jtiAccountId: fresh, accountName: 'New Store', addressLine1: '2 Test Street', employeeName: 'T', employeeMobilePhone: '0' });
    const ctx = { db: h.database.db, catalogue: new Catalogue(h.database.db, 0) };
    expect(await usualOrderOf(ctx, fresh, now)).toEqual({ AccountNumber: fresh, Weeks: 8, WeeksConsidered: 0, Proposals: [], LeftOut: [], DidYouForget: [] });
    await h.database.db.update(schema.orders).set({ accountId: fresh }).where(eq(schema.orders.orderNumber, oldOrder));
    // Its one order, 100 days ago, is outside the window: 8 weeks, nothing usual.
    expect(await usualOrderOf(ctx, fresh, now)).toMatchObject({ WeeksConsidered: 8, Proposals: [] });
    // Seen from 10 days after that order: two weeks, one order of one product, proposed.
    const early = await usualOrderOf(ctx, fresh, new Date(now.getTime() - 90 * DAY));
    expect(early).toMatchObject({ WeeksConsidered: 2, Proposals: [{ SKU: staple.sku, Quantity: 1, WeeksOrdered: 1, WeeksConsidered: 2, AlmostEveryWeek: false }] });
  });

  it('a store that does not exist is a 404 (the handler never asks for one: the caller’s stores are checked first)', async () => {
    await expect(usualOrderOf({ db: h.database.db, catalogue: new Catalogue(h.database.db, 0) }, '10099999', now)).rejects.toMatchObject({ statusCode: 404 });
  });
});
