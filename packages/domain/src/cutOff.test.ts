import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editableUntil, isPastCutOff, isValidCutOffRule, nextCutOff, pastCutOffMessage, previousCutOff, zonedInstant, type CutOffRule } from './cutOff';
import { formatCutOff, formatShortCutOff, formatTimeLeft } from './dates';
import { canChangeOrder } from './orders';

const dublinThursday: CutOffRule = { weekday: 4, time: '16:00', timeZone: 'Europe/Dublin' };
const iso = (d: Date) => d.toISOString();

/** Wall clock of an instant in a zone: 'YYYY-MM-DD HH:mm', ISO weekday. */
function wall(d: Date, timeZone: string) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', weekday: 'short' })
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(p.weekday!) + 1;
  return { text: `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`, weekday, time: `${p.hour}:${p.minute}` };
}

describe('isValidCutOffRule', () => {
  it.each([
    [{ weekday: 1, time: '00:00', timeZone: 'UTC' }, true],
    [{ weekday: 7, time: '23:59', timeZone: 'Pacific/Chatham' }, true],
    [{ weekday: 0, time: '16:00', timeZone: 'Europe/Dublin' }, false],
    [{ weekday: 8, time: '16:00', timeZone: 'Europe/Dublin' }, false],
    [{ weekday: 2.5, time: '16:00', timeZone: 'Europe/Dublin' }, false],
    [{ weekday: 4, time: '24:00', timeZone: 'Europe/Dublin' }, false],
    [{ weekday: 4, time: '9:00', timeZone: 'Europe/Dublin' }, false],
    [{ weekday: 4, time: '16:60', timeZone: 'Europe/Dublin' }, false],
    [{ weekday: 4, time: '16:00', timeZone: 'Europe/Atlantis' }, false],
    [{ weekday: 4, time: '16:00', timeZone: '' }, false],
  ])('%j → %s', (rule, valid) => expect(isValidCutOffRule(rule)).toBe(valid));

  it('a malformed rule throws a RangeError rather than answering a wrong instant', () => {
    expect(() => nextCutOff({ weekday: 9, time: '16:00', timeZone: 'Europe/Dublin' }, new Date())).toThrow(RangeError);
    expect(() => previousCutOff({ weekday: 4, time: '16:00', timeZone: 'Nowhere/Else' }, new Date())).toThrow(RangeError);
  });
});

describe('nextCutOff and previousCutOff (Thursday 16:00, Europe/Dublin)', () => {
  it.each([
    ['Monday morning in winter', '2026-11-23T09:00:00Z', '2026-11-26T16:00:00.000Z'],
    ['Thursday a minute before', '2026-11-26T15:59:00Z', '2026-11-26T16:00:00.000Z'],
    ['Thursday at the cut-off: the next week’s', '2026-11-26T16:00:00Z', '2026-12-03T16:00:00.000Z'],
    ['Thursday a second after', '2026-11-26T16:00:01Z', '2026-12-03T16:00:00.000Z'],
    ['summer time: 16:00 IST is 15:00 UTC', '2026-07-01T00:00:00Z', '2026-07-02T15:00:00.000Z'],
    ['across the year end', '2026-12-31T18:00:00Z', '2027-01-07T16:00:00.000Z'],
    ['a week that changes to summer time (29 March 2026)', '2026-03-27T12:00:00Z', '2026-04-02T15:00:00.000Z'],
    ['a week that changes to winter time (25 October 2026)', '2026-10-23T12:00:00Z', '2026-10-29T16:00:00.000Z'],
  ])('%s', (_, at, expected) => expect(iso(nextCutOff(dublinThursday, new Date(at)))).toBe(expected));

  it.each([
    ['Monday after', '2026-11-23T09:00:00Z', '2026-11-19T16:00:00.000Z'],
    ['at the cut-off itself', '2026-11-26T16:00:00Z', '2026-11-26T16:00:00.000Z'],
    ['a minute before it', '2026-11-26T15:59:00Z', '2026-11-19T16:00:00.000Z'],
    ['in summer', '2026-07-03T00:00:00Z', '2026-07-02T15:00:00.000Z'],
  ])('previous: %s', (_, at, expected) => expect(iso(previousCutOff(dublinThursday, new Date(at)))).toBe(expected));

  it('the store’s day, not the server’s: Monday 00:30 in Auckland is still Sunday in UTC', () => {
    const rule: CutOffRule = { weekday: 1, time: '10:00', timeZone: 'Pacific/Auckland' };
    // Sunday 2026-11-22 11:30 UTC = Monday 00:30 NZDT (+13): the cut-off is that same Monday 10:00.
    expect(iso(nextCutOff(rule, new Date('2026-11-22T11:30:00Z')))).toBe('2026-11-22T21:00:00.000Z');
  });
});

