/**
 * The store's spending at a glance (beyond the spec): its orders of the last 12 months as
 * monthly spend by category, VAT per quarter, the top products, this month against the same month last
 * year, and the monthly and quarterly totals an accountant asks for ('Download for my accountant').
 *
 * The rule, in full:
 * - Orders counted: those with a tax invoice, Submitted (0) and Processing (2), and any unknown status code,
 *   which §4 reads as Submitted. A Cancelled order (3) has no invoice and counts for nothing; a Pending one
 *   (1) has only a pro-forma invoice and may still be edited or cancelled until its cut-off, so it is left
 *   out of every figure and reported apart (`pending`). The figures are therefore the sum of the invoices.
 * - Amounts: integer cents, as the invoices compute them. An order's net, VAT and gross are its invoice's
 *   (VAT is 23 % of the order's net, rounded half-up once per order, §9), so a month's VAT is the sum of
 *   its invoices' VAT, never 23 % of the month's net re-rounded. Category and product figures are net of
 *   VAT (line totals: price per outer × outers): VAT is charged per order, not per line, so a line has no
 *   VAT of its own to add up. A month's category nets add up to its net total exactly.
 * - Calendar: the store's time zone. An order belongs to the month and quarter of its store-local date, so
 *   an order at 00:30 on 1 January in Dublin is January's, whatever the server's clock says.
 * - Window: the last {@link SPEND_MONTHS} calendar months, the current one (to date) included, oldest
 *   first, every month listed even without orders. Quarters are whole calendar quarters (Q1 January to
 *   March) from the one holding the window's first month to the current one (to date, `complete` false),
 *   so their VAT matches a quarterly return; the first may start before the window.
 * - This month against last year: the current month to today's date against the same month a year
 *   earlier up to the same day (like for like, a 29 February against the whole of February), with the
 *   whole of last year's month beside it. The change is a percentage of last year's figure, one decimal,
 *   null when last year's figure is 0 (no base to compare with).
 * - Top products: the {@link SPEND_TOP} products of the window by net spend, and by outers; ties by the
 *   other figure, then by SKU. A product's name is the one it was last ordered under.
 * - Credit notes (ADR 0055): a credit note is spend given back, in the month and quarter of its
 *   store-local issue date: its net, VAT, gross, outers and lines are subtracted there (a `SpendOrder` with
 *   `credit` and negative figures), and it counts as no order. The figures are the invoices less the credit notes.
 */
import { CATEGORY_ORDER, type Category } from './products';
import { OrderStatus } from './orders';
import { DEFAULT_TIME_ZONE, zonedDate } from './dates';

/** Calendar months the insights cover, the current one included: 12. */
export const SPEND_MONTHS = 12;
/** Products in each top list: 10. */
export const SPEND_TOP = 10;
/** The bucket of a line whose product is gone from the catalogue, so its category is unknown. */
export const UNKNOWN_CATEGORY = 'Other';
/** The categories a month's spend is split into: the catalogue's six in §9 order, then {@link UNKNOWN_CATEGORY}. */
export const SPEND_CATEGORIES = [...CATEGORY_ORDER, UNKNOWN_CATEGORY] as const;
/** One of {@link SPEND_CATEGORIES}. */
export type SpendCategory = (typeof SPEND_CATEGORIES)[number];

/** One line of an order as the insights read it. */
export interface SpendLine {
  SKU: string;
  /** The product's name on the order. */
  product: string;
  /** The product's catalogue category (§3), or null when the product is gone from the catalogue. */
  category: Category | null;
  /** Outers. */
  outers: number;
  /** Net line total, integer cents (price per outer × outers), as on the invoice. */
  netCents: number;
}

/** One order of the store, with its invoice's totals. */
export interface SpendOrder {
  /** When it was placed: a Date, an ISO 8601 string or epoch milliseconds. */
  orderedAt: Date | string | number;
  /** §4 status code: 0 Submitted, 1 Pending, 2 Processing, 3 Cancelled; unknown codes count as Submitted. */
  status: number;
  /** Net total, integer cents (the invoice's subtotal). */
  netCents: number;
  /** VAT, integer cents (the invoice's: 23 % of the net, half-up, once per order). */
  vatCents: number;
  /** Gross total, integer cents (net + VAT). */
  grossCents: number;
  lines: readonly SpendLine[];
  /**
   * A credit note, not an order (ADR 0055): dated by its issue, every figure negative (its lines' outers
   * and nets too), invoiced (status 2), and counted in no order count.
   */
  credit?: boolean;
}

/** What `spendInsights` reads. */
export interface SpendInsightsInput {
  /** The store's orders (or several stores' in one calendar); those outside the window are ignored. */
  orders: readonly SpendOrder[];
  /** The instant whose store-local date is today. */
  today: Date | string | number;
  /** The store's IANA time zone. @default 'Europe/Dublin' */
  timeZone?: string;
}

