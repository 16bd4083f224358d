/**
 * An order's delivery beside its §3 status (ADR 0055): the line a store reads under the status, the store's
 * delivery day, and the window in which a claim may be sent. Days are the store's (its time zone).
 */
import { zonedDate } from './dates';

/** Where an order's delivery is: on its way, or at the store. Absent before dispatch. */
export type DeliveryStatus = 'Dispatched' | 'Delivered';

/** An order's delivery fields, as the contract has them (all optional: a back end of §3 alone sends none). */
export interface OrderDelivery {
  DeliveryStatus?: DeliveryStatus;
  /** While Dispatched: the day it is due, `YYYY-MM-DD` in the store's zone. */
  ExpectedDeliveryDate?: string;
  /** When it was delivered, ISO 8601. */
  DeliveredAt?: string;
  /** When the store checked it in, ISO 8601; absent before. */
  DeliveryCheckedInAt?: string;
}

/** How long after delivery a claim may be sent, ms: 48 hours, the trade's norm. */
export const CLAIM_WINDOW_MS = 48 * 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The store's calendar day of an instant.
 * @returns `YYYY-MM-DD`
 */
export function zonedDay(at: Date, timeZone: string): string {
  const { year, month, day } = zonedDate(at, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The day after `day` (`YYYY-MM-DD`), across month and year ends and 29 February. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Fri 4 Dec' of a `YYYY-MM-DD` day. */
function shortDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const p = Object.fromEntries(dayFormat.formatToParts(new Date(Date.UTC(y, m - 1, d, 12))).map((part) => [part.type, part.value]));
  return `${p.weekday} ${p.day} ${p.month}`;
}

/** '07:30' of an instant in a zone, 24-hour clock. */
function clock(at: Date, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
    timeFormats.set(timeZone, format);
  }
  return format.format(at);
}

/**
 * When something happened, in the store's words: 'Today, 07:30', 'Yesterday, 16:10', 'Tue 1 Dec, 07:30'.
 * @param timeZone the store's IANA zone
 * @param now the current instant (a test's clock)
 */
export function whenNote(at: Date, timeZone: string, now: Date): string {
  const day = zonedDay(at, timeZone);
  const today = zonedDay(now, timeZone);
  const when = day === today ? 'Today' : nextDay(day) === today ? 'Yesterday' : shortDay(day);
  return `${when}, ${clock(at, timeZone)}`;
}

/**
 * When a delivery's claim window ends, in the store's words: 'Claims close today, 18:00', 'Claims close
 * tomorrow, 07:30', 'Claims close Sat 5 Dec, 07:30' (ADR 0055).
 * @param claimUntil the last instant a claim may be sent (`ClaimUntil`)
 * @param timeZone the store's IANA zone
 * @param now the current instant (a test's clock)
 */
export function claimClosesNote(claimUntil: Date, timeZone: string, now: Date): string {
  const day = zonedDay(claimUntil, timeZone);
  const today = zonedDay(now, timeZone);
  const when = day === today ? 'today' : day === nextDay(today) ? 'tomorrow' : shortDay(day);
  return `Claims close ${when}, ${clock(claimUntil, timeZone)}`;
}

/**
 * The line under an order's status in My Orders: 'Delivered today, 07:30', 'Delivered yesterday, 16:10',
 * 'Delivered Tue 1 Dec, 07:30'; 'Dispatched, due today', 'Dispatched, due tomorrow', 'Dispatched, due
 * Fri 4 Dec', or 'Dispatched' with no day known.
 * @param timeZone the store's IANA zone
 * @param now the current instant (a test's clock)
 * @returns the text, or null with no delivery (or an unreadable one)
 */
export function deliveryNote(order: OrderDelivery, timeZone: string, now: Date): string | null {
  if (order.DeliveryStatus === 'Delivered') {
    const at = order.DeliveredAt ? new Date(order.DeliveredAt) : null;
    if (!at || Number.isNaN(at.getTime())) return 'Delivered';
    const when = whenNote(at, timeZone, now);
    return `Delivered ${/^(Today|Yesterday),/.test(when) ? when[0]!.toLowerCase() + when.slice(1) : when}`;
  }
  if (order.DeliveryStatus === 'Dispatched') {
    const due = order.ExpectedDeliveryDate;
    if (!due || !/^\d{4}-\d{2}-\d{2}$/.test(due)) return 'Dispatched';
    const today = zonedDay(now, timeZone);
    return `Dispatched, due ${due === today ? 'today' : due === nextDay(today) ? 'tomorrow' : shortDay(due)}`;
  }
  return null;
}

/** Whether the order was delivered on the store's today (the day Home asks 'Delivery arrived?'). */
export function isDeliveredToday(order: OrderDelivery, timeZone: string, now: Date): boolean {
  if (order.DeliveryStatus !== 'Delivered' || !order.DeliveredAt) return false;
  const at = new Date(order.DeliveredAt);
  return !Number.isNaN(at.getTime()) && zonedDay(at, timeZone) === zonedDay(now, timeZone);
}

/**
 * Whether a claim may still be sent for the delivery: delivered, and `now` within `CLAIM_WINDOW_MS` of it
 * (the end itself is past the window).
 */
export function isClaimWindowOpen(order: OrderDelivery, now: Date): boolean {
  if (order.DeliveryStatus !== 'Delivered' || !order.DeliveredAt) return false;
  const at = Date.parse(order.DeliveredAt);
  return !Number.isNaN(at) && now.getTime() >= at && now.getTime() < at + CLAIM_WINDOW_MS;
}

/** The §9 categories that are tobacco (cigarettes, roll-your-own, cigars, pipe), whose outers are counted with the driver present. */
export const TOBACCO_CATEGORIES: readonly string[] = ['RMC', 'RYO', 'CGR', 'PIP'];

/** Whether a product of `category` is tobacco (e-vapour and nicotine pouches are not). */
export function isTobacco(category: string): boolean {
  return TOBACCO_CATEGORIES.includes(category);
}

/** The messages of a check-in refused (ADR 0055): the server's 4xx `Message`s. */
export const checkInMessages = {
  notDelivered: 'This order has not been delivered yet.',
  alreadyCheckedIn: 'This delivery has already been checked in.',
  notOnOrder: (sku: string, orderNumber: string) => `${sku} is not on order ${orderNumber}.`,
  listedTwice: (sku: string) => `${sku} is listed twice: count each line once.`,
  missing: (sku: string) => `Count every line of the order: ${sku} is missing.`,
  onTheOrder: (code: string) => `${code} is on the order: count it on its line.`,
  keyReused: 'This check-in was already sent with other counts.',
} as const;

/** A line counted against its invoice: not yet, complete (green), short (amber) or over (more came than invoiced). */
export type LineCount = 'notCounted' | 'complete' | 'short' | 'over';

/**
 * Where a line's count stands.
 * @param invoiced outers on the invoice
 * @param received outers counted; undefined or null before any
 */
export function lineCount(invoiced: number, received: number | null | undefined): LineCount {
  if (received === undefined || received === null) return 'notCounted';
  return received === invoiced ? 'complete' : received < invoiced ? 'short' : 'over';
}

/**
 * The orders Home asks about ('Delivery arrived?'): delivered on the store's today and not checked in yet.
 * @param timeZone the store's IANA zone
 */
export function deliveriesToCheckIn<O extends OrderDelivery>(orders: readonly O[], timeZone: string, now: Date): O[] {
  return orders.filter((o) => !o.DeliveryCheckedInAt && isDeliveredToday(o, timeZone, now));
}
