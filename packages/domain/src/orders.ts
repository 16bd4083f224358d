/** Order status codes of §4. */
export const OrderStatus = { Submitted: 0, Pending: 1, Processing: 2, Cancelled: 3 } as const;
export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];
export type OrderStatusName = keyof typeof OrderStatus;

const names: Record<number, OrderStatusName> = { 0: 'Submitted', 1: 'Pending', 2: 'Processing', 3: 'Cancelled' };

/** Name of a status code; an unknown value is treated as Submitted (§4). */
export function orderStatusName(code: number | null | undefined): OrderStatusName {
  return (code != null && names[code]) || 'Submitted';
}

/** True when an order can still be edited or cancelled (§4 Pending order). */
export function isPending(order: { Status: number }): boolean {
  return order.Status === OrderStatus.Pending;
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
 * Query of a preset for FilteredByTimeSpanOrderHistory: a time span in days, and a status for the
 * status presets (looked up over the past year).
 */
export function historyQuery(id: HistoryPresetId): { timeSpan: number; status?: number } {
  const preset = historyPresets.find((p) => p.id === id) ?? historyPresets[1];
  return preset.kind === 'timeSpan' ? { timeSpan: preset.value } : { timeSpan: 365, status: preset.value };
}
