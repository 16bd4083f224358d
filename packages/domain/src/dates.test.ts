import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, formatDateTime, formatLongDate, formatOrdinalDate, formatShortDate, ordinalSuffix } from './dates';

describe('dates (§9, §2.9)', () => {
  it('shows Irish time by default', () => expect(DEFAULT_TIME_ZONE).toBe('Europe/Dublin'));

  it.each([
    [1, 'st'], [2, 'nd'], [3, 'rd'], [4, 'th'], [5, 'th'], [10, 'th'], [11, 'th'], [12, 'th'], [13, 'th'], [14, 'th'],
    [20, 'th'], [21, 'st'], [22, 'nd'], [23, 'rd'], [24, 'th'], [30, 'th'], [31, 'st'], [111, 'th'], [101, 'st'],
  ])('ordinal of %i is %s', (d, s) => expect(ordinalSuffix(d)).toBe(s));

  it.each([
    ['2026-11-22T10:00:00Z', '22nd November 2026'],
    ['2026-11-01T10:00:00Z', '1st November 2026'],
    ['2026-11-02T10:00:00Z', '2nd November 2026'],
    ['2026-11-03T10:00:00Z', '3rd November 2026'],
    ['2026-11-04T10:00:00Z', '4th November 2026'],
    ['2026-11-11T10:00:00Z', '11th November 2026'],
    ['2026-11-12T10:00:00Z', '12th November 2026'],
    ['2026-11-13T10:00:00Z', '13th November 2026'],
    ['2026-11-21T10:00:00Z', '21st November 2026'],
    ['2026-11-23T10:00:00Z', '23rd November 2026'],
    ['2026-12-31T10:00:00Z', '31st December 2026'],
  ])('formatOrdinalDate(%s) = %s', (iso, text) => expect(formatOrdinalDate(iso)).toBe(text));

  it('accepts a Date, epoch ms and an explicit zone', () => {
    expect(formatOrdinalDate(new Date('2026-05-01T12:00:00Z'), 'UTC')).toBe('1st May 2026');
    expect(formatOrdinalDate(Date.UTC(2026, 4, 1, 12), { timeZone: 'UTC' })).toBe('1st May 2026');
  });

  it('uses the time zone for the day (Irish summer time is UTC+1)', () => {
    expect(formatOrdinalDate('2026-06-30T23:30:00Z')).toBe('1st July 2026');
    expect(formatOrdinalDate('2026-06-30T23:30:00Z', 'UTC')).toBe('30th June 2026');
    expect(formatOrdinalDate('2026-06-30T23:30:00Z', { timeZone: 'America/New_York' })).toBe('30th June 2026');
  });

  it.each([
    ['2026-11-22T14:05:00Z', undefined, '22/11/2026, 14:05'],
    ['2026-07-22T14:05:00Z', undefined, '22/07/2026, 15:05'],
    ['2026-07-22T14:05:00Z', 'UTC', '22/07/2026, 14:05'],
    ['2026-01-02T00:00:00Z', { timeZone: 'UTC' }, '02/01/2026, 00:00'],
    ['2026-01-02T23:59:00Z', 'UTC', '02/01/2026, 23:59'],
  ])('formatDateTime(%s, %j) = %s', (iso, zone, text) => expect(formatDateTime(iso, zone)).toBe(text));

  it.each([
    ['2026-03-04T10:00:00Z', 'UTC', '04/03/2026'],
    ['2026-12-31T23:30:00Z', undefined, '31/12/2026'],
    ['2026-08-31T23:30:00Z', undefined, '01/09/2026'],
  ])('formatShortDate(%s, %j) = %s', (iso, zone, text) => expect(formatShortDate(iso, zone)).toBe(text));

  it('returns an empty string for an invalid date', () => {
    expect(formatOrdinalDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatShortDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatLongDate (§1 suggestions)', () => {
  it("reads '21 November 2026' in Irish time, without an ordinal", () => {
    expect(formatLongDate('2026-11-21T10:00:00Z')).toBe('21 November 2026');
    // 23:30 UTC on 31 May is already 1 June in Dublin (summer time).
    expect(formatLongDate('2026-05-31T23:30:00Z')).toBe('1 June 2026');
    expect(formatLongDate('nope')).toBe('');
  });
});
