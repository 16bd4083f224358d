import { describe, expect, it, vi } from 'vitest';
import { ApiError, CartChangedError, type BackEndCart, type Order } from '@trade-portal/api-client';
import { checkoutStore, type StoreCheckoutCalls } from './checkoutStore';

const cart = {
  BackEndCartId: 41, AccountNumber: '10020002', PendingOrderNumber: null, UnavailableDetails: [], TotalItems: 3, SubTotal: 300, VatTotal: 69, OrderTotal: 369,
  BackEndCartDetails: [{ BackEndCartDetailsId: 1, SKU: 'RMC1004', Product: 'Marlow Smooth Superkings 20s', Quantity: 3, PriceOuter: 100, LineTotal: 300 }],
} as BackEndCart;
const lines = [{ SKU: 'RMC1004', Product: 'Marlow Smooth Superkings 20s', Quantity: 3, PriceOuter: 100 }];

/** The store's calls, each answering as told; records what they were asked. */
function calls(submit: StoreCheckoutCalls['submit']) {
  return { submit: vi.fn(submit), queue: vi.fn(async () => {}), refresh: vi.fn(async () => {}) };
}

describe('checkoutStore (the several-store grid through the checkout machine, ADR 0030)', () => {
  it('orders the store’s cart with the lines shown and a key the machine made, then refreshes', async () => {
    const c = calls(async () => ({ OrderNumber: '100245' }) as Order);
    expect(await checkoutStore(c, '10020002', cart)).toEqual({ kind: 'ordered', order: { OrderNumber: '100245' } });
    expect(c.submit).toHaveBeenCalledExactlyOnceWith('10020002', { backEndCartId: 41, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/), lines });
    expect(c.refresh).toHaveBeenCalledOnce();
  });

  it('counts an answer without an order as placed (§8 Submit with no result)', async () => {
    expect(await checkoutStore(calls(async () => null), '10020002', cart)).toEqual({ kind: 'ordered', order: null });
  });

  it('saves an order the server did not hear on the device, with the same key, to be sent once', async () => {
    const c = calls(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await checkoutStore(c, '10020002', cart)).toEqual({ kind: 'savedOnDevice' });
    const key = c.submit.mock.calls[0]![1].idempotencyKey;
    expect(c.queue).toHaveBeenCalledExactlyOnceWith('10020002', { backEndCartId: 41, idempotencyKey: key, lines });
  });

  it('orders nothing when another device changed the cart since it was shown (409)', async () => {
    const c = calls(async () => {
      throw new CartChangedError('The cart has changed.', { ...cart, TotalItems: 5 });
    });
    expect(await checkoutStore(c, '10020002', cart)).toEqual({ kind: 'cartChanged' });
    expect(c.queue).not.toHaveBeenCalled();
  });

  it("says the server's Message when it refuses", async () => {
    const c = calls(async () => {
      throw new ApiError(403, 'This store cannot order.');
    });
    expect(await checkoutStore(c, '10020002', cart)).toEqual({ kind: 'failed', message: 'This store cannot order.' });
  });

  it('makes a new key for each store it checks out', async () => {
    const c = calls(async () => null);
    await checkoutStore(c, '10020001', cart);
    await checkoutStore(c, '10020002', cart);
    const [first, second] = c.submit.mock.calls.map((call) => call[1].idempotencyKey);
    expect(first).not.toBe(second);
  });
});
