/**
 * The store's spending at a glance: GET /api/OrderHistory/Insights answers, for the demo
 * stores, figures that are the sums of their invoices (the PDFs' own Subtotal, VAT and Total for a
 * month, the orders' totals for every month and quarter); 'Download for my accountant' (InsightsCsv) is the same
 * figures as CSV, its cells safe from formula injection; Tier 3, another's store and an unknown store are
 * refused like every order view (§6).
 */
import { OrderStatus, SPEND_MONTHS, spendInsights } from '@trade-portal/domain';
import type { Order, OrderInsights, StoreInsights } from '@trade-portal/api-client';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { schema } from '../src/db/open';
import { ORDER_VIEWS_RESTRICTED_MESSAGE } from '../src/handlers/orderHistory';
import { Catalogue } from '../src/services/catalogue';
import { INSIGHTS_CSV_HEADER, insightsCsv } from '../src/services/insightsCsv';
import { storeSpend, storesToShow } from '../src/services/orderInsights';
import { auth, MULTI, RESTRICTED, SINGLE, setupApi } from './helpers';
import { pdfText } from './pdfText';

const h = await setupApi();
const single = await h.login('single@demo.test');
const multi = await h.login('multi@demo.test');
const get = (token: string, url: string) => h.app.inject({ method: 'GET', url, headers: auth(token) });
const insights = async (token: string, account: string, extra = '') => {
  const res = await get(token, `/api/OrderHistory/Insights?accountNumber=${account}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OrderInsights;
};
const cents = (eur: number) => Math.round(eur * 100);
const monthOf = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Dublin', year: 'numeric', month: '2-digit' });
/** 'YYYY-MM' of an instant in Dublin, the demo stores' time zone. */
const dublinMonth = (iso: string) => monthOf.format(new Date(iso)).slice(0, 7);
const invoiced = (o: Order) => o.Status === OrderStatus.Submitted || o.Status === OrderStatus.Processing;
const history = async (token: string, account: string) =>
  (await get(token, `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${account}&timeSpan=500`)).json().OrderHistory as Order[];
const sumOf = (orders: Order[]) => ({
  Orders: orders.length,
  TotalItems: orders.reduce((n, o) => n + o.TotalItems, 0),
  SubTotal: orders.reduce((n, o) => n + cents(o.SubTotal), 0),
  VatTotal: orders.reduce((n, o) => n + cents(o.VatTotal), 0),
  OrderTotal: orders.reduce((n, o) => n + cents(o.OrderTotal), 0),
});
const inCents = (a: { Orders: number; TotalItems: number; SubTotal: number; VatTotal: number; OrderTotal: number }) => ({
  Orders: a.Orders, TotalItems: a.TotalItems, SubTotal: cents(a.SubTotal), VatTotal: cents(a.VatTotal), OrderTotal: cents(a.OrderTotal),
});

describe('GET /api/OrderHistory/Insights on the demo stores', () => {
  it.each([
    ['single@', SINGLE],
    ['multi@', MULTI[0]],
  ])('%s store %s: every month and quarter is the sum of its invoiced orders, a real year across several categories', async (who, account) => {
    const token = who === 'single@' ? single : multi;
    const body = await insights(token, account);
    expect(body.Months).toBe(SPEND_MONTHS);
    expect(body.Stores.map((s) => s.AccountNumber)).toEqual([account]);
    const [store] = body.Stores as [StoreInsights];
    expect(store.Months).toHaveLength(SPEND_MONTHS);
    const orders = await history(token, account);
    for (const m of store.Months) {
      expect(inCents(m), m.Month).toEqual(sumOf(orders.filter((o) => invoiced(o) && dublinMonth(o.OrderDate) === m.Month)));
      expect(cents(m.SubTotal)).toBe(m.Categories.reduce((n, c) => n + cents(c.SubTotal), 0));
    }
    for (const q of store.Quarters) {
      const inQuarter = orders.filter((o) => invoiced(o) && dublinMonth(o.OrderDate) >= q.FirstMonth && dublinMonth(o.OrderDate) <= q.LastMonth);
      expect(inCents(q), q.Quarter).toEqual(sumOf(inQuarter));
    }
    expect(inCents(store.Pending)).toEqual(sumOf(orders.filter((o) => o.Status === OrderStatus.Pending && dublinMonth(o.OrderDate) >= store.Months[0]!.Month)));
    // The seeded history: every whole month of the year has orders, in at least four categories over the
    // year, and last year's month is there to compare with. This month may have none yet: the newest seeded
    // order is 3 days old, so on the first days of a month its orders are all in the month before.
    expect(store.Months.slice(0, -1).filter((m) => m.Orders === 0).map((m) => m.Month)).toEqual([]);
    const categories = new Set(store.Months.flatMap((m) => m.Categories.filter((c) => c.SubTotal > 0).map((c) => c.Category)));
    expect(categories.size).toBeGreaterThanOrEqual(4);
    // The months before the drawn year (seed/earlierMonths): the first quarter is whole, last year's month is there.
    expect(store.ThisMonth.LastYearWholeMonth.Orders).toBeGreaterThan(1);
    expect(store.Quarters[0]!.Orders).toBeGreaterThanOrEqual(6);
    expect(store.Quarters[0]!.Complete).toBe(true);
    expect(store.Quarters.at(-1)!.Complete).toBe(false);
    expect(store.TopBySpend).toHaveLength(10);
    expect(store.TopByOuters).toHaveLength(10);
  });

  it('last month is the sum of its invoice PDFs: Subtotal, VAT (23%) and Total as printed', async () => {
    const [store] = (await insights(single, SINGLE)).Stores as [StoreInsights];
    const month = store.Months.at(-2)!;
    const orders = (await history(single, SINGLE)).filter((o) => invoiced(o) && dublinMonth(o.OrderDate) === month.Month);
    expect(orders.length).toBeGreaterThan(3);
    const printed = { SubTotal: 0, VatTotal: 0, OrderTotal: 0 };
    const amount = (text: string, label: string) => cents(Number(new RegExp(`${label}: €([0-9,]+\\.[0-9]{2})`).exec(text)![1]!.replace(/,/g, '')));
    for (const o of orders) {
      const pdf = await get(single, `/api/OrderHistory/Invoice?accountNumber=${SINGLE}&ordernumber=${o.OrderNumber}`);
      const text = pdfText(pdf.rawPayload);
      printed.SubTotal += amount(text, 'Subtotal');
      printed.VatTotal += amount(text, 'VAT \\(23%\\)');
      printed.OrderTotal += amount(text, 'Total');
    }
    expect({ SubTotal: cents(month.SubTotal), VatTotal: cents(month.VatTotal), OrderTotal: cents(month.OrderTotal) }).toEqual(printed);
  });

  it('allStores=true: each of multi@’s stores side by side, the asked one first, each as asked alone', async () => {
    const all = await insights(multi, MULTI[1], '&allStores=true');
    expect(all.Stores.map((s) => s.AccountNumber)).toEqual([MULTI[1], MULTI[0], MULTI[2]]);
    for (const s of all.Stores) expect((await insights(multi, s.AccountNumber)).Stores[0]).toEqual(s);
    expect((await insights(single, SINGLE, '&allStores=true')).Stores.map((s) => s.AccountNumber)).toEqual([SINGLE]);
    // A Tier 3 store of the caller is left out of the side by side.
    expect(storesToShow('1', { accountIds: ['2', '1', '3'], tiers: { 1: 2, 2: 3, 3: 1 } }, true)).toEqual(['1', '3']);
    expect(storesToShow('1', { accountIds: ['2', '1', '3'], tiers: { 1: 2, 2: 3, 3: 1 } }, false)).toEqual(['1']);
  });

  it('is refused to a TierAccessLevel 3 store with the order views’ status and Message, CSV and allStores alike', async () => {
    const restricted = await h.login('restricted@demo.test');
    const history30 = await get(restricted, `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${RESTRICTED}&timeSpan=30`);
    for (const path of ['Insights', 'InsightsCsv']) {
      for (const extra of ['', '&allStores=true']) {
        const res = await get(restricted, `/api/OrderHistory/${path}?accountNumber=${RESTRICTED}${extra}`);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ Message: ORDER_VIEWS_RESTRICTED_MESSAGE });
        expect(res.json()).toEqual(history30.json());
      }
    }
  });

  it('refuses another user’s store and a store that does not exist alike, and without an accountNumber', async () => {
    for (const path of ['Insights', 'InsightsCsv']) {
      const other = await get(single, `/api/OrderHistory/${path}?accountNumber=${MULTI[0]}&allStores=true`);
      const unknown = await get(single, `/api/OrderHistory/${path}?accountNumber=99999999&allStores=true`);
      expect(other.statusCode).toBe(403);
      expect(unknown.statusCode).toBe(403);
      expect(unknown.json()).toEqual(other.json());
      expect(other.body).not.toContain('Quayside');
      expect((await get(single, `/api/OrderHistory/${path}`)).statusCode).toBe(400);
      expect((await get(single, `/api/OrderHistory/${path}?accountNumber=${SINGLE}&allStores=maybe`)).statusCode).toBe(400);
    }
  });
});

describe("GET /api/OrderHistory/InsightsCsv ('Download for my accountant')", () => {
  it('is a CSV attachment of the same figures: a row per store and month, then per quarter', async () => {
    const res = await get(multi, `/api/OrderHistory/InsightsCsv?accountNumber=${MULTI[0]}&allStores=true`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const json = await insights(multi, MULTI[0], '&allStores=true');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="spend-all-stores-${json.Stores[0]!.Today}.csv"`);
    expect(res.headers['cache-control']).toMatch(/\bno-store\b/);
    expect(res.body.startsWith('\uFEFFStore,Store name,Period type,Period,From,To,Complete,Orders,Outers,Net (EUR),VAT 23% (EUR),Gross (EUR)\r\n')).toBe(true);
    expect(res.body.endsWith('\r\n')).toBe(true);
    const rows = Papa.parse<string[]>(res.body.slice(1).trimEnd(), { newline: '\r\n' }).data;
    expect(rows[0]).toEqual([...INSIGHTS_CSV_HEADER]);
    const data = rows.slice(1);
    expect(data).toHaveLength(json.Stores.reduce((n, s) => n + s.Months.length + s.Quarters.length, 0));
    const eur = (n: number) => n.toFixed(2);
    let i = 0;
    for (const s of json.Stores) {
      for (const m of s.Months) {
        expect(data[i++]).toEqual([s.AccountNumber, s.AccountName, 'Month', m.Month, `${m.Month}-01`, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), m.Month === s.ThisMonth.Month ? 'No' : 'Yes', String(m.Orders), String(m.TotalItems), eur(m.SubTotal), eur(m.VatTotal), eur(m.OrderTotal)]);
      }
      for (const q of s.Quarters) {
        expect(data[i++]).toEqual([s.AccountNumber, s.AccountName, 'Quarter', q.Quarter, `${q.FirstMonth}-01`, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), q.Complete ? 'Yes' : 'No', String(q.Orders), String(q.TotalItems), eur(q.SubTotal), eur(q.VatTotal), eur(q.OrderTotal)]);
      }
    }
    // February ends on its last day; the current month on today.
    const feb = data.find((r) => r[0] === MULTI[0] && r[3]?.endsWith('-02'))!;
    expect(feb[5]).toMatch(/-02-2[89]$/);
    expect(data.find((r) => r[0] === MULTI[0] && r[3] === json.Stores[0]!.ThisMonth.Month)![5]).toBe(json.Stores[0]!.Today);
    const one = await get(single, `/api/OrderHistory/InsightsCsv?accountNumber=${SINGLE}`);
    expect(one.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="spend-${SINGLE}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
  });

  it('escapes a store name a spreadsheet would run as a formula, and quotes commas, quotes and line breaks', async () => {
    const names = ['=HYPERLINK("http://example.test","Click")', '+1+2', '-3', '@SUM(A1)', '\tTabbed', 'Line\r\nBreak', 'Comma, "Quoted" Ltd', '＝1+1', 'Ó Sé News'];
    const ids = names.map((_, i) => `1009100${i}`);
    await h.database.db.insert(schema.accounts).values(names.map((accountName, i) => ({ jtiAccountId: ids[i]!, accountName, addressLine1: '1 Test Street', employeeName: 'T', employeeMobilePhone: '0' })));
    const stores = await storeSpend({ db: h.database.db, catalogue: new Catalogue(h.database.db, 0) }, ids);
    const csv = insightsCsv(stores);
    const rows = Papa.parse<string[]>(csv.slice(1).trimEnd(), { newline: '\r\n' }).data.slice(1);
    const written = ids.map((id) => rows.find((r) => r[0] === id)![1]);
    expect(written).toEqual(["'=HYPERLINK(\"http://example.test\",\"Click\")", "'+1+2", "'-3", "'@SUM(A1)", "'\tTabbed", 'Line\r\nBreak', 'Comma, "Quoted" Ltd', "'＝1+1", 'Ó Sé News']);
    // papaparse's own pattern would let a formula followed by a line break through; ours does not.
    expect(insightsCsv([{ ...stores[0]!, account: { ...stores[0]!.account, accountName: '=1+1\nmore' } }])).toContain(`"'=1+1\nmore"`);
    // A store without orders: 12 months and 5 quarters of zeros.
    expect(rows.filter((r) => r[0] === ids[0])).toHaveLength(SPEND_MONTHS + stores[0]!.insights.quarters.length);
    expect(rows.find((r) => r[0] === ids[0])!.slice(7)).toEqual(['0', '0', '0.00', '0.00', '0.00']);
  });
});

