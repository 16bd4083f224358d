import { describe, expect, it } from 'vitest';
import { CLAIM_WINDOW_MS, claimClosesNote, deliveriesToCheckIn, deliveryNote, isClaimWindowOpen, isDeliveredToday, isTobacco, lineCount, nextDay, whenNote, zonedDay } from './delivery';

const DUBLIN = 'Europe/Dublin';
const delivered = (at: string) => ({ DeliveryStatus: 'Delivered' as const, DeliveredAt: at });
const dispatched = (due: string) => ({ DeliveryStatus: 'Dispatched' as const, ExpectedDeliveryDate: due });

describe('the store’s day', () => {
  it.each([
    ['2026-11-30', '2026-12-01'],
    ['2026-12-31', '2027-01-01'],
    ['2028-02-28', '2028-02-29'],
    ['2028-02-29', '2028-03-01'],
    ['2027-02-28', '2027-03-01'],
  ])('the day after %s is %s', (day, next) => expect(nextDay(day)).toBe(next));

  it('is the store’s calendar day, not UTC’s: 23:30 and 00:30 around midnight, in summer and winter', () => {
    // Summer (IST, UTC+1): 23:30 UTC on 30 June is already 1 July in Dublin.
    expect(zonedDay(new Date('2027-06-30T23:30:00Z'), DUBLIN)).toBe('2027-07-01');
    // Winter (GMT): the same as UTC.
    expect(zonedDay(new Date('2026-12-31T23:30:00Z'), DUBLIN)).toBe('2026-12-31');
    expect(zonedDay(new Date('2027-01-01T00:30:00Z'), DUBLIN)).toBe('2027-01-01');
    // A store in another zone reads its own day.
    expect(zonedDay(new Date('2027-01-01T00:30:00Z'), 'America/New_York')).toBe('2026-12-31');
  });
});

describe('deliveryNote', () => {
  it('says nothing without a delivery (a back end of §3 alone)', () => {
    expect(deliveryNote({}, DUBLIN, new Date('2026-12-01T12:00:00Z'))).toBeNull();
  });

  it('says today, yesterday or the day of a delivery, with the store’s clock', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    expect(deliveryNote(delivered('2026-12-01T07:30:00Z'), DUBLIN, now)).toBe('Delivered today, 07:30');
    expect(deliveryNote(delivered('2026-11-30T16:10:00Z'), DUBLIN, now)).toBe('Delivered yesterday, 16:10');
    expect(deliveryNote(delivered('2026-11-27T09:05:00Z'), DUBLIN, now)).toBe('Delivered Fri 27 Nov, 09:05');
    expect(deliveryNote({ DeliveryStatus: 'Delivered' }, DUBLIN, now)).toBe('Delivered');
  });

  it('reads yesterday across 1 January, and across 29 February 2028', () => {
    expect(deliveryNote(delivered('2026-12-31T18:00:00Z'), DUBLIN, new Date('2027-01-01T00:30:00Z'))).toBe('Delivered yesterday, 18:00');
    expect(deliveryNote(delivered('2028-02-29T08:00:00Z'), DUBLIN, new Date('2028-03-01T08:00:00Z'))).toBe('Delivered yesterday, 08:00');
  });

  it('keeps the store’s clock on both DST Sundays', () => {
    // 28 March 2027: clocks go forward at 01:00 GMT; 10:00 UTC is 11:00 IST.
    expect(deliveryNote(delivered('2027-03-28T10:00:00Z'), DUBLIN, new Date('2027-03-28T12:00:00Z'))).toBe('Delivered today, 11:00');
    // 31 October 2027: back at 02:00 IST; 10:00 UTC is 10:00 GMT.
    expect(deliveryNote(delivered('2027-10-31T10:00:00Z'), DUBLIN, new Date('2027-10-31T12:00:00Z'))).toBe('Delivered today, 10:00');
  });

  it('says when a dispatched order is due: today, tomorrow, or its day', () => {
    const now = new Date('2026-12-31T22:00:00Z');
    expect(deliveryNote(dispatched('2026-12-31'), DUBLIN, now)).toBe('Dispatched, due today');
    expect(deliveryNote(dispatched('2027-01-01'), DUBLIN, now)).toBe('Dispatched, due tomorrow');
    expect(deliveryNote(dispatched('2027-01-04'), DUBLIN, now)).toBe('Dispatched, due Mon 4 Jan');
    expect(deliveryNote({ DeliveryStatus: 'Dispatched' }, DUBLIN, now)).toBe('Dispatched');
    expect(deliveryNote(dispatched('4 Jan'), DUBLIN, now)).toBe('Dispatched');
  });
});

