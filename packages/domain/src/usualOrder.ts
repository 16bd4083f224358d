/**
 * 'My usual order' and 'Did you forget?' (beyond the spec): what a store usually orders,
 * learned from its own orders of the last weeks, as proposals with their reasons in numbers (the portal
 * words them: 'ordered in 6 of the last 8 weeks, usually 4 outers').
 *
 * The rule, in full:
 * - Orders: every order of the store that is not Cancelled (§4 status 3) counts: Submitted, Pending and
 *   Processing orders were all placed by the shopkeeper, so each says what the store needed that week.
 * - Weeks: runs of 7 calendar days in the store's time zone, ending today: week 0 is today and the 6 days
 *   before it, week 1 the 7 days before those, and so on. Weeks that end today, rather than calendar weeks,
 *   hold each weekday exactly once, so a store that orders on Thursdays is not found to have skipped the
 *   current week on a Monday.
 * - Window: the last {@link USUAL_ORDER_WEEKS} weeks, or fewer when the store's first order is younger
 *   (a new store is judged on the weeks it has had). A week with no order of a product, a seasonal gap
 *   included, is a week that product was not ordered.
 * - Quantity: the outers of one product are summed per week (several orders in one week are one week's
 *   need); the usual quantity is the median of the weeks it was ordered in, put on the product's §5 steps
 *   (the nearest valid quantity, a tie going up, at least MinimumOrder and at most 999).
 * - Proposed: a product ordered in at least half of the weeks considered ({@link USUAL_ORDER_SHARE}).
 * - Left out: such a product that cannot be ordered today (out of stock, archived, or gone from the
 *   catalogue), with the alternative offered, as quick order leaves them out.
 * - 'Did you forget?': a proposed product ordered in at least 3 of every 4 weeks considered, and in at
 *   least {@link FORGET_MIN_WEEKS} weeks, so a store with a week or two of history is not asked about what
 *   it ordered once ({@link FORGET_SHARE}).
 */
import { OrderStatus } from './orders';
import { maxQuantity, type QuantityRule } from './quantity';
import { DEFAULT_TIME_ZONE, zonedDate } from './dates';

/**
 * Weeks of history the usual order looks at: 8. Two months hold enough weeks for a median that one odd
 * week does not move, and for a seasonal gap to show; a product the store stopped ordering drops out of
 * the proposal within a month, where 12 weeks would keep proposing it for six.
 */
export const USUAL_ORDER_WEEKS = 8;
/** The most weeks a caller may ask for (a year). */
export const MAX_USUAL_ORDER_WEEKS = 52;
/** A product is usual when ordered in at least this share of the weeks considered (half). */
export const USUAL_ORDER_SHARE = 0.5;
/** 'Did you forget?' asks about products ordered in at least this share of the weeks considered (3 in 4). */
export const FORGET_SHARE = 0.75;
/** …and in at least this many weeks, so one or two weeks of history ask about nothing. */
export const FORGET_MIN_WEEKS = 3;

const DAY_MS = 86_400_000;

/** One line of one of the store's orders, as the usual order reads it. */
export interface UsualOrderHistoryLine {
  /** When the order was placed: a Date, an ISO 8601 string or epoch milliseconds. */
  orderedAt: Date | string | number;
  SKU: string;
  /** Outers. Lines of 0 or less are ignored. */
  Quantity: number;
  /** The order's §4 status code; Cancelled (3) orders are left out. @default 0 Submitted */
  Status?: number;
}

/**
 * A product of today's catalogue as the usual order reads it; the API's Product satisfies it, with the
 * alternative added. A SKU the catalogue has no product for is withdrawn.
 */
export interface UsualOrderProduct extends QuantityRule {
  SKU: string;
  OutOfStock?: boolean;
  IsArchived?: boolean;
  /** The product offered in its place when it cannot be ordered (§7 AlternativeProduct); null when none. */
  AlternativeSKU?: string | null;
}

/** Why a usual product is left out: the contract's UnavailableCartDetail reasons (§4 Cart loading). */
export type UsualOrderLeftOutReason = 'OutOfStock' | 'Archived' | 'Withdrawn';

/** How the median was changed to fit the product's steps (§5); null when it already did. */
export type UsualOrderAdjustment = 'minimum' | 'increment' | 'maximum' | null;

/** What the history says of one product: the numbers every reason is made of. */
export interface UsualOrderHistory {
  SKU: string;
  /** Weeks with at least one order of it, out of `weeksConsidered`. */
  weeksOrdered: number;
  /** Weeks looked at (the same for every product of one answer). */
  weeksConsidered: number;
  /** Median outers of the weeks it was ordered in (a half when the count of weeks is even and the middle two differ). */
  medianOuters: number;
  /** Weeks since it was last ordered: 0 for the current week. */
  lastOrderedWeeksAgo: number;
}

