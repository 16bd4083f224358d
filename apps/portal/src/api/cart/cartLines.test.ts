// @vitest-environment happy-dom
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type BackEndCart } from '@trade-portal/api-client';

// The outbox as the cart lines use it, in memory: its entries, which of them are held as in flight, and
// whether something else waits for the store.
const outbox = {
  entries: new Map<number, { sku: string; quantity: number; inFlight: boolean }>(),
  nextId: 1,
  queuedByOthers: false,
  queueLineChange: vi.fn(async (_account: string, product: { SKU: string }, quantity: number, inFlight = false) => {
    for (const [id, entry] of outbox.entries) if (entry.sku === product.SKU) outbox.entries.delete(id);
    const id = outbox.nextId++;
    outbox.entries.set(id, { sku: product.SKU, quantity, inFlight });
    return id;
  }),
  removeEntry: vi.fn(async (id: number) => void outbox.entries.delete(id)),
  release: vi.fn((id: number) => {
    const entry = outbox.entries.get(id);
    if (entry) entry.inFlight = false;
  }),
  hasQueuedByOthers: vi.fn(() => outbox.queuedByOthers),
  whileSending: <T>(send: () => Promise<T>) => send(),
};
let username = 'single@demo.test';
const forgetters: (() => void)[] = [];
const sendCartLine = vi.fn();
const invalidateAfter = vi.fn(async () => {});
vi.mock('../../offline/loadOutbox', () => ({ loadOutbox: async () => outbox }));
vi.mock('../../session', () => ({ getSession: () => ({ username }) }));
vi.mock('../client', () => ({ onForgetServerState: (forget: () => void) => forgetters.push(forget) }));
vi.mock('../invalidation', () => ({ invalidateAfter }));
vi.mock('./resource', () => ({
  cartQuery: (accountNumber: string) => ({ queryKey: ['get', '/api/BackEndCart', accountNumber] }),
  sendCartLine: (change: unknown) => sendCartLine(change),
}));
const { cartLinesFor } = await import('./cartLines');

const STORE = '10010001';
const key = (store = STORE) => ['get', '/api/BackEndCart', store];
const harbour = { SKU: 'RMC1001', Product: 'Harbour Gold 20s', PriceOuter: 100 };
const reed = { SKU: 'RYO1007', Product: 'Golden Reed Amber 30g', PriceOuter: 50 };

/** A server cart of a store with these lines (outers at their product's price). */
function serverCart(lines: { product: typeof harbour; quantity: number }[], id: number | null = 7): BackEndCart {
  const details = lines.map(({ product, quantity }, i) => ({
    BackEndCartDetailsId: i + 1, SKU: product.SKU, Product: product.Product, Quantity: quantity, PriceOuter: product.PriceOuter, LineTotal: product.PriceOuter * quantity,
  }));
  const sub = details.reduce((sum, l) => sum + l.LineTotal, 0);
  return {
    BackEndCartId: id, AccountNumber: STORE, PendingOrderNumber: null, BackEndCartDetails: details, UnavailableDetails: [],
    TotalItems: details.reduce((sum, l) => sum + l.Quantity, 0), SubTotal: sub, VatTotal: 0, OrderTotal: sub,
  } as BackEndCart;
}
const quantityIn = (client: QueryClient, sku: string, store = STORE) =>
  client.getQueryData<BackEndCart>(key(store))?.BackEndCartDetails.find((l) => l.SKU === sku)?.Quantity ?? 0;
