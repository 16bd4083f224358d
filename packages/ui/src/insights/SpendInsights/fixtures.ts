/**
 * Story data for the Insights view: fictional stores' figures as GET /api/OrderHistory/Insights sends
 * them (EUR, outers), today 27 November 2026. Not exported from the package.
 */
import type { InsightsAmounts, InsightsMonth, InsightsProduct, InsightsQuarter, StoreInsights } from '@trade-portal/api-client';

const CODES = ['RMC', 'RYO', 'EVAP', 'NICP', 'CGR', 'PIP', 'Other'] as const;
const MONTHS = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const QUARTERS: [string, string, string][] = [['2025-Q4', '2025-10', '2025-12'], ['2026-Q1', '2026-01', '2026-03'], ['2026-Q2', '2026-04', '2026-06'], ['2026-Q3', '2026-07', '2026-09'], ['2026-Q4', '2026-10', '2026-12']];
const round = (eur: number) => Math.round(eur * 100) / 100;
const zero: InsightsAmounts = { Orders: 0, TotalItems: 0, SubTotal: 0, VatTotal: 0, OrderTotal: 0 };
const amounts = (net: number, orders: number, outers: number): InsightsAmounts => ({ Orders: orders, TotalItems: outers, SubTotal: round(net), VatTotal: round(net * 0.23), OrderTotal: round(net * 1.23) });

/** A month from its net per category (EUR, in CODES order). */
function month(Month: string, nets: readonly number[], orders: number): InsightsMonth {
  const Categories = CODES.map((Category, i) => ({ Category, SubTotal: round(nets[i] ?? 0), TotalItems: Math.round((nets[i] ?? 0) / 90) }));
  const net = Categories.reduce((s, c) => s + c.SubTotal, 0);
  return { Month, ...amounts(net, orders, Categories.reduce((s, c) => s + c.TotalItems, 0)), Categories };
}

function quarters(months: readonly InsightsMonth[], earlier: InsightsAmounts = zero): InsightsQuarter[] {
  return QUARTERS.map(([Quarter, FirstMonth, LastMonth]) => {
    const inside = months.filter((m) => m.Month >= FirstMonth && m.Month <= LastMonth);
    const net = inside.reduce((s, m) => s + m.SubTotal, 0) + (Quarter === '2025-Q4' ? earlier.SubTotal : 0);
    const orders = inside.reduce((s, m) => s + m.Orders, 0) + (Quarter === '2025-Q4' ? earlier.Orders : 0);
    return { Quarter, FirstMonth, LastMonth, Complete: Quarter !== '2026-Q4', ...amounts(net, orders, inside.reduce((s, m) => s + m.TotalItems, 0)) };
  });
}

function totals(months: readonly InsightsMonth[]): InsightsAmounts {
  const net = months.reduce((s, m) => s + m.SubTotal, 0);
  return { ...amounts(net, months.reduce((s, m) => s + m.Orders, 0), months.reduce((s, m) => s + m.TotalItems, 0)), VatTotal: round(months.reduce((s, m) => s + m.VatTotal, 0)), OrderTotal: round(months.reduce((s, m) => s + m.OrderTotal, 0)) };
}

const product = (SKU: string, Product: string, Category: InsightsProduct['Category'], SubTotal: number, TotalItems: number): InsightsProduct => ({ SKU, Product, Category, SubTotal, TotalItems });
const top: InsightsProduct[] = [
  product('RMC1001', 'Harbour Gold 20s', 'RMC', 14373.0, 112),
  product('RMC1009', 'Harbour Blue 20s', 'RMC', 9239.76, 72),
  product('RYO1004', 'Westwind Original 30g', 'RYO', 6572.0, 80),
  product('EVAP1002', 'Vapora Berry Ice Pods 2-pack 18mg', 'EVAP', 3672.0, 80),
  product('CGR1003', 'Casa Verde Robusto 5s', 'CGR', 2630.0, 20),
  product('NICP2001', 'Fjord Mint Pouches 10mg', 'NICP', 1710.0, 45),
  product('PIP4001', 'Old Quay Pipe Mixture 50g', 'PIP', 980.5, 10),
  product('RYO1010', 'Westwind Menthol 30g', 'RYO', 821.5, 10),
];

