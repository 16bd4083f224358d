import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, suspenseComponent } from './lazyPart';

const module = { Implementation: 'loaded' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lazyPart', () => {
  it('imports its module once, however many ask', async () => {
    const importer = vi.fn(() => Promise.resolve(module));
    const part = lazyPart(importer);
    expect(part.current()).toBeUndefined();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).toBe(module);
    expect(b).toBe(module);
    await part.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(part.current()).toBe(module);
  });

  it('tries again after a failed import (offline), at the next need', async () => {
    const importer = vi.fn<() => Promise<typeof module>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(module);
    const part = lazyPart(importer);
    await expect(part.load()).rejects.toThrow('Failed to fetch');
    expect(part.current()).toBeUndefined();
    await expect(part.load()).resolves.toBe(module);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('prefetches without an unhandled failure, and the next need tries again', async () => {
    const importer = vi.fn<() => Promise<typeof module>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(module);
    const part = lazyPart(importer);
    part.prefetch();
    part.prefetch();
    await Promise.resolve();
    await Promise.resolve();
    expect(importer).toHaveBeenCalledTimes(1);
    await expect(part.load()).resolves.toBe(module);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('makes a Suspense component that loads through the part only when first drawn', () => {
    const importer = vi.fn(() => Promise.resolve({ Picked: () => null, default: () => null }));
    const Lazy = suspenseComponent(lazyPart(importer), (m) => m.Picked);
    expect(Lazy.$$typeof).toBe(Symbol.for('react.lazy'));
    expect(importer).not.toHaveBeenCalled();
  });

  it('loads at once for a component that needs it now, and tells each waiting one', async () => {
    const part = lazyPart(() => Promise.resolve(module));
    const first = vi.fn();
    const cancelled = vi.fn();
    part.wait(first, true);
    const cancel = part.wait(cancelled, false);
    cancel();
    await part.load();
    expect(first).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('waits for the first interaction when nothing needs it yet, with one listener for the whole part', async () => {
    const page = new EventTarget();
    vi.stubGlobal('document', page);
    const importer = vi.fn(() => Promise.resolve(module));
    const part = lazyPart(importer);
    const notify = vi.fn();
    part.wait(notify, false);
    part.wait(vi.fn(), false);
    await Promise.resolve();
    expect(importer).not.toHaveBeenCalled();

    page.dispatchEvent(new Event('pointerover'));
    page.dispatchEvent(new Event('keydown'));
    await vi.waitFor(() => expect(notify).toHaveBeenCalledOnce());
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
