import { describe, expect, it } from 'vitest';
import { cartTotalsCents } from './money';
import { OrderStatus } from './orders';
import type { Category } from './products';
import { isInvoicedStatus, percentChange, SPEND_CATEGORIES, SPEND_MONTHS, spendInsights, spendInsightsReadFrom, type SpendOrder } from './spendInsights';

/** An order priced as the server prices one: lines in cents, VAT once per order (cartTotalsCents). */
function order(orderedAt: string, lines: [sku: string, category: Category | null, outers: number, priceOuterCents: number][], status: number = OrderStatus.Submitted): SpendOrder {
  const t = cartTotalsCents(lines.map(([, , quantity, priceOuterCents]) => ({ quantity, priceOuterCents })));
  return {
    orderedAt,
    status,
    netCents: t.subTotalCents,
    vatCents: t.vatTotalCents,
    grossCents: t.orderTotalCents,
    lines: lines.map(([SKU, category, outers, price]) => ({ SKU, product: `Product ${SKU}`, category, outers, netCents: outers * price })),
  };
}
const TODAY = '2026-11-27T10:00:00Z';
const month = (r: ReturnType<typeof spendInsights>, label: string) => r.months.find((m) => m.month === label)!;

/** A credit note as the server passes one (ADR 0055): the negated figures of an order of what it credits. */
function credit(issuedAt: string, lines: [sku: string, category: Category | null, outers: number, priceOuterCents: number][]): SpendOrder {
  const o = order(issuedAt, lines, OrderStatus.Processing);
  return { ...o, credit: true, netCents: -o.netCents, vatCents: -o.vatCents, grossCents: -o.grossCents, lines: o.lines.map((l) => ({ ...l, outers: -l.outers, netCents: -l.netCents })) };
}

describe('spendInsights with credit notes (ADR 0055)', () => {
  it('subtracts a credit note in the month and quarter of its store-local issue date, counting no order', () => {
    const bought = order('2026-10-30T10:00:00Z', [['A', 'RMC', 10, 5_000], ['B', 'EVAP', 2, 1_000]]);
    // Issued at 00:30 Dublin on 1 November (00:30 UTC): November's, not October's.
    const credited = credit('2026-11-01T00:30:00Z', [['A', 'RMC', 1, 5_000]]);
    const r = spendInsights({ orders: [bought, credited], today: TODAY, timeZone: 'Europe/Dublin' });
    expect(month(r, '2026-10')).toMatchObject({ orders: 1, outers: 12, netCents: 52_000 });
    expect(month(r, '2026-11')).toMatchObject({ orders: 0, outers: -1, netCents: -5_000, vatCents: -1_150, grossCents: -6_150 });
    expect(month(r, '2026-11').categories.find((c) => c.category === 'RMC')).toMatchObject({ netCents: -5_000, outers: -1 });
    expect(r.quarters.at(-1)).toMatchObject({ quarter: '2026-Q4', orders: 1, outers: 11, netCents: 47_000 });
    expect(r.totals).toMatchObject({ orders: 1, netCents: 47_000 });
    expect(r.topBySpend.find((p) => p.SKU === 'A')).toMatchObject({ netCents: 45_000, outers: 9 });
  });

  it('a credit note of a product not bought in the window names no top product', () => {
    const r = spendInsights({ orders: [credit('2026-11-02T10:00:00Z', [['Z', 'CGR', 1, 100]])], today: TODAY });
    expect(r.topBySpend.map((p) => p.SKU)).not.toContain('Z');
  });
});

