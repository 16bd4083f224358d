import { formatDateTime, formatOrdinalDate } from '@trade-portal/domain';

export interface DateTextProps {
  /** ISO 8601 date-time (as the API sends it) or a Date. */
  value: string | Date;
  /** `ordinal` is '22nd November 2026'; `dateTime` is en-GB '22/11/2026, 10:00' (§9). @default 'ordinal' */
  format?: 'ordinal' | 'dateTime';
}

/** A date in the spec's format (§9) inside a `<time dateTime>` element. */
export function DateText({ value, format = 'ordinal' }: DateTextProps) {
  const iso = typeof value === 'string' ? value : value.toISOString();
  return <time dateTime={iso}>{format === 'ordinal' ? formatOrdinalDate(value) : formatDateTime(value)}</time>;
}
