// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restore } from './useScrollRestoration';

/** A page whose height is set by the test, and a window that scrolls as far as that height lets it. */
let pageHeight = 900;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout'] });
  pageHeight = 900;
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => pageHeight });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 820 });
  let y = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  window.scrollTo = ((_x: number, top: number) => {
    y = Math.max(0, Math.min(top, pageHeight - window.innerHeight));
  }) as typeof window.scrollTo;
});
afterEach(() => vi.useRealTimers());

describe('restore (Back returns to the place left)', () => {
  it('waits for a list that takes 4.3 s to grow, and lands where the page was left', () => {
    restore(19_220);
    vi.advanceTimersByTime(4_300);
    expect(window.scrollY).toBe(0);
    pageHeight = 60_000;
    vi.advanceTimersByTime(50);
    expect(window.scrollY).toBe(19_220);
  });

  it('stops as soon as the user scrolls, and never pulls the page back after that', () => {
    restore(19_220);
    vi.advanceTimersByTime(1_000);
    window.dispatchEvent(new Event('wheel'));
    pageHeight = 60_000;
    vi.advanceTimersByTime(1_000);
    expect(window.scrollY).toBe(0);
  });

  it('scrolls as far as it goes when the page never grows tall enough', () => {
    pageHeight = 5_000;
    restore(19_220);
    vi.advanceTimersByTime(9_000);
    expect(window.scrollY).toBe(0);
    vi.advanceTimersByTime(1_100);
    expect(window.scrollY).toBe(5_000 - 820);
  });
});
