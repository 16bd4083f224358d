import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLineUpdater } from './lineUpdater';

describe('createLineUpdater (debounced cart changes, §5)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns a burst of taps into one request with the last quantity', async () => {
    const send = vi.fn(() => Promise.resolve());
    const updater = createLineUpdater({ delayMs: 300, send });
    updater.schedule('A', 1);
    await vi.advanceTimersByTimeAsync(100);
    updater.schedule('A', 2);
    await vi.advanceTimersByTimeAsync(100);
    updater.schedule('A', 3);
    expect(updater.pending('A')).toBe(3);
    await vi.advanceTimersByTimeAsync(299);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('A', 3);
    await vi.runAllTimersAsync();
    expect(updater.pending('A')).toBeUndefined();
  });

  it('sends different lines one at a time, in order', async () => {
    const order: string[] = [];
    let release: () => void = () => {};
    const send = vi.fn((sku: string) => {
      order.push(`start ${sku}`);
      return new Promise<void>((resolve) => {
        release = () => {
          order.push(`end ${sku}`);
          resolve();
        };
      });
    });
    const updater = createLineUpdater({ delayMs: 10, send });
    updater.schedule('A', 1);
    updater.schedule('B', 2);
    await vi.advanceTimersByTimeAsync(10);
    expect(order).toEqual(['start A']);
    expect(updater.pendingSkus().sort()).toEqual(['A', 'B']);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['start A', 'end A', 'start B']);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(updater.pendingSkus()).toEqual([]);
  });

  it('carries on after a failed send', async () => {
    const send = vi.fn((sku: string) => (sku === 'A' ? Promise.reject(new Error('x')) : Promise.resolve()));
    const updater = createLineUpdater({ delayMs: 10, send });
    updater.schedule('A', 1);
    updater.schedule('B', 1);
    await updater.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(updater.pendingSkus()).toEqual([]);
  });

  it('cancel drops waiting lines', async () => {
    const send = vi.fn(() => Promise.resolve());
    const updater = createLineUpdater({ delayMs: 10, send });
    updater.schedule('A', 1);
    updater.cancel();
    await vi.advanceTimersByTimeAsync(50);
    expect(send).not.toHaveBeenCalled();
  });

  it('drops a change the server refused (any other error): the caller reverts it', async () => {
    const send = vi.fn(() => Promise.reject(new Error('Quantity must be a multiple of 2')));
    const updater = createLineUpdater({ delayMs: 10, send });
    updater.schedule('A', 3);
    await vi.runAllTimersAsync();
    expect(send).toHaveBeenCalledTimes(1);
    expect(updater.pending('A')).toBeUndefined();
  });
});
