import { describe, expect, it } from 'vitest';
import { cartTotalsCents } from '@trade-portal/domain';
import { toBackEndCart, toOrder } from '../src/wire';

describe('wire: cents → EUR once, at the edge (§3, §9)', () => {
  const lines = [
    { id: 1, sku: 'A', productName: 'Alpha', quantity: 3, priceOuterCents: 1999 },
    { id: 2, sku: 'B', productName: 'Beta', quantity: 1, priceOuterCents: 33 },
  ];

  it('prices a back-end cart in EUR, exact to the cent', () => {
    const cart = toBackEndCart({ id: 7, accountId: '10010001', pendingOrderNumber: null, lines, totals: cartTotalsCents(lines) });
    expect(cart).toEqual({
      BackEndCartId: 7,
      AccountNumber: '10010001',
      PendingOrderNumber: null,
      BackEndCartDetails: [
        { BackEndCartDetailsId: 1, SKU: 'A', Product: 'Alpha', Quantity: 3, PriceOuter: 19.99, LineTotal: 59.97 },
        { BackEndCartDetailsId: 2, SKU: 'B', Product: 'Beta', Quantity: 1, PriceOuter: 0.33, LineTotal: 0.33 },
      ],
      UnavailableDetails: [],
      TotalItems: 4,
      SubTotal: 60.3,
      VatTotal: 13.87,
      OrderTotal: 74.17,
    });
  });

  it('turns a stored order into the wire Order, with CartAdd per line', () => {
    const row = {
      id: 1, orderNumber: '100001', accountId: '10010001', orderDate: new Date('2026-01-02T03:04:05.000Z'), status: 1,
      totalItems: 4, subTotalCents: 6030, vatTotalCents: 1387, orderTotalCents: 7417, idempotencyKey: null, requestHash: null,
      expectedDeliveryDate: null, dispatchedAt: null, deliveredAt: null,
    };
    const orderLines = lines.map((l) => ({ id: l.id, orderId: 1, sku: l.sku, productName: l.productName, quantity: l.quantity, priceOuterCents: l.priceOuterCents }));
    expect(toOrder(row, orderLines, (sku) => sku === 'A')).toEqual({
      OrderNumber: '100001', OrderDate: '2026-01-02T03:04:05.000Z', AccountNumber: '10010001', Status: 1,
      SubTotal: 60.3, VatTotal: 13.87, OrderTotal: 74.17, TotalItems: 4,
      OrderDetails: [
        { SKU: 'A', Product: 'Alpha', Quantity: 3, PriceOuter: 19.99, LineTotal: 59.97, CartAdd: true },
        { SKU: 'B', Product: 'Beta', Quantity: 1, PriceOuter: 0.33, LineTotal: 0.33, CartAdd: false },
      ],
    });
    expect(toOrder(row).OrderDetails).toEqual([]);
  });

  it('adds the delivery beside the status once dispatched, and nothing before (ADR 0055)', () => {
    const row = {
      id: 1, orderNumber: '100001', accountId: '10010001', orderDate: new Date('2026-11-30T09:00:00.000Z'), status: 2,
      totalItems: 4, subTotalCents: 6030, vatTotalCents: 1387, orderTotalCents: 7417, idempotencyKey: null, requestHash: null,
      expectedDeliveryDate: null, dispatchedAt: null, deliveredAt: null,
    };
    expect(toOrder(row)).not.toHaveProperty('DeliveryStatus');
    const dispatched = toOrder({ ...row, dispatchedAt: new Date('2026-12-01T06:00:00.000Z'), expectedDeliveryDate: '2026-12-02' });
    expect(dispatched).toMatchObject({ Status: 2, DeliveryStatus: 'Dispatched', ExpectedDeliveryDate: '2026-12-02' });
    expect(dispatched).not.toHaveProperty('DeliveredAt');
    const delivered = toOrder({ ...row, dispatchedAt: new Date('2026-12-01T06:00:00.000Z'), expectedDeliveryDate: '2026-12-02', deliveredAt: new Date('2026-12-02T07:30:00.000Z') });
    expect(delivered).toMatchObject({ Status: 2, DeliveryStatus: 'Delivered', DeliveredAt: '2026-12-02T07:30:00.000Z' });
    expect(delivered).not.toHaveProperty('ExpectedDeliveryDate');
  });
});
