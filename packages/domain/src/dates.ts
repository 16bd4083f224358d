/** Time zone the portal shows dates in unless told otherwise (the business is in Ireland). */
export const DEFAULT_TIME_ZONE = 'Europe/Dublin';

/** Options of the date formatters. */
export interface DateFormatOptions {
  /** IANA time zone the date is shown in. @default 'Europe/Dublin' */
  timeZone?: string;
}

/** A zone name or an options object; both forms are accepted so call sites stay short. */
export type TimeZoneOption = string | DateFormatOptions | undefined;

const zoneOf = (option: TimeZoneOption): string =>
  (typeof option === 'string' ? option : option?.timeZone) || DEFAULT_TIME_ZONE;

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

/** English ordinal suffix of a day of the month: 1 → 'st', 12 → 'th', 22 → 'nd'. */
export function ordinalSuffix(day: number): string {
  const mod100 = day % 100;
  if (mod100 >= 11 && mod100 <= 13) return 'th';
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
}

/**
 * One formatter per zone and pattern, built once: a new `Intl.DateTimeFormat` costs about as much as a
 * layout (it loads locale and zone data), and lists, the download row and the cut-off countdown format
 * dates on every render; a tablet at 4× throttle spent ~130 ms of a cart tap in here.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function parts(date: Date, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat('en-GB', { timeZone, ...options })));
  const out: Record<string, string> = {};
  for (const p of format.formatToParts(date)) out[p.type] = p.value;
  return out;
}

/**
 * The calendar date of an instant in a time zone (a store's: §4 order dates, the cut-off, the usual order's weeks
 * and months), from the same cached formatters as the formats below.
 * @param at a valid Date
 * @param timeZone IANA zone
 * @returns year, month (1–12) and day of the month in that zone
 */
export function zonedDate(at: Date, timeZone: string): { year: number; month: number; day: number } {
  const p = parts(at, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day) };
}

/**
 * Ordinal date of §9: `'22nd November 2026'`.
 * @param value a Date, an ISO 8601 string or epoch milliseconds
 * @param timeZone IANA zone or `{ timeZone }`, default Europe/Dublin
 * @returns the text, or '' when `value` is not a valid date (a missing date shows nothing rather than throwing)
 */
export function formatOrdinalDate(value: Date | string | number, timeZone?: TimeZoneOption): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = parts(date, zoneOf(timeZone), { day: 'numeric', month: 'long', year: 'numeric' });
  const day = Number(p.day);
  return `${day}${ordinalSuffix(day)} ${p.month} ${p.year}`;
}

/**
 * en-GB date-time of §9, 24-hour clock: `'22/11/2026, 14:05'`.
 * @param value a Date, an ISO 8601 string or epoch milliseconds
 * @param timeZone IANA zone or `{ timeZone }`, default Europe/Dublin
 * @returns the text, or '' for an invalid date
 */
export function formatDateTime(value: Date | string | number, timeZone?: TimeZoneOption): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = parts(date, zoneOf(timeZone), { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${p.day}/${p.month}/${p.year}, ${p.hour}:${p.minute}`;
}

/**
 * dd/mm/yyyy, as the downloads show their published date (§2.9): `'04/03/2026'`.
 * @param value a Date, an ISO 8601 string or epoch milliseconds
 * @param timeZone IANA zone or `{ timeZone }`, default Europe/Dublin
 * @returns the text, or '' for an invalid date
 */
export function formatShortDate(value: Date | string | number, timeZone?: TimeZoneOption): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = parts(date, zoneOf(timeZone), { day: '2-digit', month: '2-digit', year: 'numeric' });
  return `${p.day}/${p.month}/${p.year}`;
}

/**
 * en-GB long date without the ordinal, as the suggestion popup says when a visit was agreed (§1, §3
 * Suggested products): `'21 November 2026'`.
 * @param value a Date, an ISO 8601 string or epoch milliseconds
 * @param timeZone IANA zone or `{ timeZone }`, default Europe/Dublin
 * @returns the text, or '' for an invalid date
 */
export function formatLongDate(value: Date | string | number, timeZone?: TimeZoneOption): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = parts(date, zoneOf(timeZone), { day: 'numeric', month: 'long', year: 'numeric' });
  return `${Number(p.day)} ${p.month} ${p.year}`;
}

/**
 * Weekday, day, month and time of an order cut-off: `'Thursday 26 November, 16:00'`.
 * @param value a Date, an ISO 8601 string or epoch milliseconds
 * @param timeZone IANA zone or `{ timeZone }` (the store's), default Europe/Dublin
 * @returns the text, or '' for an invalid date
 */
export function formatCutOff(value: Date | string | number, timeZone?: TimeZoneOption): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = parts(date, zoneOf(timeZone), { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${p.weekday} ${Number(p.day)} ${p.month}, ${p.hour}:${p.minute}`;
}

/**
 * Short weekday, day, month and time of an order cut-off, for the info bar and order rows:
 * `'Thu 26 Nov, 16:00'`.
 * @param value a Date, an ISO 8601 string or epoch milliseconds
 * @param timeZone IANA zone or `{ timeZone }` (the store's), default Europe/Dublin
 * @returns the text, or '' for an invalid date
 */
export function formatShortCutOff(value: Date | string | number, timeZone?: TimeZoneOption): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = parts(date, zoneOf(timeZone), { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${p.weekday} ${Number(p.day)} ${p.month}, ${p.hour}:${p.minute}`;
}

/**
 * Time left before a cut-off, for the header: `'2 d 4 h'`, `'3 h 05 min'`, `'12 min'`,
 * `'less than a minute'`.
 * @param ms milliseconds left; 0 or less gives `'now'`
 */
export function formatTimeLeft(ms: number): string {
  if (!(ms > 0)) return 'now';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${String(mins).padStart(2, '0')} min`;
  return `${mins} min`;
}