/** A product proposed for the usual order. */
export interface UsualOrderProposal<P extends UsualOrderProduct = UsualOrderProduct> extends UsualOrderHistory {
  product: P;
  /** The proposed outers: the median on the product's steps, 1 to 999. */
  outers: number;
  /** Why `outers` is not the median; null when it is. */
  adjustedBy: UsualOrderAdjustment;
  /** Whether it is ordered almost every week (the 'Did you forget?' rule). */
  almostEveryWeek: boolean;
}

/** A usual product that cannot be ordered today. */
export interface UsualOrderLeftOut<P extends UsualOrderProduct = UsualOrderProduct> extends UsualOrderHistory {
  /** The product, or null when it is gone from the catalogue. */
  product: P | null;
  reason: UsualOrderLeftOutReason;
  /** The orderable alternative, or null when there is none (or it cannot be ordered either). */
  alternative: P | null;
  /** The median on the alternative's steps, outers; null without an alternative. */
  alternativeOuters: number | null;
}

/** The answer of {@link usualOrder}. */
export interface UsualOrder<P extends UsualOrderProduct = UsualOrderProduct> {
  /** Weeks of history looked at: the window, or fewer for a store whose first order is younger; 0 without any order. */
  weeksConsidered: number;
  /** The window asked for, weeks. */
  weeks: number;
  /** Usual products that can be ordered, most weeks first, then the most recent, then by SKU. */
  proposals: UsualOrderProposal<P>[];
  /** Usual products that cannot be ordered today, in the same order. */
  leftOut: UsualOrderLeftOut<P>[];
  /** The proposals ordered almost every week ('Did you forget?'), in the same order. */
  didYouForget: UsualOrderProposal<P>[];
}

/** What {@link usualOrder} reads. */
export interface UsualOrderInput<P extends UsualOrderProduct> {
  /** The store's order lines; lines outside the window, after today or of Cancelled orders are ignored. */
  lines: readonly UsualOrderHistoryLine[];
  /** Today's catalogue: every product, archived and out of stock ones included. */
  catalogue: ReadonlyMap<string, P> | readonly P[];
  /** Now: its calendar day in `timeZone` is the last day of week 0. */
  today: Date;
  /** The store's IANA time zone. @default 'Europe/Dublin' */
  timeZone?: string;
  /** Weeks to look back, 1 to 52. @default USUAL_ORDER_WEEKS (8) */
  weeks?: number;
  /**
   * When the store's first order that is not Cancelled was placed, when the caller knows it (the lines may
   * start at the window). @default the earliest counted line
   */
  firstOrderedAt?: Date | string | number | null;
}

/**
 * The calendar day of an instant in a time zone, as a day number (days since 1970-01-01 of that calendar),
 * so that whole days between two instants are a subtraction whatever the daylight saving in between.
 */
