import { describe, expect, it } from 'vitest';
import {
  addQuantityOnSteps,
  LARGE_LINE_OUTERS, MAX_QUANTITY, QUANTITY_MAX_LENGTH, largeLineBound, canDecrease, canIncrease, decreaseQuantity, increaseQuantity, isValidQuantity, maxQuantity,
  normaliseTypedQuantity, outers, quantityError, correctTypedQuantity, quantityMessages, type QuantityRule,
} from './quantity';

const one: QuantityRule = { MinimumOrder: 1, MinimumOrderIncremental: 1 };
const five: QuantityRule = { MinimumOrder: 5, MinimumOrderIncremental: 5 };
const twoByThree: QuantityRule = { MinimumOrder: 2, MinimumOrderIncremental: 3 };
const tenByTwo: QuantityRule = { MinimumOrder: 10, MinimumOrderIncremental: 2 };

describe('quantity limits (§5, §9)', () => {
  it('caps at 999 and 3 characters', () => {
    expect(MAX_QUANTITY).toBe(999);
    expect(QUANTITY_MAX_LENGTH).toBe(3);
  });
  it.each([[one, 999], [five, 995], [twoByThree, 998], [tenByTwo, 998], [{ MinimumOrder: 999, MinimumOrderIncremental: 7 }, 999], [{ MinimumOrder: 1000, MinimumOrderIncremental: 1 }, 0]])(
    'maxQuantity(%j) = %i', (r, m) => expect(maxQuantity(r)).toBe(m));
});

describe('increase (§5)', () => {
  it.each([
    [0, one, 1], [1, one, 2], [998, one, 999], [999, one, 999],
    [0, five, 5], [5, five, 10], [990, five, 995], [995, five, 995],
    [0, twoByThree, 2], [2, twoByThree, 5], [995, twoByThree, 998], [998, twoByThree, 998],
    [0, tenByTwo, 10], [3, tenByTwo, 10], [10, tenByTwo, 12],
    // off the steps: to the next valid quantity above
    [7, five, 10], [3, twoByThree, 5],
  ])('increaseQuantity(%i, %j) = %i', (q, r, next) => expect(increaseQuantity(q, r)).toBe(next));

  it('never passes 999 however often it is pressed', () => {
    for (const r of [one, five, twoByThree, tenByTwo, { MinimumOrder: 7, MinimumOrderIncremental: 13 }]) {
      let q = 0;
      for (let i = 0; i < 1200; i++) {
        const next = increaseQuantity(q, r);
        expect(next).toBeLessThanOrEqual(MAX_QUANTITY);
        expect(isValidQuantity(next, r)).toBe(true);
        q = next;
      }
      expect(q).toBe(maxQuantity(r));
      expect(canIncrease(q, r)).toBe(false);
    }
  });

  it.each([[0, five, true], [990, five, true], [995, five, false], [999, one, false], [998, one, true]])('canIncrease(%i, %j) = %s', (q, r, ok) =>
    expect(canIncrease(q, r)).toBe(ok));
});

describe('decrease (§5)', () => {
  it.each([
    [0, one, 0], [1, one, 0], [2, one, 1], [999, one, 998],
    [10, five, 5], [5, five, 0], [0, five, 0],
    [5, twoByThree, 2], [2, twoByThree, 0], [8, twoByThree, 5],
    [12, tenByTwo, 10], [10, tenByTwo, 0],
    // off the steps: to the next valid quantity below
    [7, five, 5], [4, five, 0], [1000, five, 995],
  ])('decreaseQuantity(%i, %j) = %i', (q, r, next) => expect(decreaseQuantity(q, r)).toBe(next));

  it('steps down to 0 and stops', () => {
    let q = maxQuantity(twoByThree);
    let presses = 0;
    while (canDecrease(q)) {
      q = decreaseQuantity(q, twoByThree);
      presses++;
      expect(isValidQuantity(q, twoByThree)).toBe(true);
    }
    expect(q).toBe(0);
    expect(presses).toBe(333);
    expect(decreaseQuantity(0, twoByThree)).toBe(0);
  });

  it.each([[0, false], [-1, false], [1, true], [999, true]])('canDecrease(%i) = %s', (q, ok) => expect(canDecrease(q, five)).toBe(ok));
});

