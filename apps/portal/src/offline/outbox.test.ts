import { describe, expect, it, vi } from 'vitest';

// The logged-in user whose entries these are; no browser storage here.
vi.mock('../session', () => ({ getSession: () => ({ username: 'single@demo.test' }) }));
// Without IndexedDB (as in a private window that refuses it) the queue lives in the page: the rules are the same.
const outbox = await import('./outbox');

const product = (SKU: string) => ({ SKU, Product: `Product ${SKU}`, PriceOuter: 10 });

describe('outbox write-ahead (ADR 0031)', () => {
  it('keeps a change the editor is sending from the outbox machine until it is released, and forgets it once answered', async () => {
    const sending = await outbox.queueLineChange('10010001', product('A'), 3, true);
    expect(outbox.outboxEntries().map((e) => e.id)).toContain(sending);
    expect(outbox.isInFlight(sending)).toBe(true);
    // Saved on the device, but not the machine's to send while the editor's request is out.
    expect(outbox.waitingEntries()).toEqual([]);
    expect(outbox.hasQueued('10010001')).toBe(true);
    // The editor's own write-ahead does not hold its next send back; anything else queued does.
    expect(outbox.hasQueuedByOthers('10010001')).toBe(false);

    // Not heard in time: released, it is the outbox's to send.
    const heard = vi.fn();
    const unsubscribe = outbox.subscribeOutbox(heard);
    outbox.release(sending);
    unsubscribe();
    expect(heard).toHaveBeenCalled();
    expect(outbox.waitingEntries().map((e) => e.id)).toEqual([sending]);
    expect(outbox.hasQueuedByOthers('10010001')).toBe(true);

    await outbox.removeEntry(sending);
    expect(outbox.outboxEntries()).toEqual([]);
  });

  it('forgets the in-flight mark of an entry answered while in flight', async () => {
    const id = await outbox.queueLineChange('10010001', product('B'), 2, true);
    await outbox.removeEntry(id);
    expect(outbox.isInFlight(id)).toBe(false);
    expect(outbox.outboxEntries()).toEqual([]);
  });

  it('runs one send at a time, in the order asked, and goes on after a failed one', async () => {
    const order: string[] = [];
    let releaseFirst!: () => void;
    const first = outbox.whileSending(async () => {
      order.push('first started');
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      order.push('first ended');
      throw new Error('not heard');
    });
    const second = outbox.whileSending(async () => {
      order.push('second');
      return 2;
    });
    await vi.waitFor(() => expect(order).toEqual(['first started']));
    releaseFirst();
    await expect(first).rejects.toThrow('not heard');
    await expect(second).resolves.toBe(2);
    expect(order).toEqual(['first started', 'first ended', 'second']);
  });
});
