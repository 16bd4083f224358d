/** Order status codes of §4. */
export const OrderStatus = { Submitted: 0, Pending: 1, Processing: 2, Cancelled: 3 } as const;
export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];
export type OrderStatusName = keyof typeof OrderStatus;

const names: Record<number, OrderStatusName> = { 0: 'Submitted', 1: 'Pending', 2: 'Processing', 3: 'Cancelled' };

/** Name of a status code; an unknown value is treated as Submitted (§4). */
export function orderStatusName(code: number | null | undefined): OrderStatusName {
  return (code != null && names[code]) || 'Submitted';
}

/** True when an order is Pending (§4 Pending order); see `canChangeOrder` for the cut-off. */
export function isPending(order: { Status: number }): boolean {
  return order.Status === OrderStatus.Pending;
}

/**
 * True when an order can still be edited or cancelled: Pending, and its store's cut-off after it
 * (`EditableUntil`) not yet reached. An order without `EditableUntil` (a back end that sends
 * none) is changeable while Pending; the server has the last word (409).
 * @param now epoch milliseconds
 */
export function canChangeOrder(order: { Status: number; EditableUntil?: string | null }, now: number = Date.now()): boolean {
  if (!isPending(order)) return false;
  if (!order.EditableUntil) return true;
  const until = Date.parse(order.EditableUntil);
  return Number.isNaN(until) || now < until;
}

/** Default history window, days (§9). */
export const DEFAULT_HISTORY_DAYS = 30;

/** The order-history filter presets of §4: three time spans (days) and three statuses. */
export const historyPresets = [
  { id: 'week', label: 'Past week', kind: 'timeSpan', value: 7 },
  { id: 'month', label: 'Past month', kind: 'timeSpan', value: 30 },
  { id: 'year', label: 'Past year', kind: 'timeSpan', value: 365 },
  { id: 'pending', label: 'Pending', kind: 'status', value: OrderStatus.Pending },
  { id: 'submitted', label: 'Submitted', kind: 'status', value: OrderStatus.Submitted },
  { id: 'cancelled', label: 'Cancelled', kind: 'status', value: OrderStatus.Cancelled },
] as const;
export type HistoryPreset = (typeof historyPresets)[number];
export type HistoryPresetId = HistoryPreset['id'];

/**
 * The preset My Orders opens with: Past month, §9's default window of 30 days. §9 also names a history
 * period index 0, which in §4's preset order would be Past week; the 30 days are kept (ADR 0035).
 */
export const DEFAULT_HISTORY_PRESET: HistoryPresetId = 'month';

/**
 * Query of a preset for FilteredByTimeSpanOrderHistory: a time span in days, and a status for the
 * status presets (looked up over the past year).
 */
export function historyQuery(id: HistoryPresetId): { timeSpan: number; status?: number } {
  const preset = historyPresets.find((p) => p.id === id) ?? historyPresets[1];
  return preset.kind === 'timeSpan' ? { timeSpan: preset.value } : { timeSpan: 365, status: preset.value };
}

/**
 * Duplicate-order guard (beyond the spec): how long back an order counts as recent, and how
 * close a cart must be to it for checkout to ask whether the same order is meant again.
 */
export const DUPLICATE_ORDER_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Similarity at or above which checkout asks first (see {@link linesSimilarity}). */
export const DUPLICATE_ORDER_SIMILARITY = 0.8;

/**
 * How alike two sets of lines are, 0 to 1: the outers they have in common (per SKU, the smaller quantity)
 * over the outers in either (per SKU, the larger). 1 is the same products in the same quantities; a cart
 * with one of three products changed by an outer or two stays above 0.8; disjoint lines are 0, and so are
 * two empty ones (nothing to double).
 * @param a SKU → outers
 * @param b SKU → outers
 */
export function linesSimilarity(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let common = 0;
  let either = 0;
  for (const sku of new Set([...a.keys(), ...b.keys()])) {
    const x = Math.max(0, a.get(sku) ?? 0);
    const y = Math.max(0, b.get(sku) ?? 0);
    common += Math.min(x, y);
    either += Math.max(x, y);
  }
  return either === 0 ? 0 : common / either;
}
