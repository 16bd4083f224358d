import { describe, expect, it } from 'vitest';
import type { BackEndCart, Product } from '@trade-portal/api-client';
import { swapOffer } from './swap';

const product = (over: Partial<Product> = {}): Product => ({
  SKU: 'ALT', Product: 'Alternative 20s', Brand: 'B', Category: 'RMC', PriceOuter: 120.5, PricePackRrp: 15, PackSize: 10,
  PackBarCode: '', OuterImage: '', MinimumOrder: 4, MinimumOrderIncremental: 2, OutOfStock: false, PriceListOrder: 1,
  StockCardOrder: 1, IsArchived: false, LowStock: false, HasPrizes: false, IsFastestGrowingProduct: false, Discount: 0,
  HasBeenBoughtByText: null, IsBestSeller: false, NewArrival: false, ...over,
});
const cart = (quantity: number): BackEndCart => ({
  BackEndCartId: 1, AccountNumber: '1', PendingOrderNumber: null, UnavailableDetails: [], TotalItems: quantity, SubTotal: 0, VatTotal: 0, OrderTotal: 0,
  BackEndCartDetails: quantity ? [{ BackEndCartDetailsId: 1, SKU: 'ALT', Product: 'Alternative 20s', Quantity: quantity, PriceOuter: 120.5, LineTotal: 0 }] : [],
});

describe('swapOffer (§2.1 cart steps)', () => {
  it('adds the alternative at its minimum order', () => {
    expect(swapOffer(product(), cart(0))).toEqual({ sku: 'ALT', productName: 'Alternative 20s', quantity: 4, priceOuter: 120.5 });
  });
  it('never lowers a line the cart already holds', () => {
    expect(swapOffer(product(), cart(10))?.quantity).toBe(10);
    expect(swapOffer(product(), cart(2))?.quantity).toBe(4);
  });
  it('offers nothing without an orderable alternative, and waits while it is asked', () => {
    expect(swapOffer(null, cart(0))).toBeNull();
    expect(swapOffer(product({ OutOfStock: true }), cart(0))).toBeNull();
    expect(swapOffer(product({ IsArchived: true }), cart(0))).toBeNull();
    expect(swapOffer(undefined, cart(0))).toBeUndefined();
  });
});
