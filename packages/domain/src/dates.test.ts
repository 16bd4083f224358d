import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, formatDateTime, formatLongDate, formatOrdinalDate, formatShortCutOff, formatShortDate, formatTimeLeft, ordinalSuffix, zonedDate } from './dates';

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

describe('dates at the calendar’s edges, in the store’s zone (what the portal shows)', () => {
  it.each([
    ['2026-11-30T23:30:00Z', 'Europe/Dublin', '30th November 2026', '30/11/2026, 23:30', 'Mon 30 Nov, 23:30'],
    ['2026-12-01T00:30:00Z', 'Europe/Dublin', '1st December 2026', '01/12/2026, 00:30', 'Tue 1 Dec, 00:30'],
    ['2027-01-01T00:30:00Z', 'Europe/Dublin', '1st January 2027', '01/01/2027, 00:30', 'Fri 1 Jan, 00:30'],
    ['2027-01-01T00:30:00Z', 'America/New_York', '31st December 2026', '31/12/2026, 19:30', 'Thu 31 Dec, 19:30'],
    ['2027-03-28T00:59:00Z', 'Europe/Dublin', '28th March 2027', '28/03/2027, 00:59', 'Sun 28 Mar, 00:59'],
    ['2027-03-28T01:00:00Z', 'Europe/Dublin', '28th March 2027', '28/03/2027, 02:00', 'Sun 28 Mar, 02:00'],
    ['2027-10-31T00:30:00Z', 'Europe/Dublin', '31st October 2027', '31/10/2027, 01:30', 'Sun 31 Oct, 01:30'],
    ['2027-10-31T01:30:00Z', 'Europe/Dublin', '31st October 2027', '31/10/2027, 01:30', 'Sun 31 Oct, 01:30'],
    ['2028-02-29T23:30:00Z', 'Europe/Dublin', '29th February 2028', '29/02/2028, 23:30', 'Tue 29 Feb, 23:30'],
    ['2028-03-01T00:30:00Z', 'Europe/Dublin', '1st March 2028', '01/03/2028, 00:30', 'Wed 1 Mar, 00:30'],
    ['2028-03-01T00:30:00Z', 'America/New_York', '29th February 2028', '29/02/2028, 19:30', 'Tue 29 Feb, 19:30'],
  ])('%s in %s: %s, %s, %s', (iso, zone, ordinal, dateTime, shortCutOff) => {
    expect(formatOrdinalDate(iso, zone)).toBe(ordinal);
    expect(formatDateTime(iso, zone)).toBe(dateTime);
    expect(formatShortCutOff(iso, zone)).toBe(shortCutOff);
    expect(zonedDate(new Date(iso), zone)).toEqual({ year: Number(ordinal.slice(-4)), month: Number(dateTime.slice(3, 5)), day: Number(dateTime.slice(0, 2)) });
  });

  it('the cut-off countdown counts the hours that pass: from 00:30 on the spring Sunday to Thursday 16:00 IST is 4 d 14 h', () => {
    expect(formatTimeLeft(Date.parse('2027-04-01T15:00:00Z') - Date.parse('2027-03-28T00:30:00Z'))).toBe('4 d 14 h');
    // From the first 01:30 of the autumn Sunday to Thursday 16:00 GMT: the 25-hour day counts 25.
    expect(formatTimeLeft(Date.parse('2027-11-04T16:00:00Z') - Date.parse('2027-10-31T00:30:00Z'))).toBe('4 d 15 h');
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
