import type { InsightsMonthOnYear, StoreInsights } from '@trade-portal/api-client';
import { categoryNames, formatEur, outers, type Category } from '@trade-portal/domain';

/** A category's name in words: §9's name, or 'Other (no longer listed)' for a product gone from the catalogue. */
export const categoryLabel = (code: string): string => categoryNames[code as Category] ?? 'Other (no longer listed)';

const monthFormat = new Intl.DateTimeFormat('en-IE', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthShort = new Intl.DateTimeFormat('en-IE', { month: 'short', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat('en-IE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM' as 'Nov 2026'. */
export const monthLabel = (month: string): string => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
/** 'YYYY-MM' as 'Nov', for a chart's axis. */
export const monthAxisLabel = (month: string): string => monthShort.format(new Date(`${month}-01T00:00:00Z`));
/** 'YYYY-MM' as 'November 2026'. */
export const monthLongLabel = (month: string): string => monthLong.format(new Date(`${month}-01T00:00:00Z`));
/** 'YYYY-Qn' as 'Q4 2026'. */
export const quarterLabel = (quarter: string): string => `${quarter.slice(5)} ${quarter.slice(0, 4)}`;

/** A percentage change in words: '+12.5 %', '−3.0 %', 'no change'. */
export function changeLabel(change: number): string {
  if (change === 0) return 'no change';
  return `${change > 0 ? '+' : '−'}${Math.abs(change).toFixed(1)} %`;
}

/** The monthly chart's summary: the 12 months' net, the highest month and the largest category. */
export function monthlySummary(store: StoreInsights): string {
  const months = store.Months;
  if (store.Totals.Orders === 0) return `No invoiced orders in the last ${months.length} months.`;
  const top = months.reduce((best, m) => (m.SubTotal > best.SubTotal ? m : best));
  const byCategory = new Map<string, number>();
  for (const m of months) for (const c of m.Categories) byCategory.set(c.Category, (byCategory.get(c.Category) ?? 0) + c.SubTotal);
  const [largest] = [...byCategory].sort((a, b) => b[1] - a[1]);
  const first = months[0]?.Month ?? '';
  const last = months.at(-1)?.Month ?? '';
  return `Net spend from ${monthLabel(first)} to ${monthLabel(last)}: ${formatEur(store.Totals.SubTotal)} over ${store.Totals.Orders} invoiced ${store.Totals.Orders === 1 ? 'order' : 'orders'}. Highest month ${monthLabel(top.Month)} at ${formatEur(top.SubTotal)}${largest ? `; largest category ${categoryLabel(largest[0])} at ${formatEur(largest[1])}` : ''}.`;
}

/** The VAT chart's summary: the total VAT of the quarters, the highest quarter and the current one to date. */
export function vatSummary(store: StoreInsights): string {
  const quarters = store.Quarters;
  const total = quarters.reduce((sum, q) => sum + q.VatTotal, 0);
  if (total === 0) return `No VAT invoiced in ${quarters.length === 1 ? 'this quarter' : `these ${quarters.length} quarters`}.`;
  const top = quarters.reduce((best, q) => (q.VatTotal > best.VatTotal ? q : best));
  const current = quarters.at(-1);
  const toDate = (q: { Complete: boolean }) => (q.Complete ? '' : ' to date');
  const highest = `highest ${quarterLabel(top.Quarter)}${toDate(top)} at ${formatEur(top.VatTotal)}`;
  // The current quarter said apart, unless it is the highest already.
  const running = current && !current.Complete && current !== top ? `; ${quarterLabel(current.Quarter)} to date ${formatEur(current.VatTotal)}` : '';
  return `VAT at 23 % per quarter: ${highest}${running}.`;
}

/** A top list's summary: the first three products with their figure. */
export function topSummary(store: StoreInsights, by: 'spend' | 'outers'): string {
  const list = by === 'spend' ? store.TopBySpend : store.TopByOuters;
  if (list.length === 0) return 'No products ordered in the last 12 months.';
  const figure = (p: (typeof list)[number]) => (by === 'spend' ? formatEur(p.SubTotal) : outers(p.TotalItems));
  return `Top ${by === 'spend' ? 'by net spend' : 'by outers'}: ${list.slice(0, 3).map((p) => `${p.Product} (${figure(p)})`).join(', ')}.`;
}

/**
 * This month against the same month last year, in words; a month without a base (nothing invoiced last
 * year up to the same day) says so plainly instead of showing a percentage.
 */
export function monthOnYearSummary(m: InsightsMonthOnYear): string {
  const upTo = `to the ${ordinal(m.ThroughDay)}`;
  const head = `${monthLongLabel(m.Month)} ${upTo}: ${formatEur(m.ThisYear.SubTotal)} net.`;
  if (m.Change.SubTotal === null) return `${head} Nothing was invoiced in ${monthLongLabel(m.LastYearMonth)} ${upTo}, so there is no change to compare.`;
  return `${head} ${monthLongLabel(m.LastYearMonth)} ${upTo}: ${formatEur(m.LastYear.SubTotal)} net, ${changeLabel(m.Change.SubTotal)}.`;
}

/** 1 → '1st', 22 → '22nd'. */
export function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/**
 * The pattern laid over a category's colour in the charts and the legend, or none, so categories differ by
 * more than colour: lines, dots or a cross-hatch on every other category (§9 order).
 */
export function patternOf(code: string): 'lines' | 'dots' | 'cross' | null {
  return ({ RYO: 'lines', NICP: 'dots', PIP: 'cross', Other: 'dots' } as Record<string, 'lines' | 'dots' | 'cross'>)[code] ?? null;
}
