// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionSet } from './sessionSet';

describe('sessionSet', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('keeps its keys in sessionStorage, so a set made after a reload has them', () => {
    const hidden = sessionSet<string>('hidden');
    hidden.add('1001');
    hidden.add('1002');
    expect(JSON.parse(sessionStorage.getItem('hidden')!)).toEqual(['1001', '1002']);
    const afterReload = sessionSet<string>('hidden');
    expect(afterReload.has('1001')).toBe(true);
    expect(afterReload.has('1003')).toBe(false);
  });

  it('forgets a deleted key in storage too', () => {
    const ids = sessionSet<number>('ids');
    ids.add(7);
    ids.delete(7);
    expect(ids.has(7)).toBe(false);
    expect(sessionSet<number>('ids').has(7)).toBe(false);
  });

  it('starts empty from a value that is not a JSON array', () => {
    sessionStorage.setItem('broken', '{"a":1');
    expect(sessionSet<string>('broken').has('a')).toBe(false);
    sessionStorage.setItem('object', '{"a":1}');
    expect(sessionSet<string>('object').has('a')).toBe(false);
  });

  it('remembers on this page when storage refuses to write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const ids = sessionSet<number>('ids');
    ids.add(3);
    expect(ids.has(3)).toBe(true);
  });
});
