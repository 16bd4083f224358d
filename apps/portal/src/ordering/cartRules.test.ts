import { describe, expect, it } from 'vitest';
import type { BackEndCart, Product } from '@trade-portal/api-client';
import { afterLoginPath, pickAccount, quantityInCart, unavailableCartLines, visibleCartLines, withLineQuantity, withUnavailableLineFrom } from './cartRules';

const product = (sku: string, over: Partial<Product> = {}): Product => ({
  SKU: sku, Product: `Product ${sku}`, Brand: 'B', Category: 'RMC', PriceOuter: 10, PricePackRrp: 1, PackSize: 10,
  PackBarCode: '', OuterImage: '', MinimumOrder: 1, MinimumOrderIncremental: 1, OutOfStock: false, PriceListOrder: 1,
  StockCardOrder: 1, IsArchived: false, LowStock: false, HasPrizes: false, IsFastestGrowingProduct: false, Discount: 0,
  HasBeenBoughtByText: null, IsBestSeller: false, NewArrival: false, ...over,
});
const line = (sku: string, q: number, price = 10) => ({ BackEndCartDetailsId: 1, SKU: sku, Product: sku, Quantity: q, PriceOuter: price, LineTotal: price * q });
const cart = (lines: ReturnType<typeof line>[]): BackEndCart => ({
  BackEndCartId: 5, AccountNumber: '1', PendingOrderNumber: null, BackEndCartDetails: lines, UnavailableDetails: [], TotalItems: 0, SubTotal: 0, VatTotal: 0, OrderTotal: 0,
});

describe('visibleCartLines (§4 Cart loading)', () => {
  it('drops lines not in the catalogue; out-of-stock ones are for the server to move (UnavailableDetails)', () => {
    const catalogue = new Map([['A', product('A')], ['B', product('B', { OutOfStock: true })]]);
    expect(visibleCartLines([line('A', 1), line('B', 1), line('C', 1)], catalogue).map((l) => l.SKU)).toEqual(['A', 'B']);
  });
  it('keeps every line while the catalogue loads', () => {
    expect(visibleCartLines([line('A', 1), line('C', 1)], null)).toHaveLength(2);
  });
});

describe('unavailableCartLines (§4 Cart loading, §8)', () => {
  const gone = { BackEndCartDetailsId: 9, SKU: 'X', Product: 'X', Quantity: 2, Reason: 'OutOfStock' as const };
  it("lists the server's unavailable lines, then lines missing from the catalogue as Withdrawn", () => {
    const c = { ...cart([line('A', 1), line('C', 3)]), UnavailableDetails: [gone] };
    const lines = unavailableCartLines(c, new Map([['A', product('A')]]));
    expect(lines.map((l) => [l.SKU, l.Reason])).toEqual([['X', 'OutOfStock'], ['C', 'Withdrawn']]);
  });
  it('lists only the server ones while the catalogue loads, and none before the cart', () => {
    expect(unavailableCartLines({ ...cart([line('C', 1)]), UnavailableDetails: [gone] }, null)).toEqual([gone]);
    expect(unavailableCartLines(undefined, null)).toEqual([]);
  });
  it('a removal drops the unavailable line; a refused one puts it back', () => {
    const c = { ...cart([line('A', 1)]), UnavailableDetails: [gone] };
    const removed = withLineQuantity(c, { SKU: 'X', Product: 'X', PriceOuter: 0 }, 0);
    expect(removed.UnavailableDetails).toEqual([]);
    expect(removed.TotalItems).toBe(1);
    expect(withUnavailableLineFrom(removed, c, 'X').UnavailableDetails).toEqual([gone]);
    expect(withUnavailableLineFrom(c, c, 'X')).toBe(c);
    // Other changes leave unavailable lines alone.
    expect(withLineQuantity(c, product('A'), 3).UnavailableDetails).toEqual([gone]);
  });
});

describe('withLineQuantity (§5 optimistic change)', () => {
  it('adds a line and recomputes totals with VAT 23 %', () => {
    const next = withLineQuantity(cart([]), product('A', { PriceOuter: 12.5 }), 2);
    expect(next.BackEndCartDetails).toHaveLength(1);
    expect(next.TotalItems).toBe(2);
    expect(next.SubTotal).toBe(25);
    expect(next.VatTotal).toBe(5.75);
    expect(next.OrderTotal).toBe(30.75);
  });
  it('changes and removes lines', () => {
    const start = cart([line('A', 1), line('B', 3)]);
    expect(quantityInCart(withLineQuantity(start, product('A'), 4), 'A')).toBe(4);
    const removed = withLineQuantity(start, product('B'), 0);
    expect(removed.BackEndCartDetails.map((l) => l.SKU)).toEqual(['A']);
    expect(removed.TotalItems).toBe(1);
    expect(start.BackEndCartDetails).toHaveLength(2);
  });
  it('starts from an empty cart when none is loaded', () => {
    expect(withLineQuantity(undefined, product('A'), 1).BackEndCartId).toBeNull();
  });
});

describe('pickAccount (§4 Account loading)', () => {
  const accounts = [{ JtiAccountId: '1' }, { JtiAccountId: '2' }];
  it('keeps the stored account when still present', () => expect(pickAccount(accounts, '2')).toBe('2'));
  it('falls back to the first', () => expect(pickAccount(accounts, '9')).toBe('1'));
  it('handles none', () => {
    expect(pickAccount(accounts, null)).toBe('1');
    expect(pickAccount([], '1')).toBeNull();
  });
});

describe('afterLoginPath (§4 Login, §6 tier 3)', () => {
  it('goes to /place-order by default and back to where the user came from', () => {
    expect(afterLoginPath(null, false)).toBe('/place-order');
    expect(afterLoginPath('/my-orders?x=1', false)).toBe('/my-orders?x=1');
    expect(afterLoginPath('//evil.example', false)).toBe('/place-order');
    expect(afterLoginPath('/login', false)).toBe('/place-order');
  });
  it('sends tier 3 home unless they came from a page they may open', () => {
    expect(afterLoginPath(null, true)).toBe('/');
    expect(afterLoginPath('/cart', true)).toBe('/');
    // Every page the route guard closes to tier 3, order views and the stock card included.
    expect(afterLoginPath('/review-order?ordernumber=1', true)).toBe('/');
    expect(afterLoginPath('/stock-card', true)).toBe('/');
    expect(afterLoginPath('/videos?x=1', true)).toBe('/videos?x=1');
  });
});