describe('spendInsights', () => {
  it('an empty history: twelve months and five quarters of zeros, no top products, no base to compare with', () => {
    const r = spendInsights({ orders: [], today: TODAY });
    expect(r.today).toBe('2026-11-27');
    expect(r.months.map((m) => m.month)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    for (const m of r.months) {
      expect(m).toMatchObject({ orders: 0, outers: 0, netCents: 0, vatCents: 0, grossCents: 0 });
      expect(m.categories.map((c) => c.category)).toEqual([...SPEND_CATEGORIES]);
    }
    // December 2025 is in the window, so its whole quarter (from October 2025) is listed.
    expect(r.quarters.map((q) => [q.quarter, q.firstMonth, q.lastMonth, q.complete])).toEqual([
      ['2025-Q4', '2025-10', '2025-12', true],
      ['2026-Q1', '2026-01', '2026-03', true],
      ['2026-Q2', '2026-04', '2026-06', true],
      ['2026-Q3', '2026-07', '2026-09', true],
      ['2026-Q4', '2026-10', '2026-12', false],
    ]);
    expect(r.topBySpend).toEqual([]);
    expect(r.topByOuters).toEqual([]);
    expect(r.monthOnYear).toMatchObject({ month: '2026-11', lastYearMonth: '2025-11', throughDay: 27, change: { netPercent: null, grossPercent: null, outersPercent: null } });
  });

  it('one month: the month, its categories, the quarter, the totals and the top lists agree', () => {
    const r = spendInsights({
      orders: [
        order('2026-11-03T09:00:00Z', [['RMC1', 'RMC', 2, 12_000], ['NICP1', 'NICP', 5, 4_500]]),
        order('2026-11-20T09:00:00Z', [['RMC1', 'RMC', 1, 12_000], ['EVAP1', 'EVAP', 10, 3_999]]),
      ],
      today: TODAY,
    });
    const nov = month(r, '2026-11');
    // 24,000 + 22,500 = 46,500 (VAT 10,695); 12,000 + 39,990 = 51,990 (VAT 11,957.7 → 11,958).
    expect(nov).toMatchObject({ orders: 2, outers: 18, netCents: 98_490, vatCents: 10_695 + 11_958, grossCents: 98_490 + 22_653 });
    expect(Object.fromEntries(nov.categories.filter((c) => c.netCents).map((c) => [c.category, [c.netCents, c.outers]]))).toEqual({ RMC: [36_000, 3], NICP: [22_500, 5], EVAP: [39_990, 10] });
    expect(nov.categories.reduce((n, c) => n + c.netCents, 0)).toBe(nov.netCents);
    expect(r.totals).toEqual({ orders: 2, outers: 18, netCents: 98_490, vatCents: 22_653, grossCents: 121_143 });
    expect(r.quarters.at(-1)).toMatchObject({ quarter: '2026-Q4', orders: 2, netCents: 98_490, vatCents: 22_653 });
    expect(r.topBySpend.map((p) => [p.SKU, p.netCents])).toEqual([['EVAP1', 39_990], ['RMC1', 36_000], ['NICP1', 22_500]]);
    expect(r.topByOuters.map((p) => [p.SKU, p.outers])).toEqual([['EVAP1', 10], ['NICP1', 5], ['RMC1', 3]]);
    expect(r.monthOnYear.thisYear).toEqual(r.totals);
  });

  it('a full year: every month counted once, quarters sum their months, the year before the window left out of the months', () => {
    const orders = [];
    // One order on the 10th of each month from November 2025 (last year's month) to November 2026.
    for (let i = 0; i <= 12; i++) {
      const y = 2025 + Math.floor((10 + i) / 12);
      const m = ((10 + i) % 12) + 1;
      orders.push(order(`${y}-${String(m).padStart(2, '0')}-10T12:00:00Z`, [['CGR1', 'CGR', 1 + i, 1_000], ['PIP1', 'PIP', 1, 333]]));
    }
    const r = spendInsights({ orders, today: TODAY });
    expect(r.months.map((m) => m.orders)).toEqual(Array(SPEND_MONTHS).fill(1));
    expect(r.totals.orders).toBe(12);
    expect(r.totals.netCents).toBe(r.months.reduce((n, m) => n + m.netCents, 0));
    // Quarters are whole: 2025-Q4 holds November 2025 too, which is before the window's months.
    expect(r.quarters.map((q) => q.orders)).toEqual([2, 3, 3, 3, 2]);
    for (const q of r.quarters.slice(1)) {
      const inIt = r.months.filter((m) => m.month >= q.firstMonth && m.month <= q.lastMonth);
      expect(q.vatCents).toBe(inIt.reduce((n, m) => n + m.vatCents, 0));
      expect(q.grossCents).toBe(q.netCents + q.vatCents);
    }
    // This November: 13 × 10.00 + 3.33 = 133.33; last November: 1 × 10.00 + 3.33 = 13.33.
    expect(r.monthOnYear.thisYear.netCents).toBe(13_333);
    expect(r.monthOnYear.lastYear.netCents).toBe(1_333);
    expect(r.monthOnYear.change.netPercent).toBe(900.2);
    expect(r.monthOnYear.change.outersPercent).toBe(600);
    expect(r.topByOuters[0]).toMatchObject({ SKU: 'CGR1', outers: [...Array(12).keys()].reduce((n, i) => n + 2 + i, 0) });
  });

  it('compares this month to date with the same days of last year, and shows the whole of last year’s month beside it', () => {
    const r = spendInsights({
      orders: [order('2025-11-05T12:00:00Z', [['A', 'RMC', 1, 10_000]]), order('2025-11-28T12:00:00Z', [['A', 'RMC', 4, 10_000]]), order('2026-11-06T12:00:00Z', [['A', 'RMC', 2, 10_000]])],
      today: TODAY,
    });
    expect(r.monthOnYear.lastYear).toMatchObject({ orders: 1, netCents: 10_000 });
    expect(r.monthOnYear.lastYearWholeMonth).toMatchObject({ orders: 2, netCents: 50_000 });
    expect(r.monthOnYear.change).toEqual({ netPercent: 100, grossPercent: 100, outersPercent: 100 });
    // On 29 February last year's February ends on the 28th.
    expect(spendInsights({ orders: [], today: '2028-02-29T12:00:00Z' }).monthOnYear).toMatchObject({ month: '2028-02', lastYearMonth: '2027-02', throughDay: 28 });
  });

  it('a year boundary: an order is in the month and quarter of its store-local date', () => {
    // 23:30 UTC on 31 December is 00:30 on 1 January in Berlin, still 31 December in Dublin.
    const late = order('2025-12-31T23:30:00Z', [['RYO1', 'RYO', 3, 8_000]]);
    const berlin = spendInsights({ orders: [late], today: '2026-06-15T12:00:00Z', timeZone: 'Europe/Berlin' });
    expect(month(berlin, '2026-01').orders).toBe(1);
    expect(month(berlin, '2025-12').orders).toBe(0);
    expect(berlin.quarters.find((q) => q.quarter === '2026-Q1')!.orders).toBe(1);
    const dublin = spendInsights({ orders: [late], today: '2026-06-15T12:00:00Z', timeZone: 'Europe/Dublin' });
    expect(month(dublin, '2025-12').orders).toBe(1);
    expect(dublin.quarters.find((q) => q.quarter === '2025-Q4')).toMatchObject({ orders: 1, complete: true });
    // Today's month in the store's zone: 23:30 UTC on 31 December is already January in Berlin.
    expect(spendInsights({ orders: [], today: '2026-12-31T23:30:00Z', timeZone: 'Europe/Berlin' }).months.at(-1)!.month).toBe('2027-01');
  });

  it('a month with cancelled orders: they count for nothing; pending orders are reported apart; an unknown status counts as Submitted', () => {
    const r = spendInsights({
      orders: [
        order('2026-10-01T12:00:00Z', [['A', 'RMC', 1, 10_000]]),
        order('2026-10-02T12:00:00Z', [['B', 'EVAP', 9, 10_000]], OrderStatus.Cancelled),
        order('2026-10-03T12:00:00Z', [['A', 'RMC', 1, 10_000]], OrderStatus.Processing),
        order('2026-10-04T12:00:00Z', [['A', 'RMC', 1, 10_000]], 7),
        order('2026-11-26T12:00:00Z', [['C', 'NICP', 2, 5_000]], OrderStatus.Pending),
      ],
      today: TODAY,
    });
    expect(month(r, '2026-10')).toMatchObject({ orders: 3, outers: 3, netCents: 30_000 });
    expect(month(r, '2026-10').categories.find((c) => c.category === 'EVAP')!.netCents).toBe(0);
    expect(month(r, '2026-11').orders).toBe(0);
    expect(r.pending).toEqual({ orders: 1, outers: 2, netCents: 10_000, vatCents: 2_300, grossCents: 12_300 });
    expect(r.topBySpend.map((p) => p.SKU)).toEqual(['A']);
    expect([0, 1, 2, 3, 7].map(isInvoicedStatus)).toEqual([true, false, true, false, true]);
  });

  it('rounding: a month’s VAT is the sum of its invoices’ VAT, each rounded once per order, not 23 % of the month re-rounded', () => {
    // Three orders of 0.02 net: each invoice's VAT is 0.46 cent → 0; 23 % of 0.06 would be 1.38 → 1 cent.
    const r = spendInsights({ orders: [1, 2, 3].map((d) => order(`2026-09-0${d}T12:00:00Z`, [['A', 'PIP', 1, 2]])), today: TODAY });
    expect(month(r, '2026-09')).toMatchObject({ netCents: 6, vatCents: 0, grossCents: 6 });
    // Half-up per order: 2.50 net → VAT 57.5 cent → 58.
    const half = spendInsights({ orders: [order('2026-09-10T12:00:00Z', [['A', 'PIP', 1, 250]])], today: TODAY });
    expect(month(half, '2026-09')).toMatchObject({ netCents: 250, vatCents: 58, grossCents: 308 });
  });

  it('lines of a product gone from the catalogue go to Other; a product is named as last ordered; top lists keep ten, ties by the other figure then SKU', () => {
    const orders = [
      order('2026-05-01T12:00:00Z', [['GONE', null, 1, 500]]),
      ...Array.from({ length: 12 }, (_, i) => order(`2026-06-${String(i + 1).padStart(2, '0')}T12:00:00Z`, [[`P${String(i).padStart(2, '0')}`, 'RMC', 2, 1_000]])),
      order('2026-06-20T12:00:00Z', [['P00', 'RMC', 0, 0]]),
    ];
    orders[1]!.lines = [{ ...orders[1]!.lines[0]!, product: 'Old name' }];
    const r = spendInsights({ orders, today: TODAY });
    expect(month(r, '2026-05').categories.find((c) => c.category === 'Other')).toEqual({ category: 'Other', netCents: 500, outers: 1 });
    expect(r.topBySpend).toHaveLength(10);
    expect(r.topBySpend.map((p) => p.SKU).slice(0, 3)).toEqual(['P00', 'P01', 'P02']);
    expect(r.topBySpend[0]!.product).toBe('Product P00');
  });

  it.each([
    ['00:30 on 1 December: the month has begun, last year’s December to the 1st', '2026-12-01T00:30:00Z', 'Europe/Dublin', '2026-12-01', ['2026-01', '2026-12'], ['2026-Q1', '2026-Q4', 4], ['2025-12', 1], [['2026-11-30T23:30:00Z', '2026-11'], ['2026-12-01T00:15:00Z', '2026-12']]],
    ['23:30 on 30 November, the last day of a month', '2026-11-30T23:30:00Z', 'Europe/Dublin', '2026-11-30', ['2025-12', '2026-11'], ['2025-Q4', '2026-Q4', 5], ['2025-11', 30], [['2026-11-01T00:30:00Z', '2026-11'], ['2026-10-31T23:30:00Z', '2026-10']]],
    ['00:30 on 1 January: a new year and quarter', '2027-01-01T00:30:00Z', 'Europe/Dublin', '2027-01-01', ['2026-02', '2027-01'], ['2026-Q1', '2027-Q1', 5], ['2026-01', 1], [['2026-12-31T23:30:00Z', '2026-12'], ['2027-01-01T00:15:00Z', '2027-01']]],
    ['the same instant in New York: still 31 December', '2027-01-01T00:30:00Z', 'America/New_York', '2026-12-31', ['2026-01', '2026-12'], ['2026-Q1', '2026-Q4', 4], ['2025-12', 31], [['2026-12-31T23:30:00Z', '2026-12'], ['2026-12-01T04:30:00Z', '2026-11']]],
    ['02:30 IST on 28 March 2027, the first hour of summer time', '2027-03-28T01:30:00Z', 'Europe/Dublin', '2027-03-28', ['2026-04', '2027-03'], ['2026-Q2', '2027-Q1', 4], ['2026-03', 28], [['2027-02-28T23:30:00Z', '2027-02'], ['2027-03-01T00:30:00Z', '2027-03']]],
    ['23:30 IST on 31 March 2027, the last day of a quarter', '2027-03-31T22:30:00Z', 'Europe/Dublin', '2027-03-31', ['2026-04', '2027-03'], ['2026-Q2', '2027-Q1', 4], ['2026-03', 31], [['2027-03-31T22:15:00Z', '2027-03'], ['2026-12-31T23:30:00Z', '2026-12']]],
    ['00:30 IST on 1 April 2027: the quarter before is complete', '2027-03-31T23:30:00Z', 'Europe/Dublin', '2027-04-01', ['2026-05', '2027-04'], ['2026-Q2', '2027-Q2', 5], ['2026-04', 1], [['2027-03-31T22:45:00Z', '2027-03'], ['2027-03-31T23:15:00Z', '2027-04']]],
    ['the first 01:30 of 31 October 2027 (IST)', '2027-10-31T00:30:00Z', 'Europe/Dublin', '2027-10-31', ['2026-11', '2027-10'], ['2026-Q4', '2027-Q4', 5], ['2026-10', 31], [['2027-09-30T23:30:00Z', '2027-10'], ['2027-10-31T00:15:00Z', '2027-10']]],
    ['23:30 GMT on 31 October 2027, the end of a 25-hour day', '2027-10-31T23:30:00Z', 'Europe/Dublin', '2027-10-31', ['2026-11', '2027-10'], ['2026-Q4', '2027-Q4', 5], ['2026-10', 31], [['2027-10-31T01:15:00Z', '2027-10'], ['2027-09-30T22:30:00Z', '2027-09']]],
    ['23:30 on 29 February 2028: last year’s February ends on the 28th', '2028-02-29T23:30:00Z', 'Europe/Dublin', '2028-02-29', ['2027-03', '2028-02'], ['2027-Q1', '2028-Q1', 5], ['2027-02', 28], [['2028-02-29T23:15:00Z', '2028-02'], ['2027-03-01T00:30:00Z', '2027-03']]],
    ['00:30 on 1 March 2028: 29 February is last month', '2028-03-01T00:30:00Z', 'Europe/Dublin', '2028-03-01', ['2027-04', '2028-03'], ['2027-Q2', '2028-Q1', 4], ['2027-03', 1], [['2028-02-29T23:30:00Z', '2028-02'], ['2028-03-01T00:15:00Z', '2028-03']]],
    ['the same instant in New York: still 29 February', '2028-03-01T00:30:00Z', 'America/New_York', '2028-02-29', ['2027-03', '2028-02'], ['2027-Q1', '2028-Q1', 5], ['2027-02', 28], [['2028-03-01T00:15:00Z', '2028-02'], ['2028-02-01T04:30:00Z', '2028-01']]],
  ] as const)('at %s', (_, today, timeZone, localToday, [firstMonth, lastMonth], [firstQuarter, lastQuarter, quarters], [lastYearMonth, throughDay], placed) => {
    const r = spendInsights({ orders: [], today, timeZone });
    expect(r.today).toBe(localToday);
    expect([r.months[0]!.month, r.months.at(-1)!.month]).toEqual([firstMonth, lastMonth]);
    expect([r.quarters[0]!.quarter, r.quarters.at(-1)!.quarter, r.quarters.length]).toEqual([firstQuarter, lastQuarter, quarters]);
    // Every quarter before the current one is complete.
    expect(r.quarters.map((q) => q.complete)).toEqual([...Array(quarters - 1).fill(true), false]);
    expect(r.monthOnYear).toMatchObject({ month: lastMonth, lastYearMonth, throughDay });
    // An order lands in the month of its store-local date, 23:30 on a month's last day and 00:30 on its first alike.
    for (const [orderedAt, inMonth] of placed) {
      const one = spendInsights({ orders: [order(orderedAt, [['A', 'RMC', 1, 1_000]])], today, timeZone });
      expect(one.months.filter((m) => m.orders > 0).map((m) => m.month), orderedAt).toEqual([inMonth]);
      expect(spendInsightsReadFrom(today, timeZone).getTime()).toBeLessThan(Date.parse(orderedAt));
    }
  });

  it('percentChange and spendInsightsReadFrom', () => {
    expect(percentChange(110, 100)).toBe(10);
    expect(percentChange(0, 100)).toBe(-100);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(5, 0)).toBeNull();
    // November 2026: the first quarter starts in October 2025, last year's month is November 2025.
    expect(spendInsightsReadFrom(TODAY).toISOString()).toBe('2025-09-29T00:00:00.000Z');
    // January 2027: window from February 2026 (quarter from January 2026); last year's month January 2026.
    expect(spendInsightsReadFrom('2027-01-15T12:00:00Z').toISOString()).toBe('2025-12-30T00:00:00.000Z');
  });
});