function localDay(at: Date, timeZone: string): number {
  const { year, month, day } = zonedDate(at, timeZone);
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** The median of a non-empty list of numbers. */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * A quantity put on a product's §5 steps: the nearest valid quantity (`MinimumOrder + k ×
 * MinimumOrderIncremental`), a tie going up, at least `MinimumOrder`, at most the largest valid quantity
 * (999, or 995 for 5/5), with why it changed.
 * @param outers any positive number of outers (a median may be a half)
 * @returns outers, and the adjustment; `{ outers: 0, adjustedBy: 'maximum' }` when even the minimum is above 999
 */
export function usualOuters(outers: number, p: QuantityRule): { outers: number; adjustedBy: UsualOrderAdjustment } {
  const min = Math.max(1, Math.floor(p.MinimumOrder || 1));
  const step = Math.max(1, Math.floor(p.MinimumOrderIncremental || 1));
  const max = maxQuantity(p);
  if (max === 0) return { outers: 0, adjustedBy: 'maximum' };
  if (outers > max) return { outers: max, adjustedBy: 'maximum' };
  if (outers < min) return { outers: min, adjustedBy: 'minimum' };
  const onSteps = Math.min(max, min + Math.round((outers - min) / step) * step);
  return { outers: onSteps, adjustedBy: onSteps === outers ? null : 'increment' };
}

const unavailable = (p: UsualOrderProduct | undefined): UsualOrderLeftOutReason | null =>
  !p ? 'Withdrawn' : p.IsArchived ? 'Archived' : p.OutOfStock ? 'OutOfStock' : null;

/**
 * The store's usual order (the rule is the module's comment): from its order lines and today's
 * catalogue, the products it orders in at least half of the weeks, each with the outers it usually orders
 * on the product's steps and the numbers of its reason; the ones that cannot be ordered today, with their
 * alternative; and those ordered almost every week, for 'Did you forget?'. Pure: the same input gives the
 * same answer.
 * @throws RangeError when `weeks` is not a whole number from 1 to 52, or `today` is not a valid date
 */
export function usualOrder<P extends UsualOrderProduct>(input: UsualOrderInput<P>): UsualOrder<P> {
  const weeks = input.weeks ?? USUAL_ORDER_WEEKS;
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > MAX_USUAL_ORDER_WEEKS) throw new RangeError(`weeks must be a whole number from 1 to ${MAX_USUAL_ORDER_WEEKS}: ${weeks}`);
  if (Number.isNaN(input.today.getTime())) throw new RangeError('today is not a valid date');
  const timeZone = input.timeZone || DEFAULT_TIME_ZONE;
  const today = localDay(input.today, timeZone);
  const catalogue: ReadonlyMap<string, P> = input.catalogue instanceof Map ? input.catalogue : new Map((input.catalogue as readonly P[]).map((p) => [p.SKU, p]));

  // Outers per product per week (week 0 = the 7 days ending today).
  const perWeek = new Map<string, Map<number, number>>();
  let firstDay = Number.POSITIVE_INFINITY;
  for (const line of input.lines) {
    if (line.Status === OrderStatus.Cancelled || !(line.Quantity > 0)) continue;
    const at = new Date(line.orderedAt);
    if (Number.isNaN(at.getTime())) continue;
    const daysAgo = today - localDay(at, timeZone);
    // A line dated after today (a clock ahead) says nothing of the weeks behind.
    if (daysAgo < 0) continue;
    firstDay = Math.min(firstDay, today - daysAgo);
    const week = Math.floor(daysAgo / 7);
    if (week >= weeks) continue;
    const byWeek = perWeek.get(line.SKU) ?? new Map<number, number>();
    byWeek.set(week, (byWeek.get(week) ?? 0) + line.Quantity);
    perWeek.set(line.SKU, byWeek);
  }
  if (input.firstOrderedAt != null) {
    const first = new Date(input.firstOrderedAt);
    if (!Number.isNaN(first.getTime())) firstDay = Math.min(firstDay, localDay(first, timeZone));
  }
  const weeksConsidered = Number.isFinite(firstDay) ? Math.min(weeks, Math.floor(Math.max(0, today - firstDay) / 7) + 1) : 0;

  const usual: UsualOrderHistory[] = [];
  for (const [SKU, byWeek] of perWeek) {
    const weeksOrdered = byWeek.size;
    if (weeksOrdered < weeksConsidered * USUAL_ORDER_SHARE) continue;
    usual.push({ SKU, weeksOrdered, weeksConsidered, medianOuters: median([...byWeek.values()]), lastOrderedWeeksAgo: Math.min(...byWeek.keys()) });
  }
  usual.sort((a, b) => b.weeksOrdered - a.weeksOrdered || a.lastOrderedWeeksAgo - b.lastOrderedWeeksAgo || (a.SKU < b.SKU ? -1 : a.SKU > b.SKU ? 1 : 0));

  const proposals: UsualOrderProposal<P>[] = [];
  const leftOut: UsualOrderLeftOut<P>[] = [];
  for (const h of usual) {
    const product = catalogue.get(h.SKU);
    const reason = unavailable(product);
    if (reason === null && product) {
      const { outers, adjustedBy } = usualOuters(h.medianOuters, product);
      // A minimum above 999 cannot be ordered at all (§5): nothing to propose.
      if (outers === 0) continue;
      const almostEveryWeek = h.weeksOrdered >= FORGET_MIN_WEEKS && h.weeksOrdered >= weeksConsidered * FORGET_SHARE;
      proposals.push({ ...h, product, outers, adjustedBy, almostEveryWeek });
      continue;
    }
    const alt = product?.AlternativeSKU ? catalogue.get(product.AlternativeSKU) : undefined;
    const alternative = alt && unavailable(alt) === null ? alt : null;
    const alternativeOuters = alternative ? usualOuters(h.medianOuters, alternative).outers || null : null;
    leftOut.push({ ...h, product: product ?? null, reason: reason ?? 'Withdrawn', alternative: alternativeOuters === null ? null : alternative, alternativeOuters });
  }
  return { weeksConsidered, weeks, proposals, leftOut, didYouForget: proposals.filter((p) => p.almostEveryWeek) };
}
