import { describe, expect, it } from 'vitest';
import type { BackEndCart } from '@trade-portal/api-client';
import { cartWithOutbox, entriesOf, nextId, outboxCounts, withLine, withOrder, type OutboxEntry } from './outboxQueue';

const gold = { SKU: 'G1', Product: 'Gold 20', PriceOuter: 100 };
const blue = { SKU: 'B1', Product: 'Blue 20', PriceOuter: 50 };
const line = (product: typeof gold, quantity: number, user = 'ann', accountNumber = '1') => ({ user, accountNumber, product, quantity, madeAt: 0 });
const order = (user = 'ann', accountNumber = '1') => ({ user, accountNumber, idempotencyKey: 'k', outers: 3, orderTotal: 369, madeAt: 0 });
const cart: BackEndCart = {
  BackEndCartId: 7, AccountNumber: '1', PendingOrderNumber: null, UnavailableDetails: [],
  BackEndCartDetails: [{ BackEndCartDetailsId: 1, SKU: 'G1', Product: 'Gold 20', Quantity: 2, PriceOuter: 100, LineTotal: 200 }],
  TotalItems: 2, SubTotal: 200, VatTotal: 46, OrderTotal: 246,
};

describe('offline outbox queue (ADR 0031)', () => {
  it('numbers entries in the order made', () => {
    let q: OutboxEntry[] = [];
    q = withLine(q, line(gold, 3));
    q = withLine(q, line(blue, 2));
    q = withOrder(q, order());
    expect(q.map((e) => e.id)).toEqual([1, 2, 3]);
    expect(nextId(q)).toBe(4);
  });

  it('a later change of a line replaces the queued one, and goes last', () => {
    let q = withLine([], line(gold, 3));
    q = withLine(q, line(blue, 2));
    q = withLine(q, line(gold, 5));
    expect(q.map((e) => (e.kind === 'line' ? `${e.product.SKU}=${e.quantity}` : 'order'))).toEqual(['B1=2', 'G1=5']);
  });

  it('keeps a change queued before a checkout: it belongs to that order, the later one to the next cart', () => {
    let q = withLine([], line(gold, 3));
    q = withOrder(q, order());
    q = withLine(q, line(gold, 1));
    q = withLine(q, line(gold, 4));
    expect(q.map((e) => (e.kind === 'line' ? `${e.product.SKU}=${e.quantity}` : 'order'))).toEqual(['G1=3', 'order', 'G1=4']);
  });

  it('does not mix stores or users', () => {
    let q = withLine([], line(gold, 3, 'ann', '1'));
    q = withLine(q, line(gold, 4, 'ann', '2'));
    q = withLine(q, line(gold, 5, 'bob', '1'));
    expect(q).toHaveLength(3);
    expect(entriesOf(q, 'ann')).toHaveLength(2);
    expect(entriesOf(q, 'ann', '2').map((e) => e.kind === 'line' && e.quantity)).toEqual([4]);
    expect(outboxCounts(q, 'bob')).toEqual({ lines: 1, orders: 0, checkIns: 0 });
  });

  it('shows the cart with queued lines on top, totals recomputed', () => {
    const q = withLine(withLine([], line(gold, 5)), line(blue, 2));
    const shown = cartWithOutbox(cart, q, 'ann', '1')!;
    expect(shown.BackEndCartDetails.map((l) => [l.SKU, l.Quantity])).toEqual([['G1', 5], ['B1', 2]]);
    expect(shown.TotalItems).toBe(7);
    expect(shown.SubTotal).toBe(600);
    expect(shown.BackEndCartId).toBe(7);
  });

  it('a queued checkout empties the cart, keeping its id; lines after it start the next cart', () => {
    const q = withLine(withOrder(withLine([], line(gold, 5)), order()), line(blue, 1));
    const shown = cartWithOutbox(cart, q, 'ann', '1')!;
    expect(shown.BackEndCartId).toBe(7);
    expect(shown.BackEndCartDetails.map((l) => [l.SKU, l.Quantity])).toEqual([['B1', 1]]);
    expect(shown.OrderTotal).toBe(61.5);
  });

  it('leaves the cart as it is with nothing queued for the store or the user', () => {
    const q = withLine([], line(gold, 9, 'bob'));
    expect(cartWithOutbox(cart, q, 'ann', '1')).toBe(cart);
    expect(cartWithOutbox(cart, withLine([], line(gold, 9, 'ann', '2')), 'ann', '1')).toBe(cart);
    expect(cartWithOutbox(undefined, [], 'ann', '1')).toBeUndefined();
  });

  it('a line queued for a store with no cart yet makes one to show', () => {
    const shown = cartWithOutbox(undefined, withLine([], line(gold, 2)), 'ann', '1')!;
    expect(shown.BackEndCartId).toBeNull();
    expect(shown.TotalItems).toBe(2);
  });
});