describe('validity and messages (§5)', () => {
  it.each([
    [0, five, true], [5, five, true], [10, five, true], [995, five, true], [3, five, false], [7, five, false], [1000, five, false],
    [-5, five, false], [5.5, five, false], [Number.NaN, five, false], [999, one, true], [1000, one, false], [2, twoByThree, true], [4, twoByThree, false],
  ])('isValidQuantity(%s, %j) = %s', (q, r, ok) => expect(isValidQuantity(q, r)).toBe(ok));

  it.each([
    [10, five, null], [0, five, null],
    [3, five, 'Minimum order is 5 outers.'],
    [7, five, 'Order in steps of 5 outers.'],
    [1000, five, 'At most 999 outers.'],
    [-1, five, 'Enter a whole number of outers.'],
    [2.5, five, 'Enter a whole number of outers.'],
    [4, twoByThree, 'Order in steps of 3 outers.'],
    [1, twoByThree, 'Minimum order is 2 outers.'],
  ])('quantityError(%s, %j) = %j', (q, r, msg) => expect(quantityError(q, r)).toBe(msg));
});

describe('outers', () => {
  it.each([[0, '0 outers'], [1, '1 outer'], [2, '2 outers'], [999, '999 outers']])('outers(%i) = %j', (n, text) => expect(outers(n)).toBe(text));
});

describe('typed quantities (§5)', () => {
  it.each([
    ['0', five, 0], ['000', five, 0], ['3', five, 5], ['5', five, 5], ['7', five, 10], ['12a', five, 15], ['99999', five, 995],
    [' 1 0 ', five, 10], ['-5', five, 5], ['1.5', five, 15], ['998', five, 995], ['999', one, 999], ['4', twoByThree, 5],
    ['1', tenByTwo, 10], ['11', tenByTwo, 12],
  ])('normaliseTypedQuantity(%j, %j) = %i', (text, r, q) => expect(normaliseTypedQuantity(text, r, 20)).toBe(q));

  it.each(['', '   ', 'abc', '-', '.'])('keeps the current quantity when %j has no digit (never wipes a line)', (text) => {
    expect(normaliseTypedQuantity(text, five, 999)).toBe(999);
    expect(normaliseTypedQuantity(text, five, 0)).toBe(0);
  });

  it('always gives a valid quantity', () => {
    for (const r of [one, five, twoByThree, tenByTwo]) {
      for (let n = 0; n <= 999; n++) {
        const q = normaliseTypedQuantity(String(n), r, 0);
        expect(isValidQuantity(q, r)).toBe(true);
        if (q !== maxQuantity(r)) expect(q).toBeGreaterThanOrEqual(n);
      }
    }
  });
});

