import { describe, expect, it } from 'vitest';
import { stickyBarLift } from './stickyBarLift';

/** A box as getBoundingClientRect gives it, px. */
const box = (left: number, top: number, width: number, height: number) => ({ top, bottom: top + height, right: left + width, height });

describe('stickyBarLift (ADR 0036)', () => {
  const tablet = { width: 1180, height: 820 };
  const gutter = 66;

  it('is 0 with no bar', () => {
    expect(stickyBarLift([], tablet, gutter)).toBe(0);
  });
  it('is the height of a full-width bar fixed to the bottom, rounded up', () => {
    expect(stickyBarLift([box(0, 820 - 93.5, 1180, 93.5)], tablet, gutter)).toBe(94);
  });
  it('is 0 for a bar stuck inside the content column, which ends where the gutter starts', () => {
    expect(stickyBarLift([box(24, 820 - 68, 1180 - 24 - gutter, 68)], tablet, gutter)).toBe(0);
  });
  it('is 0 for a sticky bar not (yet) at the bottom of the screen, or scrolled away below it', () => {
    expect(stickyBarLift([box(0, 500, 1180, 68), box(0, 830, 1180, 68), box(0, 820 - 68, 1180, 0)], tablet, gutter)).toBe(0);
  });
  it('is the highest of several bars at the bottom', () => {
    expect(stickyBarLift([box(0, 820 - 60, 1180, 60), box(600, 820 - 120, 580, 120)], tablet, gutter)).toBe(120);
  });
});
