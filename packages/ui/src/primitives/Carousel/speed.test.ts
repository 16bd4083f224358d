import { describe, expect, it } from 'vitest';
import { arrivalMs, emblaDuration } from './speed';

describe('emblaDuration', () => {
  it('turns the §9 speed of 500 ms into a duration that arrives in 500 ± 100 ms at every width', () => {
    const d = emblaDuration(500);
    for (const width of [300, 390, 768, 1100, 1440]) {
      expect(arrivalMs(d, width)).toBeGreaterThanOrEqual(400);
      expect(arrivalMs(d, width)).toBeLessThanOrEqual(600);
    }
  });
  it('is slower for a longer time and instant for none', () => {
    expect(emblaDuration(1000)).toBeGreaterThan(emblaDuration(500));
    expect(Math.abs(arrivalMs(emblaDuration(1000)) - 1000)).toBeLessThan(60);
    expect(emblaDuration(0)).toBe(0);
  });
  it('never goes below the duration that overshoots', () => {
    expect(emblaDuration(100)).toBe(18);
  });
});