describe('corrections said next to the quantity box (§5)', () => {
  const four: QuantityRule = { MinimumOrder: 4, MinimumOrderIncremental: 2 };
  it.each([
    ['2', four, 4, 'minimum', 'Minimum order is 4 outers: set to 4'],
    ['5', four, 6, 'increment', 'Sold in steps of 2 outers: set to 6'],
    ['7', five, 10, 'increment', 'Sold in steps of 5 outers: set to 10'],
    ['7', twoByThree, 8, 'increment', 'Sold in steps of 3 outers from 2: set to 8'],
    ['998', five, 995, 'maximum', 'Maximum is 995 outers: set to 995'],
    ['999', { MinimumOrder: 2, MinimumOrderIncremental: 2 }, 998, 'maximum', 'Maximum is 998 outers: set to 998'],
    ['5', { MinimumOrder: 1200, MinimumOrderIncremental: 1 }, 12, 'maximum', 'Maximum is 999'],
    ['', five, 12, 'kept', 'No number entered: kept at 12'],
    ['abc', five, 12, 'kept', 'No number entered: kept at 12'],
  ] as const)('%j with %j → %i (%s): %j', (text, r, quantity, kind, message) => {
    expect(correctTypedQuantity(text, r, 12)).toEqual({ quantity, correction: { kind, message } });
  });

  it.each([['10', five, 10], ['0', five, 0], ['000', five, 0], ['005', five, 5], ['1', one, 1], ['999', one, 999]] as const)(
    '%j with %j is taken as it is (%i), with nothing to say',
    (text, r, quantity) => expect(correctTypedQuantity(text, r, 12)).toEqual({ quantity, correction: null }),
  );

  it('says 1 outer in the singular', () => {
    expect(correctTypedQuantity('2', { MinimumOrder: 1, MinimumOrderIncremental: 3 }, 0).correction?.message).toBe('Sold in steps of 3 outers from 1: set to 4');
    expect(quantityMessages.minimum(1, 1)).toBe('Minimum order is 1 outer: set to 1');
  });

  it('agrees with normaliseTypedQuantity on every entry', () => {
    for (const r of [one, five, twoByThree, tenByTwo]) {
      for (let n = 0; n <= 999; n++) expect(correctTypedQuantity(String(n), r, 7).quantity).toBe(normaliseTypedQuantity(String(n), r, 7));
    }
  });

  it('names the removed product', () => {
    expect(quantityMessages.removed('Harbour Gold 20s')).toBe('Removed Harbour Gold 20s');
    expect(quantityMessages.undo).toBe('Undo');
  });
});

describe('missing rules (§5)', () => {
  it.each([
    [{ MinimumOrder: 0, MinimumOrderIncremental: 0 }],
    [{ MinimumOrder: -3, MinimumOrderIncremental: -1 }],
    [{ MinimumOrder: Number.NaN, MinimumOrderIncremental: Number.NaN }],
    [{} as QuantityRule],
  ])('%j behaves as 1/1', (r) => {
    expect(increaseQuantity(0, r)).toBe(1);
    expect(increaseQuantity(1, r)).toBe(2);
    expect(decreaseQuantity(1, r)).toBe(0);
    expect(maxQuantity(r)).toBe(999);
    expect(isValidQuantity(7, r)).toBe(true);
  });
});

describe('adding an earlier order to the cart (§4 Reorder, §5)', () => {
  const twoByTwo = { MinimumOrder: 2, MinimumOrderIncremental: 2 };
  const fiveByFive = { MinimumOrder: 5, MinimumOrderIncremental: 5 };
  const threeThenTwo = { MinimumOrder: 3, MinimumOrderIncremental: 2 };
  it.each([
    [0, 4, twoByTwo, 4],
    [0, 3, twoByTwo, 4], // rounded up to the next step
    [0, 1, fiveByFive, 5], // below the minimum → the minimum
    [4, 4, twoByTwo, 8],
    [3, 2, threeThenTwo, 5],
    [3, 3, threeThenTwo, 7],
    [990, 10, fiveByFive, 995], // capped at the largest valid step
    [995, 5, fiveByFive, 995], // nothing more fits
    [998, 2, twoByTwo, 998],
    [0, 999, { MinimumOrder: 1, MinimumOrderIncremental: 1 }, 999],
    [0, 0, twoByTwo, 0],
    [0, 5, { MinimumOrder: 1000, MinimumOrderIncremental: 1 }, 0], // cannot be ordered at all
  ])('addQuantityOnSteps(%i, %i, %j) = %i', (current, added, rule, expected) => {
    expect(addQuantityOnSteps(current, added, rule)).toBe(expected);
  });
});

describe('largeLineBound (the typo guard on a typed line)', () => {
  it('is 3 × the store\'s usual quantity, never below 10 outers, else 100 outers', () => {
    expect(largeLineBound(4)).toBe(12);
    expect(largeLineBound(40)).toBe(120);
    expect(largeLineBound(1)).toBe(10);
    expect(largeLineBound(0)).toBe(LARGE_LINE_OUTERS);
    expect(largeLineBound(null)).toBe(100);
    expect(largeLineBound()).toBe(100);
  });
});
