import { describe, expect, it } from 'vitest';
import { usualOrderAdjustment, usualOrderLeftOutReasons, usualOrderReason } from './usualOrderWords';

const numbers = { WeeksOrdered: 6, WeeksConsidered: 8, MedianQuantity: 4, LastOrderedWeeksAgo: 0 };

describe('usualOrderReason', () => {
  it('says how many weeks of how many and the usual outers', () => {
    expect(usualOrderReason(numbers)).toBe('Ordered in 6 of the last 8 weeks, usually 4 outers');
  });
  it('says every week, the singular outer, and a half median as two quantities', () => {
    expect(usualOrderReason({ ...numbers, WeeksOrdered: 8, MedianQuantity: 1 })).toBe('Ordered every week of the last 8 weeks, usually 1 outer');
    expect(usualOrderReason({ ...numbers, MedianQuantity: 4.5 })).toBe('Ordered in 6 of the last 8 weeks, usually 4 or 5 outers');
  });
  it('speaks of one week for a store with one week of orders', () => {
    expect(usualOrderReason({ ...numbers, WeeksOrdered: 1, WeeksConsidered: 1, MedianQuantity: 2 })).toBe('Ordered in your last week, usually 2 outers');
  });
  it('says when it was last ordered once that is two weeks or more ago (a seasonal gap)', () => {
    expect(usualOrderReason({ ...numbers, WeeksOrdered: 4, LastOrderedWeeksAgo: 1 })).toBe('Ordered in 4 of the last 8 weeks, usually 4 outers');
    expect(usualOrderReason({ ...numbers, WeeksOrdered: 4, LastOrderedWeeksAgo: 3 })).toBe('Ordered in 4 of the last 8 weeks, usually 4 outers, last ordered 3 weeks ago');
  });
});

describe('usualOrderAdjustment', () => {
  it('says nothing when the quantity is the median', () => {
    expect(usualOrderAdjustment(null, 4)).toBeNull();
  });
  it('names the minimum, the step and the cap', () => {
    expect(usualOrderAdjustment('Minimum', 5, { MinimumOrder: 5, MinimumOrderIncremental: 5 })).toBe('Raised to the minimum order of 5 outers');
    expect(usualOrderAdjustment('Increment', 6, { MinimumOrder: 2, MinimumOrderIncremental: 2 })).toBe('Sold in steps of 2 outers: set to 6');
    expect(usualOrderAdjustment('Increment', 6)).toBe('Set to 6 outers, the nearest quantity it is sold in');
    expect(usualOrderAdjustment('Maximum', 995, { MinimumOrder: 5, MinimumOrderIncremental: 5 })).toBe('Set to 995, the most that can be ordered');
  });
});

describe('usualOrderLeftOutReasons', () => {
  it('words every reason the contract sends', () => {
    expect(Object.keys(usualOrderLeftOutReasons).sort()).toEqual(['Archived', 'OutOfStock', 'Withdrawn']);
  });
});