describe('daylight saving', () => {
  it('a time in the spring gap moves forward by the gap: 01:30 on 29 March 2026 in Dublin is 02:30 IST', () => {
    expect(iso(zonedInstant('Europe/Dublin', 2026, 2, 29, 1, 30))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(nextCutOff({ weekday: 7, time: '01:30', timeZone: 'Europe/Dublin' }, new Date('2026-03-28T00:00:00Z')))).toBe('2026-03-29T01:30:00.000Z');
  });

  it('a time in the New York gap: 02:30 on 8 March 2026 is 03:30 EDT', () => {
    expect(iso(zonedInstant('America/New_York', 2026, 2, 8, 2, 30))).toBe('2026-03-08T07:30:00.000Z');
  });

  it('a time that occurs twice is the earlier one, in Dublin and in New York alike', () => {
    // Dublin 25 October 2026: 01:30 IST (00:30 UTC), then 01:30 GMT (01:30 UTC).
    expect(iso(zonedInstant('Europe/Dublin', 2026, 9, 25, 1, 30))).toBe('2026-10-25T00:30:00.000Z');
    // New York 1 November 2026: 01:30 EDT (05:30 UTC), then 01:30 EST (06:30 UTC).
    expect(iso(zonedInstant('America/New_York', 2026, 10, 1, 1, 30))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(nextCutOff({ weekday: 7, time: '01:30', timeZone: 'Europe/Dublin' }, new Date('2026-10-24T00:00:00Z')))).toBe('2026-10-25T00:30:00.000Z');
  });

  it('a half-hour change (Lord Howe Island) and the southern hemisphere (Sydney)', () => {
    // Lord Howe 5 October 2025: 02:00 +10:30 → 02:30 +11:00, so 02:15 does not exist: it is 02:45 +11:00.
    expect(iso(zonedInstant('Australia/Lord_Howe', 2025, 9, 5, 2, 15))).toBe('2025-10-04T15:45:00.000Z');
    // Sydney 5 April 2026: 03:00 AEDT → 02:00 AEST, so 02:30 occurs twice; the earlier is AEDT.
    expect(iso(zonedInstant('Australia/Sydney', 2026, 3, 5, 2, 30))).toBe('2026-04-04T15:30:00.000Z');
  });

  it('a zone without daylight saving and UTC', () => {
    expect(iso(nextCutOff({ weekday: 5, time: '09:00', timeZone: 'Asia/Tokyo' }, new Date('2026-11-26T00:00:00Z')))).toBe('2026-11-27T00:00:00.000Z');
    expect(iso(nextCutOff({ weekday: 4, time: '00:00', timeZone: 'UTC' }, new Date('2026-11-26T00:00:00Z')))).toBe('2026-12-03T00:00:00.000Z');
  });
});

