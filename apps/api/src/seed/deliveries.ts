/**
 * The demo history's deliveries (ADR 0055): each Processing order delivered two days after it was placed;
 * the newest Processing order of single@'s store and of multi@'s first store delivered today, so the
 * check-in can be tried on the day of the seed; and the newest of multi@'s second store dispatched, due
 * tomorrow. Submitted orders (older) and Pending and Cancelled ones have none.
 */
import { nextDay, OrderStatus, zonedDay } from '@trade-portal/domain';
import { zonedInstant } from '@trade-portal/domain/cut-off';

const DAY = 86_400_000;

/** The stores whose newest Processing order was delivered today. */
export const DELIVERED_TODAY_DEMO_ACCOUNTS: readonly string[] = ['10010001', '10020001'];
/** The store whose newest Processing order is on its way, due tomorrow. */
export const DISPATCHED_DEMO_ACCOUNT = '10020002';

/**
 * When today's demo delivery arrived: 07:30 in the store's zone, or its midnight before then (a delivery is
 * never in the future).
 */
export function demoDeliveryToday(now: Date, timeZone: string): Date {
  const [year, month, day] = zonedDay(now, timeZone).split('-').map(Number) as [number, number, number];
  const morning = zonedInstant(timeZone, year, month - 1, day, 7, 30);
  return morning.getTime() <= now.getTime() ? morning : zonedInstant(timeZone, year, month - 1, day, 0, 0);
}

/** An order's stored delivery columns. */
export interface DemoDelivery {
  dispatchedAt: Date;
  expectedDeliveryDate: string;
  deliveredAt: Date | null;
}

/**
 * The delivery of one seeded order.
 * @param newest whether it is its store's newest Processing order
 * @returns the columns, or null for an order with no delivery
 */
export function demoDelivery(accountId: string, order: { date: Date; status: number }, newest: boolean, now: Date, timeZone: string): DemoDelivery | null {
  if (order.status !== OrderStatus.Processing) return null;
  const dispatchedAt = new Date(order.date.getTime() + DAY);
  if (newest && DELIVERED_TODAY_DEMO_ACCOUNTS.includes(accountId)) {
    const deliveredAt = demoDeliveryToday(now, timeZone);
    return { dispatchedAt, expectedDeliveryDate: zonedDay(deliveredAt, timeZone), deliveredAt };
  }
  if (newest && accountId === DISPATCHED_DEMO_ACCOUNT) return { dispatchedAt, expectedDeliveryDate: nextDay(zonedDay(now, timeZone)), deliveredAt: null };
  const deliveredAt = new Date(order.date.getTime() + 2 * DAY);
  return { dispatchedAt, expectedDeliveryDate: zonedDay(deliveredAt, timeZone), deliveredAt };
}