const yearNets: number[][] = [
  [3400, 1200, 600, 300, 450, 0], [2900, 1100, 520, 280, 0, 120], [3100, 980, 610, 310, 300, 0], [3600, 1250, 700, 360, 520, 90],
  [3300, 1150, 680, 330, 0, 0], [3800, 1300, 760, 390, 600, 110], [4100, 1420, 820, 410, 640, 0], [4300, 1500, 900, 450, 700, 130, 64.2],
  [3900, 1380, 850, 420, 0, 0], [3500, 1260, 790, 380, 560, 95], [3700, 1300, 810, 400, 590, 0], [2600, 950, 560, 290, 0, 80],
];
const yearMonths = MONTHS.map((m, i) => month(m, yearNets[i]!, 4 + (i % 2)));
const { Orders, TotalItems, SubTotal, VatTotal, OrderTotal } = yearMonths[11]!;
const november: InsightsAmounts = { Orders, TotalItems, SubTotal, VatTotal, OrderTotal };

/** A store with a full year of invoiced orders, a pending one, and last year's November to compare with. */
export const fullYear: StoreInsights = {
  AccountNumber: '100200', AccountName: 'Harbour News, Main Street', TimeZone: 'Europe/Dublin', Today: '2026-11-27',
  Months: yearMonths,
  Quarters: quarters(yearMonths, amounts(11200, 9, 120)),
  Totals: totals(yearMonths),
  Pending: amounts(642.3, 1, 7),
  TopBySpend: top,
  TopByOuters: [...top].sort((a, b) => b.TotalItems - a.TotalItems || b.SubTotal - a.SubTotal),
  ThisMonth: {
    Month: '2026-11', LastYearMonth: '2025-11', ThroughDay: 27,
    ThisYear: november, LastYear: amounts(4013.5, 4, 46), LastYearWholeMonth: amounts(4620.0, 5, 52),
    Change: { SubTotal: Math.round(((november.SubTotal - 4013.5) / 4013.5) * 1000) / 10, OrderTotal: Math.round(((november.OrderTotal - 4936.61) / 4936.61) * 1000) / 10, TotalItems: Math.round(((november.TotalItems - 46) / 46) * 1000) / 10 },
  },
};

const emptyMonths = MONTHS.map((m) => month(m, [], 0));

/** A new store: every month listed, nothing invoiced, no base last year. */
export const empty: StoreInsights = {
  AccountNumber: '100300', AccountName: 'Quayside Stores', TimeZone: 'Europe/Dublin', Today: '2026-11-27',
  Months: emptyMonths, Quarters: quarters(emptyMonths), Totals: zero, Pending: zero, TopBySpend: [], TopByOuters: [],
  ThisMonth: { Month: '2026-11', LastYearMonth: '2025-11', ThroughDay: 27, ThisYear: zero, LastYear: zero, LastYearWholeMonth: zero, Change: { SubTotal: null, OrderTotal: null, TotalItems: null } },
};

const oneMonthMonths = MONTHS.map((m) => (m === '2026-11' ? month(m, [1283.3, 410.75, 229.5], 2) : month(m, [], 0)));
const oneMonthNow = totals(oneMonthMonths);
/** A store whose first orders were this month: one bar, and nothing last year to compare with (said plainly). */
export const oneMonth: StoreInsights = {
  ...empty,
  AccountNumber: '100400', AccountName: 'Corner Shop, Bridge Road',
  Months: oneMonthMonths, Quarters: quarters(oneMonthMonths), Totals: oneMonthNow,
  TopBySpend: top.slice(0, 3).map((p, i) => ({ ...p, SubTotal: [1283.3, 410.75, 229.5][i]!, TotalItems: [10, 5, 5][i]! })),
  TopByOuters: top.slice(0, 3).map((p, i) => ({ ...p, SubTotal: [1283.3, 410.75, 229.5][i]!, TotalItems: [10, 5, 5][i]! })),
  ThisMonth: { ...empty.ThisMonth, ThisYear: oneMonthNow },
};

/** A second store of the same user, side by side with `fullYear`. */
export const secondStore: StoreInsights = {
  ...fullYear,
  AccountNumber: '100201', AccountName: 'Harbour News, Pier Road',
  Months: yearMonths.map((m, i) => month(m.Month, (yearNets[(i + 5) % 12] ?? []).map((n) => n * 0.6), 3)),
  TopBySpend: top.slice(2, 8), TopByOuters: top.slice(1, 7),
};
secondStore.Quarters = quarters(secondStore.Months, amounts(6100, 6, 70));
secondStore.Totals = totals(secondStore.Months);
