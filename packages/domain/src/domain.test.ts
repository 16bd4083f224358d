import { describe, expect, it } from 'vitest';
import {
  VAT_RATE, cartTotals, formatEur, lineTotal, toCents,
  formatDateTime, formatOrdinalDate, formatShortDate, ordinalSuffix,
  historyPresets, historyQuery, isPending, orderStatusName,
  CATEGORY_ORDER, matchesSearch, minimumOrderText, productBrands, productTags, sortProducts, type ProductLike,
  MAX_QUANTITY, canDecrease, canIncrease, decreaseQuantity, increaseQuantity, isValidQuantity, maxQuantity, normaliseTypedQuantity, quantityError,
  isRestricted, tierLevel, tierName,
  isSurveyEmail, messages, validateEmail, validateEmailConfirmation, validateNewPassword, validatePasswordConfirmation, validateRequired,
} from './index';

describe('money (§9)', () => {
  it.each([
    [0, '€0.00'], [1, '€1.00'], [1234.5, '€1,234.50'], [0.1 + 0.2, '€0.30'], [-5.25, '-€5.25'], [1_000_000, '€1,000,000.00'],
  ])('formatEur(%s) = %s', (v, s) => expect(formatEur(v)).toBe(s));
  it('rounds half away from zero in cents', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
  });
  it('line totals are exact to the cent', () => expect(lineTotal(19.99, 3)).toBe(59.97));
  it('adds VAT at 23 % once per order', () => {
    expect(VAT_RATE).toBe(0.23);
    const t = cartTotals([{ PriceOuter: 10.1, Quantity: 3 }, { PriceOuter: 0.33, Quantity: 1 }]);
    expect(t).toEqual({ totalItems: 4, subTotal: 30.63, vatTotal: 7.04, orderTotal: 37.67 });
  });
  it('an empty cart totals zero', () => expect(cartTotals([])).toEqual({ totalItems: 0, subTotal: 0, vatTotal: 0, orderTotal: 0 }));
});

describe('dates (§9)', () => {
  it.each([[1, 'st'], [2, 'nd'], [3, 'rd'], [4, 'th'], [11, 'th'], [12, 'th'], [13, 'th'], [21, 'st'], [22, 'nd'], [23, 'rd'], [31, 'st']])(
    'ordinal of %i is %s', (d, s) => expect(ordinalSuffix(d)).toBe(s));
  it('formats ordinal dates', () => {
    expect(formatOrdinalDate('2026-11-22T10:00:00Z')).toBe('22nd November 2026');
    expect(formatOrdinalDate(new Date('2026-05-01T12:00:00Z'), 'UTC')).toBe('1st May 2026');
  });
  it('uses the time zone for the day', () => expect(formatOrdinalDate('2026-06-30T23:30:00Z')).toBe('1st July 2026'));
  it('formats en-GB date-times and short dates', () => {
    expect(formatDateTime('2026-11-22T14:05:00Z')).toBe('22/11/2026, 14:05');
    expect(formatShortDate('2026-03-04T10:00:00Z', 'UTC')).toBe('04/03/2026');
  });
});

describe('orders (§4)', () => {
  it.each([[0, 'Submitted'], [1, 'Pending'], [2, 'Processing'], [3, 'Cancelled'], [7, 'Submitted'], [null, 'Submitted'], [undefined, 'Submitted']])(
    'status %s is %s', (c, n) => expect(orderStatusName(c as number)).toBe(n));
  it('has the six presets', () => {
    expect(historyPresets.map((p) => [p.label, p.value])).toEqual([
      ['Past week', 7], ['Past month', 30], ['Past year', 365], ['Pending', 1], ['Submitted', 0], ['Cancelled', 3],
    ]);
    expect(historyQuery('week')).toEqual({ timeSpan: 7 });
    expect(historyQuery('cancelled')).toEqual({ timeSpan: 365, status: 3 });
  });
  it('knows pending orders', () => {
    expect(isPending({ Status: 1 })).toBe(true);
    expect(isPending({ Status: 0 })).toBe(false);
  });
});

