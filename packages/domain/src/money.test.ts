import { describe, expect, it } from 'vitest';
import { VAT_PERCENT, VAT_RATE, cartTotals, cartTotalsCents, formatEur, fromCents, lineTotal, lineTotalCents, toCents, vatOf } from './money';

describe('money (§9)', () => {
  it('VAT is 23 %', () => {
    expect(VAT_RATE).toBe(0.23);
    expect(VAT_PERCENT).toBe(VAT_RATE * 100);
  });

  it.each([
    [0, '€0.00'], [-0, '€0.00'], [1, '€1.00'], [0.5, '€0.50'], [0.05, '€0.05'], [12.3, '€12.30'], [999.999, '€1,000.00'],
    [1234.5, '€1,234.50'], [0.1 + 0.2, '€0.30'], [-5.25, '-€5.25'], [-0.001, '€0.00'], [1_000_000, '€1,000,000.00'], [1.005, '€1.01'],
  ])('formatEur(%s) = %s', (v, s) => expect(formatEur(v)).toBe(s));

  it.each([
    [0, 0], [1, 100], [0.01, 1], [1.005, 101], [-1.005, -101], [2.675, 268], [19.99, 1999], [0.1 + 0.2, 30], [1234.565, 123457], [-0.004, 0],
  ])('toCents(%s) = %i', (eur, cents) => expect(toCents(eur)).toBe(cents));

  it('-0 never comes out of toCents', () => expect(Object.is(toCents(-0.001), 0)).toBe(true));

  it.each([[0, 0], [1, 0.01], [101, 1.01], [-250, -2.5], [123456, 1234.56]])('fromCents(%i) = %s', (c, e) => expect(fromCents(c)).toBe(e));

  it.each([
    [19.99, 3, 59.97], [0.1, 3, 0.3], [10, 0, 0], [4.35, 999, 4345.65], [33.33, 3, 99.99],
  ])('lineTotal(%s, %i) = %s', (price, q, total) => expect(lineTotal(price, q)).toBe(total));

  it.each([[100, 23], [0.5, 0.12], [0.02, 0], [0.03, 0.01], [1.5, 0.35], [30.63, 7.04]])('vatOf(%s) = %s', (net, vat) => expect(vatOf(net)).toBe(vat));

  it('adds VAT at 23 % once per order, not per line', () => {
    const t = cartTotals([{ PriceOuter: 10.1, Quantity: 3 }, { PriceOuter: 0.33, Quantity: 1 }]);
    expect(t).toEqual({ totalItems: 4, subTotal: 30.63, vatTotal: 7.04, orderTotal: 37.67 });
    // Per line it would be 0.02 + 0.02 = 0.04; per order 0.03 × 2 = 0.06 → VAT 0.01.
    expect(cartTotals([{ PriceOuter: 0.03, Quantity: 1 }, { PriceOuter: 0.03, Quantity: 1 }]).vatTotal).toBe(0.01);
  });

  it('rounds VAT half-up', () => {
    // 0.50 × 23 % = 0.115 → 0.12; 1.50 × 23 % = 0.345 → 0.35
    expect(cartTotals([{ PriceOuter: 0.5, Quantity: 1 }]).vatTotal).toBe(0.12);
    expect(cartTotals([{ PriceOuter: 1.5, Quantity: 1 }]).vatTotal).toBe(0.35);
  });

  it('an empty cart totals zero', () => expect(cartTotals([])).toEqual({ totalItems: 0, subTotal: 0, vatTotal: 0, orderTotal: 0 }));

  it('is exact in cents over many lines', () => {
    const lines = Array.from({ length: 300 }, (_, i) => ({ PriceOuter: 0.01 + i * 0.37, Quantity: (i % 7) + 1 }));
    const t = cartTotals(lines);
    const cents = lines.reduce((s, l) => s + Math.round(l.PriceOuter * 100) * l.Quantity, 0);
    expect(toCents(t.subTotal)).toBe(cents);
    expect(toCents(t.orderTotal)).toBe(toCents(t.subTotal) + toCents(t.vatTotal));
    expect(t.totalItems).toBe(lines.reduce((s, l) => s + l.Quantity, 0));
  });

  it('VAT matches exact integer half-up for every amount up to €2,000 and sampled amounts beyond', () => {
    const amounts = [...Array.from({ length: 200_001 }, (_, i) => i), ...Array.from({ length: 20_000 }, (_, i) => 200_000 + i * 4_999)];
    for (const c of amounts) {
      const exact = Number((BigInt(c) * 23n + 50n) / 100n);
      if (toCents(vatOf(fromCents(c))) !== exact) throw new Error(`VAT of ${c} cents`);
    }
  });

  it.each([[1999, 3, 5997], [10, 3, 30], [1000, 0, 0], [435, 999, 434565]])('lineTotalCents(%i, %i) = %i', (price, q, total) =>
    expect(lineTotalCents(price, q)).toBe(total));

  it('cartTotalsCents sums in cents and adds VAT once per order, half-up', () => {
    expect(cartTotalsCents([{ priceOuterCents: 1010, quantity: 3 }, { priceOuterCents: 33, quantity: 1 }])).toEqual({
      totalItems: 4, subTotalCents: 3063, vatTotalCents: 704, orderTotalCents: 3767,
    });
    expect(cartTotalsCents([{ priceOuterCents: 3, quantity: 1 }, { priceOuterCents: 3, quantity: 1 }]).vatTotalCents).toBe(1);
    expect(cartTotalsCents([{ priceOuterCents: 50, quantity: 1 }]).vatTotalCents).toBe(12);
    expect(cartTotalsCents([])).toEqual({ totalItems: 0, subTotalCents: 0, vatTotalCents: 0, orderTotalCents: 0 });
  });

  it('cartTotals is cartTotalsCents in EUR', () => {
    const lines = Array.from({ length: 300 }, (_, i) => ({ priceOuterCents: 1 + i * 37, quantity: (i % 7) + 1 }));
    const cents = cartTotalsCents(lines);
    expect(cartTotals(lines.map((l) => ({ PriceOuter: fromCents(l.priceOuterCents), Quantity: l.quantity })))).toEqual({
      totalItems: cents.totalItems,
      subTotal: fromCents(cents.subTotalCents),
      vatTotal: fromCents(cents.vatTotalCents),
      orderTotal: fromCents(cents.orderTotalCents),
    });
  });
});
