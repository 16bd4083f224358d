/**
 * Checking a delivery in (ADR 0055): GET and POST /api/Delivery/CheckIn on the demo data: the lines as
 * invoiced, one check-in a delivery, refusals that write nothing, and who may see what.
 */
import { describe, expect, it } from 'vitest';
import { checkInMessages, CLAIM_WINDOW_MS } from '@trade-portal/domain';
import { auth, MULTI, RESTRICTED, setupApi, SINGLE } from './helpers';

const h = await setupApi();
const single = await h.login('single@demo.test');
const multi = await h.login('multi@demo.test');
const restricted = await h.login('restricted@demo.test');

interface Line { SKU: string; Invoiced: number; Received: number | null; IsTobacco: boolean; PackBarCode: string; OuterBarCode: string | null }
interface CheckIn { OrderNumber: string; DeliveredAt: string; ClaimUntil: string; CheckedInAt: string | null; Lines: Line[]; Unexpected: { Code: string; SKU: string | null; Product: string | null; Received: number }[] }
interface Order { OrderNumber: string; Status: number; DeliveryStatus?: string; DeliveredAt?: string }

const get = (account: string, order: string, token = single) =>
  h.app.inject({ method: 'GET', url: `/api/Delivery/CheckIn?accountNumber=${account}&orderNumber=${order}`, headers: auth(token) });
const post = (account: string, payload: unknown, token = single, key?: string) =>
  h.app.inject({ method: 'POST', url: `/api/Delivery/CheckIn?accountNumber=${account}`, payload: payload as object, headers: { ...auth(token), ...(key ? { 'idempotency-key': key } : {}) } });
const history = async (account: string, token: string) =>
  (await h.app.inject({ method: 'GET', url: `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${account}&timeSpan=365`, headers: auth(token) })).json().OrderHistory as Order[];

const singleOrders = await history(SINGLE, single);
const delivered = singleOrders.filter((o) => o.DeliveryStatus === 'Delivered');
const [today, earlier] = delivered as [Order, Order];
const pending = singleOrders.find((o) => o.Status === 1)!;
const otherStores = await history(MULTI[0], multi);
const othersDelivery = otherStores.find((o) => o.DeliveryStatus === 'Delivered')!;

describe('GET /api/Delivery/CheckIn', () => {
  it('lists a delivered order’s lines as invoiced, with their barcodes, none counted yet; a claim may come for 48 hours', async () => {
    const res = await get(SINGLE, today.OrderNumber);
    expect(res.statusCode).toBe(200);
    const checkIn = res.json() as CheckIn;
    expect(checkIn).toMatchObject({ OrderNumber: today.OrderNumber, DeliveredAt: today.DeliveredAt, CheckedInAt: null, Unexpected: [] });
    expect(Date.parse(checkIn.ClaimUntil) - Date.parse(checkIn.DeliveredAt)).toBe(CLAIM_WINDOW_MS);
    expect(checkIn.Lines.length).toBeGreaterThan(0);
    for (const line of checkIn.Lines) {
      expect(line.Invoiced).toBeGreaterThan(0);
      expect(line.Received).toBeNull();
      expect(line.PackBarCode).toMatch(/^\d{8,14}$/);
    }
  });

  it('answers 409 for an order not delivered yet, and 404 for another store’s order, as for an unknown one', async () => {
    const notDelivered = await get(SINGLE, pending.OrderNumber);
    expect(notDelivered.statusCode).toBe(409);
    expect(notDelivered.json()).toEqual({ Message: checkInMessages.notDelivered });
    const others = await get(SINGLE, othersDelivery.OrderNumber);
    const unknown = await get(SINGLE, '99999999');
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual(unknown.json());
  });

  it('is an order view: 403 at TierAccessLevel 3, and for a store that is not the caller’s', async () => {
    expect((await get(RESTRICTED, today.OrderNumber, restricted)).statusCode).toBe(403);
    expect((await get(SINGLE, today.OrderNumber, multi)).statusCode).toBe(403);
  });
});

