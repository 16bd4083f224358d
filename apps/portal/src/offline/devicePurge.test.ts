import { describe, expect, it } from 'vitest';
import { durablePurge, PURGE_PENDING_KEY, purgeLeftPending, type MarkStorage } from './devicePurge';

function fakeStorage(): MarkStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

describe('a purge of the device finished by the next page if this one is left (shared tablet)', () => {
  it('is marked as pending while it runs, and the mark goes once it has finished', async () => {
    const storage = fakeStorage();
    let finish!: () => void;
    const done = durablePurge(() => new Promise<void>((resolve) => (finish = resolve)), storage);
    // The page left here: the next page finds the mark.
    expect(storage.items.get(PURGE_PENDING_KEY)).toBe('1');
    expect(purgeLeftPending(storage)).toBe(true);
    finish();
    await done;
    expect(purgeLeftPending(storage)).toBe(false);
    expect(storage.items.size).toBe(0);
  });

  it('keeps the mark when the purge fails, so the next page tries again', async () => {
    const storage = fakeStorage();
    await expect(durablePurge(() => Promise.reject(new Error('offline: its code could not load')), storage)).rejects.toThrow('offline');
    expect(purgeLeftPending(storage)).toBe(true);
  });

  it('still purges where storage refuses the mark, or there is none', async () => {
    const refusing: MarkStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    let runs = 0;
    const purge = async () => void (runs += 1);
    await durablePurge(purge, refusing);
    await durablePurge(purge, undefined);
    expect(runs).toBe(2);
    expect(purgeLeftPending(refusing)).toBe(false);
    expect(purgeLeftPending(undefined)).toBe(false);
  });
});
