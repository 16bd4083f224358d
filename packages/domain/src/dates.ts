/** Time zone the portal shows dates in unless told otherwise. */
export const DEFAULT_TIME_ZONE = 'Europe/Dublin';

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/** English ordinal suffix of a day of the month: 1 → 'st', 12 → 'th', 22 → 'nd'. */
export function ordinalSuffix(day: number): string {
  const mod100 = day % 100;
  if (mod100 >= 11 && mod100 <= 13) return 'th';
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
}

function parts(date: Date, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const out: Record<string, string> = {};
  for (const p of new Intl.DateTimeFormat('en-GB', { timeZone, ...options }).formatToParts(date)) out[p.type] = p.value;
  return out;
}

/**
 * Ordinal date of §9: `'22nd November 2026'`.
 * @param value a Date or an ISO 8601 string
 * @param timeZone IANA zone, default Europe/Dublin
 */
export function formatOrdinalDate(value: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  const p = parts(toDate(value), timeZone, { day: 'numeric', month: 'long', year: 'numeric' });
  const day = Number(p.day);
  return `${day}${ordinalSuffix(day)} ${p.month} ${p.year}`;
}

/** en-GB date-time of §9: `'22/11/2026, 14:05'`. */
export function formatDateTime(value: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(toDate(value));
}

/** dd/mm/yyyy, as the downloads show their published date (§2.9). */
export function formatShortDate(value: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(toDate(value));
}