describe('POST /api/Delivery/CheckIn', () => {
  const countsOf = async (order: string) => ((await get(SINGLE, order)).json() as CheckIn).Lines;

  it('refuses what is not the order’s, twice listed or missing, and writes nothing', async () => {
    const lines = await countsOf(earlier.OrderNumber);
    const all = lines.map((l) => ({ SKU: l.SKU, Received: l.Invoiced }));
    const cases: [unknown, number, string][] = [
      [{ OrderNumber: earlier.OrderNumber, Lines: [...all, { SKU: 'NOT-ON-IT', Received: 1 }], Unexpected: [] }, 400, checkInMessages.notOnOrder('NOT-ON-IT', earlier.OrderNumber)],
      [{ OrderNumber: earlier.OrderNumber, Lines: [...all, all[0]], Unexpected: [] }, 400, checkInMessages.listedTwice(all[0]!.SKU)],
      [{ OrderNumber: earlier.OrderNumber, Lines: all.slice(1), Unexpected: [] }, 400, checkInMessages.missing(all[0]!.SKU)],
      [{ OrderNumber: earlier.OrderNumber, Lines: all, Unexpected: [{ Code: lines[0]!.PackBarCode, Received: 1 }] }, 400, checkInMessages.onTheOrder(lines[0]!.PackBarCode)],
      [{ OrderNumber: pending.OrderNumber, Lines: [], Unexpected: [] }, 409, checkInMessages.notDelivered],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post(SINGLE, payload);
      expect(res.statusCode, message).toBe(status);
      expect(res.json()).toEqual({ Message: message });
    }
    expect(((await get(SINGLE, earlier.OrderNumber)).json() as CheckIn).CheckedInAt).toBeNull();
    // Another store's order is unknown here, and changes nothing there.
    const others = await post(SINGLE, { OrderNumber: othersDelivery.OrderNumber, Lines: [], Unexpected: [] });
    expect(others.statusCode).toBe(404);
    expect(((await get(MULTI[0], othersDelivery.OrderNumber, multi)).json() as CheckIn).CheckedInAt).toBeNull();
  });

  it('records a short line and an outer that was not on the order, once; the same key and counts return it again', async () => {
    const lines = await countsOf(today.OrderNumber);
    const [short, ...rest] = lines;
    // A pack barcode of a product that is not on this order.
    const stranger = (await h.app.inject({ method: 'GET', url: `/api/Product/AllProducts?accountNumber=${SINGLE}`, headers: auth(single) })).json().Products as { SKU: string; Product: string; PackBarCode: string }[];
    const notOnIt = stranger.find((p) => !lines.some((l) => l.SKU === p.SKU))!;
    const payload = {
      OrderNumber: today.OrderNumber,
      Lines: [{ SKU: short!.SKU, Received: short!.Invoiced - 1 }, ...rest.map((l) => ({ SKU: l.SKU, Received: l.Invoiced }))],
      Unexpected: [{ Code: notOnIt.PackBarCode, Received: 2 }],
    };
    const res = await post(SINGLE, payload, single, 'check-in-1');
    expect(res.statusCode).toBe(200);
    const checkIn = res.json() as CheckIn;
    expect(checkIn.CheckedInAt).not.toBeNull();
    expect(checkIn.Lines.find((l) => l.SKU === short!.SKU)?.Received).toBe(short!.Invoiced - 1);
    expect(checkIn.Unexpected).toEqual([{ Code: notOnIt.PackBarCode, SKU: notOnIt.SKU, Product: notOnIt.Product, Received: 2 }]);
    expect((await get(SINGLE, today.OrderNumber)).json()).toEqual(checkIn);
    // The history and the order's details say it was checked in; no other order does.
    const after = await history(SINGLE, single);
    expect(after.find((o) => o.OrderNumber === today.OrderNumber)).toMatchObject({ DeliveryCheckedInAt: checkIn.CheckedInAt });
    expect(after.filter((o) => 'DeliveryCheckedInAt' in o)).toHaveLength(1);
    const details = (await h.app.inject({ method: 'GET', url: `/api/OrderHistory/OrderHistoryDetails?accountNumber=${SINGLE}&orderNumber=${today.OrderNumber}`, headers: auth(single) })).json();
    expect(details.DeliveryCheckedInAt).toBe(checkIn.CheckedInAt);

    // Sent again from the outbox: the first answer. Another key, or the same key with other counts: refused.
    expect((await post(SINGLE, payload, single, 'check-in-1')).json()).toEqual(checkIn);
    const again = await post(SINGLE, payload, single, 'check-in-2');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ Message: checkInMessages.alreadyCheckedIn });
    const other = await post(SINGLE, { ...payload, Unexpected: [] }, single, 'check-in-1');
    expect(other.statusCode).toBe(422);
    expect((await get(SINGLE, today.OrderNumber)).json()).toEqual(checkIn);
  });
});