const p = (over: Partial<ProductLike>): ProductLike => ({
  SKU: 'S', Product: 'P', Brand: 'B', Category: 'RMC', PriceOuter: 10, MinimumOrder: 1, MinimumOrderIncremental: 1, ...over,
});

describe('products (§2.14, §9)', () => {
  const list = [
    p({ SKU: '1', Brand: 'beta', Category: 'RYO', PriceOuter: 5, StockCardOrder: 3, PriceListOrder: 2 }),
    p({ SKU: '2', Brand: 'Alpha', Category: 'EVAP', PriceOuter: 9, StockCardOrder: 1, PriceListOrder: 3 }),
    p({ SKU: '3', Brand: 'Alpha', Category: 'RMC', PriceOuter: 20, StockCardOrder: 2, PriceListOrder: 1 }),
    p({ SKU: '4', Brand: 'Alpha', Category: 'RMC', PriceOuter: 15, StockCardOrder: 4, PriceListOrder: 4 }),
  ];
  it('keeps the category order', () => expect(CATEGORY_ORDER).toEqual(['RMC', 'RYO', 'EVAP', 'NICP', 'CGR', 'PIP']));
  it.each([
    [0, ['2', '3', '1', '4']],
    [1, ['4', '3', '2', '1']],
    [2, ['1', '4', '3', '2']],
    [3, ['3', '1', '2', '4']],
  ])('sort %i', (id, skus) => expect(sortProducts(list, id).map((x) => x.SKU)).toEqual(skus));
  it('does not mutate the input', () => {
    sortProducts(list, 1);
    expect(list.map((x) => x.SKU)).toEqual(['1', '2', '3', '4']);
  });
  it('lists brands once, A-Z', () => expect(productBrands(list)).toEqual(['Alpha', 'beta']));
  it('builds the tags in order', () => {
    const all = p({ HasPrizes: true, LowStock: true, IsFastestGrowingProduct: true, Discount: 10, HasBeenBoughtByText: 'Bought by 12 stores near you', IsBestSeller: true, NewArrival: true, OutOfStock: true });
    expect(productTags(all).map((t) => t.label)).toEqual([
      'Prizes to be won', 'Low stock', 'Fast Growing Product', 'Save 10%', 'Bought by 12 stores near you', 'Best seller near you', 'New Arrival', 'Out of stock',
    ]);
    expect(productTags(p({ Discount: 0, HasBeenBoughtByText: '  ' }))).toEqual([]);
  });
  it('words the minimum order line', () =>
    expect(minimumOrderText({ MinimumOrder: 5, MinimumOrderIncremental: 5 })).toBe('*Minimum order is 5 outers. Incremental order is 5.'));
  it('searches name, brand and SKU', () => {
    expect(matchesSearch(p({ Product: 'Gold Leaf 20', SKU: 'RMC-1' }), 'gold')).toBe(true);
    expect(matchesSearch(p({ SKU: 'RMC-1' }), 'rmc-1')).toBe(true);
    expect(matchesSearch(p({}), 'zzz')).toBe(false);
    expect(matchesSearch(p({}), ' ')).toBe(true);
  });
});