describe('at the calendar’s edges (the 1st and last of a month, 1 January, 29 February, both 2027 Dublin DST Sundays, 23:30 and 00:30, New York)', () => {
  const rule = (weekday: number, time: string, timeZone = 'Europe/Dublin'): CutOffRule => ({ weekday, time, timeZone });
  it.each([
    ['00:30 on Tuesday 1 December: Tuesday 00:00 was half an hour ago', rule(2, '00:00'), '2026-12-01T00:30:00Z', '2026-12-08T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
    ['00:30 on 1 December: Monday 23:30 was the last day of November', rule(1, '23:30'), '2026-12-01T00:30:00Z', '2026-12-07T23:30:00.000Z', '2026-11-30T23:30:00.000Z'],
    ['23:30 IST on Wednesday 31 March: Thursday 00:00 is 1 April, the week before it was winter time', rule(4, '00:00'), '2027-03-31T22:30:00Z', '2027-03-31T23:00:00.000Z', '2027-03-25T00:00:00.000Z'],
    ['00:30 on Friday 1 January: Friday 00:00 was this year’s', rule(5, '00:00'), '2027-01-01T00:30:00Z', '2027-01-08T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ['00:30 on 1 January: Thursday 23:30 was New Year’s Eve', rule(4, '23:30'), '2027-01-01T00:30:00Z', '2027-01-07T23:30:00.000Z', '2026-12-31T23:30:00.000Z'],
    ['the same instant in New York is 19:30 on 31 December: Friday 00:00 is still to come', rule(5, '00:00', 'America/New_York'), '2027-01-01T00:30:00Z', '2027-01-01T05:00:00.000Z', '2026-12-25T05:00:00.000Z'],
    ['23:00 on Tuesday 29 February 2028: Tuesday 23:30 is the leap day’s', rule(2, '23:30'), '2028-02-29T23:00:00Z', '2028-02-29T23:30:00.000Z', '2028-02-22T23:30:00.000Z'],
    ['23:30 on 29 February 2028, at the cut-off: the next is a week on', rule(2, '23:30'), '2028-02-29T23:30:00Z', '2028-03-07T23:30:00.000Z', '2028-02-29T23:30:00.000Z'],
    ['23:30 on 29 February 2028: Wednesday 00:30 is 1 March', rule(3, '00:30'), '2028-02-29T23:30:00Z', '2028-03-01T00:30:00.000Z', '2028-02-23T00:30:00.000Z'],
    ['Sunday 28 March 2027, 01:30 does not happen in Dublin: 02:30 IST', rule(7, '01:30'), '2027-03-27T12:00:00Z', '2027-03-28T01:30:00.000Z', '2027-03-21T01:30:00.000Z'],
    ['Sunday 28 March 2027, 00:30 is still winter time', rule(7, '00:30'), '2027-03-27T12:00:00Z', '2027-03-28T00:30:00.000Z', '2027-03-21T00:30:00.000Z'],
    ['Thursday 16:00 from the first hour of summer time: IST next week, GMT the week before', rule(4, '16:00'), '2027-03-28T01:30:00Z', '2027-04-01T15:00:00.000Z', '2027-03-25T16:00:00.000Z'],
    ['Sunday 31 October 2027, 01:30 happens twice in Dublin: the first, IST', rule(7, '01:30'), '2027-10-30T12:00:00Z', '2027-10-31T00:30:00.000Z', '2027-10-24T00:30:00.000Z'],
    ['01:00 GMT on 31 October 2027: the second 01:30 is not another cut-off', rule(7, '01:30'), '2027-10-31T01:00:00Z', '2027-11-07T01:30:00.000Z', '2027-10-31T00:30:00.000Z'],
    ['Thursday 16:00 from the first 01:30 of 31 October: GMT next week, IST the week before', rule(4, '16:00'), '2027-10-31T00:30:00Z', '2027-11-04T16:00:00.000Z', '2027-10-28T15:00:00.000Z'],
    ['New York, Sunday 14 March 2027: 02:30 does not happen, 03:30 EDT', rule(7, '02:30', 'America/New_York'), '2027-03-13T12:00:00Z', '2027-03-14T07:30:00.000Z', '2027-03-07T07:30:00.000Z'],
    ['New York, Sunday 7 November 2027: 01:30 happens twice, the first (EDT)', rule(7, '01:30', 'America/New_York'), '2027-11-06T12:00:00Z', '2027-11-07T05:30:00.000Z', '2027-10-31T05:30:00.000Z'],
  ])('%s', (_, r, at, next, previous) => {
    expect(iso(nextCutOff(r, new Date(at)))).toBe(next);
    expect(iso(previousCutOff(r, new Date(at)))).toBe(previous);
    // An order placed at that instant can be changed until the next cut-off, and not from it.
    expect(iso(editableUntil(r, new Date(at)))).toBe(next);
    expect(isPastCutOff(r, new Date(at), new Date(Date.parse(next) - 1))).toBe(false);
    expect(isPastCutOff(r, new Date(at), new Date(next))).toBe(true);
  });

  it('the 409 message names the cut-off as the store’s clock read it: 02:30 on the spring Sunday, the first 01:30 in autumn', () => {
    expect(pastCutOffMessage(new Date('2027-03-28T01:30:00.000Z'), 'Europe/Dublin')).toContain('Sunday 28 March, 02:30.');
    expect(pastCutOffMessage(new Date('2027-10-31T00:30:00.000Z'), 'Europe/Dublin')).toContain('Sunday 31 October, 01:30.');
    expect(pastCutOffMessage(new Date('2027-01-01T05:00:00.000Z'), 'America/New_York')).toContain('Friday 1 January, 00:00.');
    expect(formatShortCutOff('2028-02-29T23:30:00.000Z', 'Europe/Dublin')).toBe('Tue 29 Feb, 23:30');
  });
});

describe('properties over every weekday, time, zone and instant', () => {
  const zones = ['Europe/Dublin', 'Europe/Lisbon', 'America/New_York', 'Australia/Lord_Howe', 'Australia/Sydney', 'Asia/Kolkata', 'Pacific/Chatham', 'UTC'];
  const rule = fc.record({
    weekday: fc.integer({ min: 1, max: 7 }),
    time: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
    timeZone: fc.constantFrom(...zones),
  });
  const instant = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 11, 31) }).map((t) => new Date(t));

  it('the next cut-off is after the instant, within a week and an hour, on the rule’s weekday and (outside a gap) its time', () => {
    fc.assert(
      fc.property(rule, instant, (r, at) => {
        const next = nextCutOff(r, at);
        expect(next.getTime()).toBeGreaterThan(at.getTime());
        expect(next.getTime() - at.getTime()).toBeLessThanOrEqual(7 * 86_400_000 + 3_600_000);
        const w = wall(next, r.timeZone);
        expect(w.weekday).toBe(r.weekday);
        // Forward over a gap of at most an hour: the wall time reads the rule's or up to an hour later.
        const [h, m] = r.time.split(':').map(Number) as [number, number];
        const [wh, wm] = w.time.split(':').map(Number) as [number, number];
        expect((wh * 60 + wm - (h * 60 + m) + 1440) % 1440).toBeLessThanOrEqual(60);
      }),
      { numRuns: 400 },
    );
  });

  it('previous ≤ instant < next, and no cut-off lies between them', () => {
    fc.assert(
      fc.property(rule, instant, (r, at) => {
        const previous = previousCutOff(r, at);
        const next = nextCutOff(r, at);
        expect(previous.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(nextCutOff(r, previous).getTime()).toBe(next.getTime());
        expect(next.getTime() - previous.getTime()).toBeGreaterThanOrEqual(7 * 86_400_000 - 3_600_000);
      }),
      { numRuns: 400 },
    );
  });

  it('an order is editable until the first cut-off after it and locked from that instant', () => {
    fc.assert(
      fc.property(rule, instant, (r, placed) => {
        const until = editableUntil(r, placed);
        expect(isPastCutOff(r, placed, new Date(until.getTime() - 1))).toBe(false);
        expect(isPastCutOff(r, placed, until)).toBe(true);
        expect(isPastCutOff(r, placed, placed)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('texts', () => {
  it('the 409 message names the cut-off in the store’s zone', () => {
    expect(pastCutOffMessage(new Date('2026-07-02T15:00:00Z'), 'Europe/Dublin')).toBe(
      'This order can no longer be changed or cancelled: it was locked for delivery at the order cut-off, Thursday 2 July, 16:00.',
    );
  });

  it('formatCutOff', () => {
    expect(formatCutOff('2026-11-26T16:00:00Z', 'Europe/Dublin')).toBe('Thursday 26 November, 16:00');
    expect(formatCutOff('not a date')).toBe('');
    expect(formatShortCutOff('2026-11-26T16:00:00Z', 'Europe/Dublin')).toBe('Thu 26 Nov, 16:00');
    expect(formatShortCutOff('2026-07-02T15:00:00Z', 'Europe/Dublin')).toBe('Thu 2 Jul, 16:00');
    expect(formatShortCutOff('')).toBe('');
  });

  it('canChangeOrder: Pending and before EditableUntil; without EditableUntil, while Pending', () => {
    const until = '2026-11-26T16:00:00.000Z';
    const at = Date.parse(until);
    expect(canChangeOrder({ Status: 1, EditableUntil: until }, at - 1)).toBe(true);
    expect(canChangeOrder({ Status: 1, EditableUntil: until }, at)).toBe(false);
    expect(canChangeOrder({ Status: 1, EditableUntil: null }, at)).toBe(true);
    expect(canChangeOrder({ Status: 1 }, at)).toBe(true);
    expect(canChangeOrder({ Status: 1, EditableUntil: 'garbage' }, at)).toBe(true);
    for (const Status of [0, 2, 3, 7]) expect(canChangeOrder({ Status, EditableUntil: until }, at - 1)).toBe(false);
  });

  it.each([
    [-5, 'now'],
    [0, 'now'],
    [Number.NaN, 'now'],
    [59_999, 'less than a minute'],
    [60_000, '1 min'],
    [59 * 60_000 + 59_999, '59 min'],
    [3_600_000, '1 h 00 min'],
    [3_600_000 + 5 * 60_000, '1 h 05 min'],
    [23 * 3_600_000 + 59 * 60_000, '23 h 59 min'],
    [86_400_000, '1 d 0 h'],
    [2 * 86_400_000 + 4 * 3_600_000 + 59 * 60_000, '2 d 4 h'],
  ])('formatTimeLeft(%d) = %s', (ms, text) => expect(formatTimeLeft(ms)).toBe(text));
});
