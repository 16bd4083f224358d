/**
 * Deliveries beside the order status (ADR 0055): the wire fields, and the demo history's deliveries, on
 * the day of the seed and at the calendar's edges.
 */
import { describe, expect, it } from 'vitest';
import { zonedDay } from '@trade-portal/domain';
import { demoDelivery, demoDeliveryToday } from '../src/seed/deliveries';
import { auth, MULTI, setupApi, SINGLE } from './helpers';

const DUBLIN = 'Europe/Dublin';
const h = await setupApi();
const single = await h.login('single@demo.test');
const multi = await h.login('multi@demo.test');

interface WireOrder { OrderNumber: string; Status: number; DeliveryStatus?: string; ExpectedDeliveryDate?: string; DeliveredAt?: string }
const history = async (account: string, token: string) =>
  (await h.app.inject({ method: 'GET', url: `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${account}&timeSpan=365`, headers: auth(token) })).json().OrderHistory as WireOrder[];

describe('the demo history’s deliveries', () => {
  it('single@ and multi@’s first store each have one order delivered today, in the store’s day', async () => {
    for (const [account, token] of [[SINGLE, single], [MULTI[0], multi]] as const) {
      const today = (await history(account, token)).filter((o) => o.DeliveredAt && zonedDay(new Date(o.DeliveredAt), DUBLIN) === zonedDay(new Date(), DUBLIN));
      expect(today, account).toHaveLength(1);
      expect(today[0]).toMatchObject({ Status: 2, DeliveryStatus: 'Delivered' });
      expect(Date.parse(today[0]!.DeliveredAt!)).toBeLessThanOrEqual(Date.now());
    }
  });

  it('multi@’s second store has an order on its way, due tomorrow', async () => {
    const onItsWay = (await history(MULTI[1], multi)).filter((o) => o.DeliveryStatus === 'Dispatched');
    expect(onItsWay).toHaveLength(1);
    expect(onItsWay[0]).toMatchObject({ Status: 2, ExpectedDeliveryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(onItsWay[0]).not.toHaveProperty('DeliveredAt');
  });

  it('only Processing orders carry a delivery: Submitted, Pending and Cancelled ones read as in §3', async () => {
    const orders = [...(await history(SINGLE, single)), ...(await history(MULTI[1], multi))];
    expect(orders.some((o) => o.Status !== 2)).toBe(true);
    for (const o of orders) {
      if (o.Status !== 2) expect(o, o.OrderNumber).not.toHaveProperty('DeliveryStatus');
      else expect(o.DeliveryStatus, o.OrderNumber).toMatch(/^(Delivered|Dispatched)$/);
    }
  });
});

describe('demoDeliveryToday', () => {
  it('is 07:30 in the store’s zone once it has passed, else its midnight: never in the future', () => {
    expect(demoDeliveryToday(new Date('2026-12-01T00:30:00Z'), DUBLIN).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(demoDeliveryToday(new Date('2026-12-01T12:00:00Z'), DUBLIN).toISOString()).toBe('2026-12-01T07:30:00.000Z');
    // 00:30 IST on 1 July is 23:30 UTC on 30 June: the store's day is 1 July.
    expect(demoDeliveryToday(new Date('2027-06-30T23:30:00Z'), DUBLIN).toISOString()).toBe('2027-06-30T23:00:00.000Z');
  });

  it('follows the store’s clock on both DST Sundays, 1 January and 29 February', () => {
    expect(demoDeliveryToday(new Date('2027-03-28T12:00:00Z'), DUBLIN).toISOString()).toBe('2027-03-28T06:30:00.000Z');
    expect(demoDeliveryToday(new Date('2027-10-31T12:00:00Z'), DUBLIN).toISOString()).toBe('2027-10-31T07:30:00.000Z');
    expect(demoDeliveryToday(new Date('2027-01-01T00:30:00Z'), DUBLIN).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(demoDeliveryToday(new Date('2028-02-29T09:00:00Z'), DUBLIN).toISOString()).toBe('2028-02-29T07:30:00.000Z');
    expect(demoDeliveryToday(new Date('2027-01-01T13:00:00Z'), 'America/New_York').toISOString()).toBe('2027-01-01T12:30:00.000Z');
    expect(demoDeliveryToday(new Date('2027-01-01T12:00:00Z'), 'America/New_York').toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });
});

describe('demoDelivery', () => {
  const now = new Date('2028-03-01T10:00:00Z');
  const processing = { date: new Date('2028-02-27T09:00:00Z'), status: 2 };

  it('delivers a Processing order two days after it was placed, across 29 February', () => {
    expect(demoDelivery('10030001', processing, false, now, DUBLIN)).toEqual({
      dispatchedAt: new Date('2028-02-28T09:00:00Z'), expectedDeliveryDate: '2028-02-29', deliveredAt: new Date('2028-02-29T09:00:00Z'),
    });
  });

  it('gives none to Submitted, Pending and Cancelled orders', () => {
    for (const status of [0, 1, 3]) expect(demoDelivery(SINGLE, { ...processing, status }, true, now, DUBLIN)).toBeNull();
  });

  it('delivers the newest of single@ today, and has the newest of multi@’s second store due tomorrow', () => {
    expect(demoDelivery(SINGLE, processing, true, now, DUBLIN)?.deliveredAt).toEqual(new Date('2028-03-01T07:30:00Z'));
    expect(demoDelivery(MULTI[1], processing, true, now, DUBLIN)).toMatchObject({ expectedDeliveryDate: '2028-03-02', deliveredAt: null });
  });
});