describe('isDeliveredToday', () => {
  it('is the store’s today: 23:30 and 00:30 local', () => {
    // 23:30 IST on 30 June is 22:30 UTC; 00:30 IST on 1 July is 23:30 UTC on 30 June.
    const order = delivered('2027-06-30T22:30:00Z');
    expect(isDeliveredToday(order, DUBLIN, new Date('2027-06-30T22:45:00Z'))).toBe(true);
    expect(isDeliveredToday(order, DUBLIN, new Date('2027-06-30T23:30:00Z'))).toBe(false);
    expect(isDeliveredToday(dispatched('2027-06-30'), DUBLIN, new Date('2027-06-30T12:00:00Z'))).toBe(false);
  });
});

describe('isClaimWindowOpen', () => {
  it('is open for 48 hours from the delivery, the end itself past it', () => {
    const order = delivered('2028-02-28T07:30:00Z');
    const at = Date.parse('2028-02-28T07:30:00Z');
    expect(isClaimWindowOpen(order, new Date(at))).toBe(true);
    expect(isClaimWindowOpen(order, new Date(at + CLAIM_WINDOW_MS - 1))).toBe(true);
    expect(isClaimWindowOpen(order, new Date(at + CLAIM_WINDOW_MS))).toBe(false);
    expect(isClaimWindowOpen(order, new Date(at - 1))).toBe(false);
    expect(isClaimWindowOpen(dispatched('2028-02-29'), new Date(at))).toBe(false);
  });
});

describe('lineCount and isTobacco', () => {
  it('reads a line as not counted, complete, short or over', () => {
    expect(lineCount(3, undefined)).toBe('notCounted');
    expect(lineCount(3, null)).toBe('notCounted');
    expect(lineCount(3, 3)).toBe('complete');
    expect(lineCount(3, 0)).toBe('short');
    expect(lineCount(3, 4)).toBe('over');
  });

  it('counts cigarettes, roll-your-own, cigars and pipe tobacco with the driver present; not e-vapour or pouches', () => {
    expect(['RMC', 'RYO', 'CGR', 'PIP'].every(isTobacco)).toBe(true);
    expect(['EVAP', 'NICP', ''].some(isTobacco)).toBe(false);
  });
});

describe('deliveriesToCheckIn', () => {
  it('is what came on the store’s today and is not checked in yet', () => {
    const now = new Date('2027-06-30T22:45:00Z');
    const today = { OrderNumber: '1', ...delivered('2027-06-30T22:30:00Z') };
    const checked = { OrderNumber: '2', ...delivered('2027-06-30T22:35:00Z'), DeliveryCheckedInAt: '2027-06-30T22:40:00Z' };
    const yesterday = { OrderNumber: '3', ...delivered('2027-06-29T12:00:00Z') };
    const onItsWay = { OrderNumber: '4', ...dispatched('2027-06-30') };
    expect(deliveriesToCheckIn([today, checked, yesterday, onItsWay], DUBLIN, now).map((o) => o.OrderNumber)).toEqual(['1']);
  });
});

describe('whenNote', () => {
  const now = new Date('2027-01-01T00:30:00Z');
  it('says Today, Yesterday or the day, with the store-local clock, across 1 January', () => {
    expect(whenNote(new Date('2027-01-01T00:10:00Z'), 'Europe/Dublin', now)).toBe('Today, 00:10');
    expect(whenNote(new Date('2026-12-31T23:50:00Z'), 'Europe/Dublin', now)).toBe('Yesterday, 23:50');
    expect(whenNote(new Date('2026-12-30T09:00:00Z'), 'Europe/Dublin', now)).toBe('Wed 30 Dec, 09:00');
    // Still 31 December in New York.
    expect(whenNote(new Date('2026-12-31T20:00:00Z'), 'America/New_York', now)).toBe('Today, 15:00');
  });
});

describe('claimClosesNote', () => {
  it('says today, tomorrow or the day, 48 hours on, across 29 February and the spring DST Sunday', () => {
    // Delivered 27 February 2028 at 07:30 in Dublin: the claim closes on the 29th.
    const delivered = new Date('2028-02-27T07:30:00Z');
    const until = new Date(delivered.getTime() + CLAIM_WINDOW_MS);
    expect(claimClosesNote(until, 'Europe/Dublin', delivered)).toBe('Claims close Tue 29 Feb, 07:30');
    expect(claimClosesNote(until, 'Europe/Dublin', new Date('2028-02-28T23:59:00Z'))).toBe('Claims close tomorrow, 07:30');
    expect(claimClosesNote(until, 'Europe/Dublin', new Date('2028-02-29T00:00:00Z'))).toBe('Claims close today, 07:30');
    // Delivered Saturday 27 March 2027 at 09:00 (GMT); the clocks go forward on the Sunday, so 48 hours on reads 10:00 IST.
    const spring = new Date(new Date('2027-03-27T09:00:00Z').getTime() + CLAIM_WINDOW_MS);
    expect(claimClosesNote(spring, 'Europe/Dublin', new Date('2027-03-28T12:00:00Z'))).toBe('Claims close tomorrow, 10:00');
  });
});