describe('storeSpend on a store of known orders', () => {
  it('counts Submitted and Processing orders by their Dublin month, Pending apart, Cancelled nowhere, lines of a withdrawn product as Other', async () => {
    const account = '10092001';
    const now = new Date('2027-01-15T12:00:00Z');
    await h.database.db.insert(schema.accounts).values({ jtiAccountId: account, accountName: 'Test Store', addressLine1: '1 Test Street', employeeName: 'T', employeeMobilePhone: '0', timeZone: 'Europe/Dublin' });
    const [product] = await h.database.db.select().from(schema.products).limit(1);
    let n = 0;
    const order = async (at: string, status: number, lines: [sku: string, quantity: number, priceOuterCents: number][]) => {
      const sub = lines.reduce((s, [, q, p]) => s + q * p, 0);
      const vat = Math.round((sub * 23) / 100);
      const [o] = await h.database.db.insert(schema.orders).values({
        orderNumber: `9${account}${++n}`, accountId: account, orderDate: new Date(at), status,
        totalItems: lines.reduce((s, [, q]) => s + q, 0), subTotalCents: sub, vatTotalCents: vat, orderTotalCents: sub + vat,
      }).returning({ id: schema.orders.id });
      await h.database.db.insert(schema.orderLines).values(lines.map(([sku, quantity, priceOuterCents]) => ({ orderId: o!.id, sku, productName: sku, quantity, priceOuterCents })));
    };
    await order('2026-12-31T23:30:00Z', OrderStatus.Submitted, [[product!.sku, 2, 1_001]]);
    await order('2027-01-02T10:00:00Z', OrderStatus.Processing, [['WITHDRAWN-9', 1, 2]]);
    await order('2027-01-03T10:00:00Z', OrderStatus.Cancelled, [[product!.sku, 50, 1_000]]);
    await order('2027-01-14T10:00:00Z', OrderStatus.Pending, [[product!.sku, 1, 1_000]]);
    await order('2026-01-10T10:00:00Z', OrderStatus.Submitted, [[product!.sku, 1, 500]]);
    const [spend] = await storeSpend({ db: h.database.db, catalogue: new Catalogue(h.database.db, 0) }, [account], now);
    const s = spend!.insights;
    expect(s.months.find((m) => m.month === '2026-12')).toMatchObject({ orders: 1, netCents: 2_002, vatCents: 460, grossCents: 2_462 });
    const jan = s.months.find((m) => m.month === '2027-01')!;
    expect(jan).toMatchObject({ orders: 1, outers: 1, netCents: 2, vatCents: 0, grossCents: 2 });
    expect(jan.categories.find((c) => c.category === 'Other')).toEqual({ category: 'Other', netCents: 2, outers: 1 });
    expect(s.pending).toMatchObject({ orders: 1, netCents: 1_000 });
    expect(s.monthOnYear).toMatchObject({ month: '2027-01', lastYearMonth: '2026-01', lastYear: { orders: 1, netCents: 500 }, change: { netPercent: -99.6 } });
    // What the rule makes of the same orders, read as the order views show them.
    expect(s).toEqual(spendInsights({
      orders: [
        { orderedAt: '2026-12-31T23:30:00Z', status: 0, netCents: 2_002, vatCents: 460, grossCents: 2_462, lines: [{ SKU: product!.sku, product: product!.sku, category: product!.category as 'RMC', outers: 2, netCents: 2_002 }] },
        { orderedAt: '2027-01-02T10:00:00Z', status: 2, netCents: 2, vatCents: 0, grossCents: 2, lines: [{ SKU: 'WITHDRAWN-9', product: 'WITHDRAWN-9', category: null, outers: 1, netCents: 2 }] },
        { orderedAt: '2027-01-14T10:00:00Z', status: 1, netCents: 1_000, vatCents: 230, grossCents: 1_230, lines: [{ SKU: product!.sku, product: product!.sku, category: product!.category as 'RMC', outers: 1, netCents: 1_000 }] },
        { orderedAt: '2026-01-10T10:00:00Z', status: 0, netCents: 500, vatCents: 115, grossCents: 615, lines: [{ SKU: product!.sku, product: product!.sku, category: product!.category as 'RMC', outers: 1, netCents: 500 }] },
      ],
      today: now,
      timeZone: 'Europe/Dublin',
    }));
  });
});