/** Lets the outbox's promises and the send chain settle. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('CartLines (ADR 0051: one cart module for every page)', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
    client.setQueryData(key(), serverCart([{ product: harbour, quantity: 2 }]));
    outbox.entries.clear();
    outbox.queuedByOthers = false;
    username = 'single@demo.test';
    sendCartLine.mockReset();
    outbox.queueLineChange.mockClear();
    outbox.removeEntry.mockClear();
    outbox.release.mockClear();
    invalidateAfter.mockClear();
  });
  afterEach(() => {
    // Each test's lines go, as at a logout: a change left waiting in one is not sent in the next.
    for (const forget of forgetters) forget();
    vi.clearAllTimers();
    vi.useRealTimers();
  });

  it('is one object per user and store, whoever asks', () => {
    const lines = cartLinesFor(client, STORE);
    expect(cartLinesFor(client, STORE)).toBe(lines);
    expect(cartLinesFor(client, '10010002')).not.toBe(lines);
    username = 'multi@demo.test';
    expect(cartLinesFor(client, STORE)).not.toBe(lines);
  });

  it('shows a burst of taps at once, writes each ahead once, and sends the last after 300 ms of quiet', async () => {
    sendCartLine.mockImplementation(async () => serverCart([{ product: harbour, quantity: 4 }]));
    const lines = cartLinesFor(client, STORE);
    lines.setQuantity(harbour, 3);
    lines.setQuantity(harbour, 4);
    expect(quantityIn(client, 'RMC1001')).toBe(4);
    await settle();
    expect(outbox.queueLineChange).toHaveBeenCalledTimes(2);
    expect([...outbox.entries.values()]).toEqual([{ sku: 'RMC1001', quantity: 4, inFlight: true }]);
    await vi.advanceTimersByTimeAsync(299);
    expect(sendCartLine).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(sendCartLine).toHaveBeenCalledExactlyOnceWith({ accountNumber: STORE, backEndCartId: 7, sku: 'RMC1001', quantity: 4 });
    // Answered: its entry goes, and nothing was written to the outbox a second time.
    expect(outbox.queueLineChange).toHaveBeenCalledTimes(2);
    expect(outbox.entries.size).toBe(0);
    expect(lines.getState().saving).toEqual({});
  });

  it('sends a change, and lets checkout go on, while TanStack Query believes the browser is offline', async () => {
    // The outbox decides what an unheard change becomes (ADR 0031): TanStack's online mode must not hold
    // the send, or flush() (which checkout awaits first) never settled and Checkout did nothing offline.
    sendCartLine.mockImplementation(async () => {
      throw new ApiError(0, 'unreachable');
    });
    onlineManager.setOnline(false);
    try {
      const lines = cartLinesFor(client, STORE);
      lines.setQuantity(harbour, 3);
      await settle();
      let flushed = false;
      void lines.flush().then(() => (flushed = true));
      await vi.advanceTimersByTimeAsync(0);
      await settle();
      expect(sendCartLine).toHaveBeenCalledOnce();
      expect(flushed).toBe(true);
      // Not heard: the change stays as made, kept in the outbox to be sent later.
      expect(quantityIn(client, 'RMC1001')).toBe(3);
      expect([...outbox.entries.values()]).toEqual([{ sku: 'RMC1001', quantity: 3, inFlight: false }]);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('keeps a line being saved in the cache while another is confirmed', async () => {
    let answer: (cart: BackEndCart) => void = () => {};
    sendCartLine.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    sendCartLine.mockImplementationOnce(async () => serverCart([{ product: harbour, quantity: 5 }, { product: reed, quantity: 1 }]));
    const lines = cartLinesFor(client, STORE);
    lines.setQuantity(harbour, 5);
    await vi.advanceTimersByTimeAsync(300);
    expect(lines.getState().saving).toEqual({ RMC1001: true });
    lines.setQuantity(reed, 1);
    // The server confirms Harbour without Reed: Reed, still waiting, stays shown.
    answer(serverCart([{ product: harbour, quantity: 5 }]));
    await settle();
    expect(quantityIn(client, 'RMC1001')).toBe(5);
    expect(quantityIn(client, 'RYO1007')).toBe(1);
    await vi.advanceTimersByTimeAsync(300);
    await settle();
    expect(sendCartLine).toHaveBeenCalledTimes(2);
  });

  it('reverts a refused change to the server quantity, keeps the message against the SKU and reloads the cart', async () => {
    sendCartLine.mockRejectedValue(new ApiError(400, 'Maximum quantity exceeded'));
    const lines = cartLinesFor(client, STORE);
    lines.setQuantity(harbour, 9);
    expect(quantityIn(client, 'RMC1001')).toBe(9);
    await vi.advanceTimersByTimeAsync(300);
    await settle();
    expect(quantityIn(client, 'RMC1001')).toBe(2);
    expect(lines.getState().errors).toEqual({ RMC1001: 'Maximum quantity exceeded' });
    expect(outbox.entries.size).toBe(0);
    expect(invalidateAfter).toHaveBeenCalledExactlyOnceWith(client, 'cartLineRefused');
    // Set again by hand: the message goes.
    sendCartLine.mockResolvedValue(serverCart([{ product: harbour, quantity: 3 }]));
    lines.setQuantity(harbour, 3);
    expect(lines.getState().errors).toEqual({});
  });

  it('leaves a change the server did not hear in the outbox, released for the outbox to send', async () => {
    sendCartLine.mockRejectedValue(new ApiError(0, 'No answer'));
    const lines = cartLinesFor(client, STORE);
    lines.setQuantity(harbour, 6);
    await vi.advanceTimersByTimeAsync(300);
    await settle();
    expect(quantityIn(client, 'RMC1001')).toBe(6);
    expect([...outbox.entries.values()]).toEqual([{ sku: 'RMC1001', quantity: 6, inFlight: false }]);
    expect(lines.getState().errors).toEqual({});
  });

  it('queues a change behind what the store already has in the outbox, without sending it', async () => {
    outbox.queuedByOthers = true;
    const lines = cartLinesFor(client, STORE);
    lines.setQuantity(harbour, 8);
    await vi.advanceTimersByTimeAsync(300);
    await settle();
    expect(sendCartLine).not.toHaveBeenCalled();
    expect([...outbox.entries.values()]).toEqual([{ sku: 'RMC1001', quantity: 8, inFlight: false }]);
  });

  it('offers Undo for a line taken to 0 and puts it back at its quantity', async () => {
    sendCartLine.mockImplementation(async ({ quantity }: { quantity: number }) => serverCart(quantity ? [{ product: harbour, quantity }] : []));
    const lines = cartLinesFor(client, STORE);
    lines.setQuantity(harbour, 0);
    expect(lines.getState().lastRemoval).toMatchObject({ sku: 'RMC1001', productName: 'Harbour Gold 20s', quantity: 2, accountNumber: STORE });
    lines.undo();
    expect(lines.getState().lastRemoval).toBeNull();
    expect(quantityIn(client, 'RMC1001')).toBe(2);
    await vi.advanceTimersByTimeAsync(300);
    await settle();
    expect(sendCartLine).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ sku: 'RMC1001', quantity: 2 }));
  });

  it('sends what waits at once when the page is hidden', async () => {
    sendCartLine.mockResolvedValue(serverCart([{ product: harbour, quantity: 3 }]));
    cartLinesFor(client, STORE).setQuantity(harbour, 3);
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sendCartLine).toHaveBeenCalledTimes(1);
  });

  it('is forgotten with the cached answers: the next login gets a fresh one', () => {
    const lines = cartLinesFor(client, STORE);
    for (const forget of forgetters) forget();
    expect(cartLinesFor(client, STORE)).not.toBe(lines);
  });
});