describe('quantity (§5)', () => {
  const five = { MinimumOrder: 5, MinimumOrderIncremental: 5 };
  const twoByThree = { MinimumOrder: 2, MinimumOrderIncremental: 3 };
  it('steps up from 0 to the minimum, then by the increment', () => {
    expect(increaseQuantity(0, five)).toBe(5);
    expect(increaseQuantity(5, five)).toBe(10);
    expect(increaseQuantity(0, twoByThree)).toBe(2);
    expect(increaseQuantity(2, twoByThree)).toBe(5);
  });
  it('steps down by the increment and drops below the minimum to 0', () => {
    expect(decreaseQuantity(10, five)).toBe(5);
    expect(decreaseQuantity(5, five)).toBe(0);
    expect(decreaseQuantity(0, five)).toBe(0);
    expect(decreaseQuantity(5, twoByThree)).toBe(2);
    expect(decreaseQuantity(2, twoByThree)).toBe(0);
  });
  it('never passes 999', () => {
    expect(maxQuantity(five)).toBe(995);
    expect(maxQuantity({ MinimumOrder: 1, MinimumOrderIncremental: 1 })).toBe(MAX_QUANTITY);
    expect(increaseQuantity(995, five)).toBe(995);
    expect(canIncrease(995, five)).toBe(false);
    expect(canIncrease(990, five)).toBe(true);
    expect(increaseQuantity(998, { MinimumOrder: 1, MinimumOrderIncremental: 1 })).toBe(999);
  });
  it('allows decrease only above 0', () => {
    expect(canDecrease(0)).toBe(false);
    expect(canDecrease(1)).toBe(true);
  });
  it.each([
    [0, true], [5, true], [10, true], [995, true], [3, false], [7, false], [1000, false], [-5, false], [5.5, false],
  ])('isValidQuantity(%s) with min 5 step 5 is %s', (q, ok) => expect(isValidQuantity(q, five)).toBe(ok));
  it('explains invalid quantities', () => {
    expect(quantityError(10, five)).toBeNull();
    expect(quantityError(3, five)).toBe('Minimum order is 5 outers.');
    expect(quantityError(7, five)).toBe('Order in steps of 5 outers.');
    expect(quantityError(1000, five)).toBe('At most 999 outers.');
    expect(quantityError(-1, five)).toBe('Enter a whole number of outers.');
  });
  it.each([
    ['', 0], ['0', 0], ['3', 5], ['7', 10], ['12a', 15], ['99999', 995], ['abc', 0], ['5', 5],
  ])('normalises typed %j to %i', (text, q) => expect(normaliseTypedQuantity(text, five)).toBe(q));
  it('treats missing rules as 1', () => expect(increaseQuantity(0, { MinimumOrder: 0, MinimumOrderIncremental: 0 })).toBe(1));
});

describe('tiers (§5, §6)', () => {
  it.each([['Tier 1', 1], ['Tier 2', 2], ['Tier 3', 3], ['Gold', 2], [undefined, 2], [' Tier 3 ', 3]])('%s → %i', (n, l) =>
    expect(tierLevel(n)).toBe(l));
  it('names and restricts', () => {
    expect(tierName(1)).toBe('Tier 1');
    expect(tierName(9)).toBe('Tier 2');
    expect(isRestricted(3)).toBe(true);
    expect(isRestricted(2)).toBe(false);
  });
});

describe('validation (§5)', () => {
  it('requires values', () => {
    expect(validateRequired('')).toBe('This field is required.');
    expect(validateRequired('  ')).toBe(messages.required);
    expect(validateRequired('x')).toBeUndefined();
  });
  it.each([['a@b.co', undefined], ['a b@c.d', messages.email], ['a@b', messages.email], ['', messages.required]])('email %j', (v, m) =>
    expect(validateEmail(v)).toBe(m));
  it('matches confirmations', () => {
    expect(validateEmailConfirmation('a@b.co', 'A@b.co')).toBeUndefined();
    expect(validateEmailConfirmation('a@b.co', 'c@b.co')).toBe("Email addresses don't match. Please try again.");
    expect(validatePasswordConfirmation('Abcdefg1', 'Abcdefg2')).toBe("Passwords don't match. Please try again.");
    expect(validatePasswordConfirmation('Abcdefg1', 'Abcdefg1')).toBeUndefined();
  });
  it.each([['Abcdefg1', undefined], ['abcdefg1', messages.newPassword], ['ABCDEFG1', messages.newPassword], ['Abcdefgh', messages.newPassword], ['Abc1', messages.newPassword]])(
    'new password %j', (v, m) => expect(validateNewPassword(v)).toBe(m));
  it('checks the survey email', () => {
    expect(isSurveyEmail('me@shop.ie')).toBe(true);
    expect(isSurveyEmail('me@shop')).toBe(false);
  });
});
