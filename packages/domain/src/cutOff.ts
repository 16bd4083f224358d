/**
 * Order cut-off (beyond the spec; ADR 0028): each store has a weekly cut-off, a weekday and a
 * wall-clock time in the store's time zone. An order is picked for the next delivery once the cut-off after
 * it was placed has passed: from then on a Pending order can no longer be edited or cancelled.
 *
 * Wall-clock times are turned into instants with `@date-fns/tz`. Where daylight saving makes a time
 * ambiguous or missing, the rule is Temporal's and RFC 5545's: a time that occurs twice is the earlier
 * instant; a time that does not occur (the spring gap) is moved forward by the length of the gap.
 * Server side only: the portal receives the instants computed here (`NextCutOff`, `EditableUntil`).
 */
import { TZDate, tzOffset } from '@date-fns/tz';
import { formatCutOff } from './dates';

/** A store's weekly order cut-off. */
export interface CutOffRule {
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
  /** Wall-clock time, 'HH:mm' (24-hour). */
  time: string;
  /** IANA time zone of the store, e.g. 'Europe/Dublin'. */
  timeZone: string;
}

const TIME = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;

/** Whether `rule` is well formed: weekday 1–7, 'HH:mm' and a time zone this runtime knows. */
export function isValidCutOffRule(rule: CutOffRule): boolean {
  if (!Number.isInteger(rule.weekday) || rule.weekday < 1 || rule.weekday > 7 || !TIME.test(rule.time)) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: rule.timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant of a wall-clock time in a zone (DST: the earlier of two, forward over a gap; see the module).
 * @param month 0-based, as `Date`'s
 */
export function zonedInstant(timeZone: string, year: number, month: number, day: number, hours: number, minutes: number): Date {
  const at = new TZDate(year, month, day, hours, minutes, timeZone);
  // The library picks one instant of an ambiguous time; take the earlier one when the clock also read this
  // time one offset change before.
  const shift = (tzOffset(timeZone, new Date(at.getTime() + 86_400_000)) - tzOffset(timeZone, new Date(at.getTime() - 86_400_000))) * 60_000;
  if (shift !== 0) {
    const other = new TZDate(at.getTime() - Math.abs(shift), timeZone);
    if (other.getFullYear() === at.getFullYear() && other.getMonth() === at.getMonth() && other.getDate() === at.getDate() && other.getHours() === at.getHours() && other.getMinutes() === at.getMinutes()) {
      return new Date(other.getTime());
    }
  }
  return new Date(at.getTime());
}

/** The cut-off instants of `rule` on the 8 store-local days from `fromDay` days after `at`'s, in order. */
function cutOffsAround(rule: CutOffRule, at: Date, fromDay: number): Date[] {
  const [hours, minutes] = rule.time.split(':').map(Number) as [number, number];
  const local = new TZDate(at.getTime(), rule.timeZone);
  const out: Date[] = [];
  for (let i = fromDay; i < fromDay + 8; i++) {
    // Noon is never in a DST gap, so the day and its weekday are read safely.
    const day = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + i, 12, 0, rule.timeZone);
    const isoWeekday = day.getDay() === 0 ? 7 : day.getDay();
    if (isoWeekday === rule.weekday) out.push(zonedInstant(rule.timeZone, day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes));
  }
  return out;
}

/**
 * The first cut-off strictly after `after`.
 * @returns an instant (Date, UTC)
 * @throws RangeError for a malformed rule
 */
export function nextCutOff(rule: CutOffRule, after: Date): Date {
  if (!isValidCutOffRule(rule)) throw new RangeError(`Invalid cut-off rule: ${JSON.stringify(rule)}`);
  return cutOffsAround(rule, after, 0).find((t) => t.getTime() > after.getTime())!;
}

/**
 * The last cut-off at or before `at`.
 * @throws RangeError for a malformed rule
 */
export function previousCutOff(rule: CutOffRule, at: Date): Date {
  if (!isValidCutOffRule(rule)) throw new RangeError(`Invalid cut-off rule: ${JSON.stringify(rule)}`);
  return cutOffsAround(rule, at, -7).filter((t) => t.getTime() <= at.getTime()).at(-1)!;
}

/** Until when an order placed at `orderDate` can be edited or cancelled: the first cut-off after it. */
export function editableUntil(rule: CutOffRule, orderDate: Date): Date {
  return nextCutOff(rule, orderDate);
}

/** Whether the cut-off after `orderDate` has passed at `now` (the order is locked for delivery). */
export function isPastCutOff(rule: CutOffRule, orderDate: Date, now: Date): boolean {
  return now.getTime() >= editableUntil(rule, orderDate).getTime();
}

/**
 * The 409 `Message` for an edit or cancel after the cut-off:
 * 'This order can no longer be changed or cancelled: it was locked for delivery at the order cut-off, Thursday 26 November, 16:00.'
 */
export function pastCutOffMessage(lockedAt: Date, timeZone: string): string {
  return `This order can no longer be changed or cancelled: it was locked for delivery at the order cut-off, ${formatCutOff(lockedAt, timeZone)}.`;
}