/** Totals of a set of orders. Money in integer cents, outers in outers. */
export interface SpendAmounts {
  /** Orders counted. */
  orders: number;
  outers: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** Net spend and outers of one category in one month. */
export interface SpendByCategory {
  category: SpendCategory;
  netCents: number;
  outers: number;
}

/** One calendar month of the window. */
export interface SpendMonth extends SpendAmounts {
  /** 'YYYY-MM', store-local. */
  month: string;
  /** Every one of {@link SPEND_CATEGORIES}, in that order, zero when not ordered; the nets add up to `netCents`. */
  categories: SpendByCategory[];
}

/** One calendar quarter. */
export interface SpendQuarter extends SpendAmounts {
  /** 'YYYY-Qn' (Q1 January–March). */
  quarter: string;
  /** First and last month, 'YYYY-MM'. */
  firstMonth: string;
  lastMonth: string;
  /** False for the current quarter, which runs to today. */
  complete: boolean;
}

/** A product of a top list: its net spend and outers over the window. */
export interface SpendProduct {
  SKU: string;
  product: string;
  category: SpendCategory;
  netCents: number;
  outers: number;
}

/** The change from last year to this year, in percent of last year's figure (one decimal); null without a base. */
export interface SpendChange {
  netPercent: number | null;
  grossPercent: number | null;
  outersPercent: number | null;
}

/** The current month to date against the same month last year. */
export interface SpendMonthOnYear {
  /** 'YYYY-MM': the current month, and the same month a year earlier. */
  month: string;
  lastYearMonth: string;
  /** Both are counted up to this day of the month (today's, or the last day of last year's shorter month). */
  throughDay: number;
  thisYear: SpendAmounts;
  /** Last year's month up to `throughDay`. */
  lastYear: SpendAmounts;
  /** The whole of last year's month. */
  lastYearWholeMonth: SpendAmounts;
  /** `thisYear` against `lastYear`. */
  change: SpendChange;
}

/** What `spendInsights` answers. */
export interface SpendInsights {
  /** Today, store-local, 'YYYY-MM-DD'. */
  today: string;
  timeZone: string;
  /** {@link SPEND_MONTHS} months, oldest first, the current one last (to date). */
  months: SpendMonth[];
  /** Whole calendar quarters from the one holding the first month, oldest first, the current one last. */
  quarters: SpendQuarter[];
  /** The window's totals (the sum of `months`). */
  totals: SpendAmounts;
  /** Pending orders of the window: not in any other figure (only a pro-forma invoice yet). */
  pending: SpendAmounts;
  topBySpend: SpendProduct[];
  topByOuters: SpendProduct[];
  monthOnYear: SpendMonthOnYear;
}

const DAY_MS = 86_400_000;
/** The store-local calendar date of an instant: year, month (1–12), day. */
const localDate = zonedDate;

/** A month as one number (year × 12 + month − 1), so months are counted by subtraction. */
const monthIndex = (year: number, month: number) => year * 12 + month - 1;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** 'YYYY-MM' of a month index. */
const monthLabel = (index: number) => `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
/** The month index of the first month of the quarter holding `index`. */
const quarterStart = (index: number) => index - (index % 3);
const daysInMonth = (index: number) => new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/**
 * Whether an order counts in the insights: it has a tax invoice (Submitted, Processing, or an unknown
 * status code, which §4 reads as Submitted). Cancelled and Pending orders do not.
 * @param status §4 status code
 */
export function isInvoicedStatus(status: number): boolean {
  return status !== OrderStatus.Cancelled && status !== OrderStatus.Pending;
}

/**
 * The earliest instant whose orders `spendInsights` may need, for a caller reading orders from a
 * database: a little before the store-local start of the earlier of the first quarter's first month and
 * last year's month. Two days early, so that any time zone's offset is covered without a time-zone
 * library; `spendInsights` cuts at the store's calendar.
 * @param today the instant whose store-local date is today
 * @param timeZone the store's IANA time zone @default 'Europe/Dublin'
 */
export function spendInsightsReadFrom(today: Date | string | number, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const t = localDate(toDate(today), timeZone);
  const current = monthIndex(t.year, t.month);
  const first = Math.min(quarterStart(current - SPEND_MONTHS + 1), current - 12);
  return new Date(Date.UTC(Math.floor(first / 12), first % 12, 1) - 2 * DAY_MS);
}

const zero = (): SpendAmounts => ({ orders: 0, outers: 0, netCents: 0, vatCents: 0, grossCents: 0 });
function add(to: SpendAmounts, o: SpendOrder, outers: number): void {
  if (!o.credit) to.orders += 1;
  to.outers += outers;
  to.netCents += o.netCents;
  to.vatCents += o.vatCents;
  to.grossCents += o.grossCents;
}
function sum(list: readonly SpendAmounts[]): SpendAmounts {
  const total = zero();
  for (const a of list) {
    total.orders += a.orders;
    total.outers += a.outers;
    total.netCents += a.netCents;
    total.vatCents += a.vatCents;
    total.grossCents += a.grossCents;
  }
  return total;
}

/**
 * The change from `base` to `value` in percent of `base`, rounded to one decimal; null when `base` is 0.
 * @example percentChange(110, 100) === 10; percentChange(5, 0) === null
 */
export function percentChange(value: number, base: number): number | null {
  if (base === 0) return null;
  return Math.round(((value - base) * 1000) / base) / 10 + 0;
}

const categoryOf = (c: Category | null): SpendCategory => (c !== null && (CATEGORY_ORDER as readonly string[]).includes(c) ? c : UNKNOWN_CATEGORY);

/**
 * The store's spending at a glance: see the module's comment for which orders count, the
 * calendar, the window and the rounding.
 * @param input the store's orders with their invoice totals and lines (cents, outers), today and the time zone
 * @returns months, quarters, totals, pending orders, the top products and this month against last year;
 *   amounts in integer cents, outers in outers
 */
export function spendInsights(input: SpendInsightsInput): SpendInsights {
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const t = localDate(toDate(input.today), timeZone);
  const current = monthIndex(t.year, t.month);
  const firstMonth = current - SPEND_MONTHS + 1;
  const firstQuarter = quarterStart(firstMonth);
  const lastYearMonth = current - 12;
  const throughDay = Math.min(t.day, daysInMonth(lastYearMonth));

  const months = Array.from({ length: SPEND_MONTHS }, (_, i): SpendMonth => ({
    month: monthLabel(firstMonth + i),
    ...zero(),
    categories: SPEND_CATEGORIES.map((category) => ({ category, netCents: 0, outers: 0 })),
  }));
  const quarters: SpendQuarter[] = [];
  for (let q = firstQuarter; q <= current; q += 3) {
    quarters.push({
      quarter: `${Math.floor(q / 12)}-Q${(q % 12) / 3 + 1}`,
      firstMonth: monthLabel(q),
      lastMonth: monthLabel(q + 2),
      complete: q + 2 < current,
      ...zero(),
    });
  }
  const pending = zero();
  const thisYear = zero();
  const lastYear = zero();
  const lastYearWholeMonth = zero();
  const products = new Map<string, SpendProduct & { lastAt: number }>();

  for (const o of input.orders) {
    const at = toDate(o.orderedAt);
    const d = localDate(at, timeZone);
    const m = monthIndex(d.year, d.month);
    // Orders dated after today (a clock skew) are not yet part of any period.
    if (m > current || (m === current && d.day > t.day)) continue;
    const outers = o.lines.reduce((n, l) => n + l.outers, 0);
    const inWindow = m >= firstMonth;
    if (o.status === OrderStatus.Pending) {
      if (inWindow) add(pending, o, outers);
      continue;
    }
    if (!isInvoicedStatus(o.status)) continue;
    if (m >= firstQuarter) add(quarters[Math.floor((m - firstQuarter) / 3)]!, o, outers);
    if (m === current) add(thisYear, o, outers);
    if (m === lastYearMonth) {
      add(lastYearWholeMonth, o, outers);
      if (d.day <= throughDay) add(lastYear, o, outers);
    }
    if (!inWindow) continue;
    const month = months[m - firstMonth]!;
    add(month, o, outers);
    for (const l of o.lines) {
      const category = categoryOf(l.category);
      const c = month.categories[SPEND_CATEGORIES.indexOf(category)]!;
      c.netCents += l.netCents;
      c.outers += l.outers;
      const p = products.get(l.SKU);
      if (o.credit) {
        // A credit takes back spend of a product bought in the window; it names nothing and ranks nothing new.
        if (p) Object.assign(p, { netCents: p.netCents + l.netCents, outers: p.outers + l.outers });
        continue;
      }
      if (!p) products.set(l.SKU, { SKU: l.SKU, product: l.product, category, netCents: l.netCents, outers: l.outers, lastAt: at.getTime() });
      else {
        p.netCents += l.netCents;
        p.outers += l.outers;
        if (at.getTime() >= p.lastAt) Object.assign(p, { product: l.product, category, lastAt: at.getTime() });
      }
    }
  }

  const list = [...products.values()].map(({ lastAt: _lastAt, ...p }) => p);
  const bySku = (a: SpendProduct, b: SpendProduct) => (a.SKU < b.SKU ? -1 : a.SKU > b.SKU ? 1 : 0);
  const topBySpend = [...list].sort((a, b) => b.netCents - a.netCents || b.outers - a.outers || bySku(a, b)).slice(0, SPEND_TOP);
  const topByOuters = [...list].sort((a, b) => b.outers - a.outers || b.netCents - a.netCents || bySku(a, b)).slice(0, SPEND_TOP);

  return {
    today: `${t.year}-${pad(t.month)}-${pad(t.day)}`,
    timeZone,
    months,
    quarters,
    totals: sum(months),
    pending,
    topBySpend,
    topByOuters,
    monthOnYear: {
      month: monthLabel(current),
      lastYearMonth: monthLabel(lastYearMonth),
      throughDay,
      thisYear,
      lastYear,
      lastYearWholeMonth,
      change: {
        netPercent: percentChange(thisYear.netCents, lastYear.netCents),
        grossPercent: percentChange(thisYear.grossCents, lastYear.grossCents),
        outersPercent: percentChange(thisYear.outers, lastYear.outers),
      },
    },
  };
}
