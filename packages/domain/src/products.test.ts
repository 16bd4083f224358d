import { describe, expect, it } from 'vitest';
import { CATEGORY_ORDER, categoryNames, matchesSearch, productBrands, productSorts, productTags, sortProducts, type ProductLike } from './products';
import { minimumOrderText } from './quantity';

const p = (over: Partial<ProductLike>): ProductLike => ({
  SKU: 'S', Product: 'P', Brand: 'B', Category: 'RMC', PriceOuter: 10, MinimumOrder: 1, MinimumOrderIncremental: 1, ...over,
});

describe('categories (§9)', () => {
  it('keeps the category order', () => expect(CATEGORY_ORDER).toEqual(['RMC', 'RYO', 'EVAP', 'NICP', 'CGR', 'PIP']));
  it('names every category', () =>
    expect(categoryNames).toEqual({
      RMC: 'Ready Made Cigarettes', RYO: 'Roll Your Own', EVAP: 'e-Vapour', NICP: 'Nicotine Pouch', CGR: 'Cigars', PIP: 'Pipes',
    }));
});

describe('sorts (§9)', () => {
  it('offers the four sorts with Stock Card first', () =>
    expect(productSorts).toEqual([{ id: 0, label: 'Stock Card' }, { id: 1, label: 'A-Z' }, { id: 2, label: 'Z-A' }, { id: 3, label: 'Price List' }]));

  const list = [
    p({ SKU: '1', Brand: 'beta', Category: 'RYO', PriceOuter: 5, StockCardOrder: 3, PriceListOrder: 2 }),
    p({ SKU: '2', Brand: 'Alpha', Category: 'EVAP', PriceOuter: 9, StockCardOrder: 1, PriceListOrder: 3 }),
    p({ SKU: '3', Brand: 'Alpha', Category: 'RMC', PriceOuter: 20, StockCardOrder: 2, PriceListOrder: 1 }),
    p({ SKU: '4', Brand: 'Alpha', Category: 'RMC', PriceOuter: 15, StockCardOrder: 4, PriceListOrder: 4 }),
    p({ SKU: '5', Brand: 'alpha', Category: 'PIP', PriceOuter: 1, StockCardOrder: 5, PriceListOrder: 5 }),
    p({ SKU: '6', Brand: 'Beta', Category: 'RYO', PriceOuter: 5, StockCardOrder: 6, PriceListOrder: 6 }),
  ];
  it.each([
    [0, ['2', '3', '1', '4', '5', '6']],
    // brand (case-insensitive) asc, then RMC < EVAP < PIP, then price; equal keys keep their order (stable)
    [1, ['4', '3', '2', '5', '1', '6']],
    [2, ['1', '6', '4', '3', '2', '5']],
    [3, ['3', '1', '2', '4', '5', '6']],
  ])('sort %i', (id, skus) => expect(sortProducts(list, id).map((x) => x.SKU)).toEqual(skus));

  it('an unknown sort id falls back to Stock Card', () => expect(sortProducts(list, 42)).toEqual(sortProducts(list, 0)));

  it('puts products without an order number last, and unknown categories after PIP', () => {
    const l = [p({ SKU: 'a' }), p({ SKU: 'b', StockCardOrder: 2, PriceListOrder: 2 }), p({ SKU: 'c', Category: 'XYZ' }), p({ SKU: 'd', Category: 'PIP' })];
    expect(sortProducts(l, 0).map((x) => x.SKU)).toEqual(['b', 'a', 'c', 'd']);
    expect(sortProducts(l, 3).map((x) => x.SKU)).toEqual(['b', 'a', 'c', 'd']);
    expect(sortProducts(l, 1).map((x) => x.SKU)).toEqual(['a', 'b', 'd', 'c']);
  });

  it('does not mutate the input and keeps the element type', () => {
    const before = list.map((x) => x.SKU);
    const sorted = sortProducts(list, 1);
    expect(list.map((x) => x.SKU)).toEqual(before);
    expect(sorted).not.toBe(list);
    expect(sortProducts([], 2)).toEqual([]);
  });
});

describe('brands (§2.11)', () => {
  it('lists brands once, A-Z, case-insensitively ordered', () =>
    expect(productBrands([p({ Brand: 'beta' }), p({ Brand: 'Alpha' }), p({ Brand: 'beta' }), p({ Brand: 'Gamma' })])).toEqual(['Alpha', 'beta', 'Gamma']));
  it('is empty for no products', () => expect(productBrands([])).toEqual([]));
});

describe('tags (§2.14)', () => {
  it('builds every tag in the spec order', () => {
    const all = p({ HasPrizes: true, LowStock: true, IsFastestGrowingProduct: true, Discount: 10, HasBeenBoughtByText: 'Bought by 12 stores near you', IsBestSeller: true, NewArrival: true, OutOfStock: true });
    expect(productTags(all).map((t) => t.label)).toEqual([
      'Prizes to be won', 'Low stock', 'Fast Growing Product', 'Save 10%', 'Bought by 12 stores near you', 'Best seller near you', 'New Arrival', 'Out of stock',
    ]);
    expect(productTags(all).map((t) => t.id)).toEqual(['prizes', 'lowStock', 'fastGrowing', 'discount', 'boughtBy', 'bestSeller', 'newArrival', 'outOfStock']);
  });
  it.each([
    [{ HasPrizes: true }, ['Prizes to be won']],
    [{ LowStock: true }, ['Low stock']],
    [{ IsFastestGrowingProduct: true }, ['Fast Growing Product']],
    [{ Discount: 15 }, ['Save 15%']],
    [{ Discount: 0 }, []],
    [{ Discount: -5 }, []],
    [{ Discount: null }, []],
    [{ HasBeenBoughtByText: 'Bought by 3 shops' }, ['Bought by 3 shops']],
    [{ HasBeenBoughtByText: '   ' }, []],
    [{ HasBeenBoughtByText: null }, []],
    [{ IsBestSeller: true }, ['Best seller near you']],
    [{ NewArrival: true }, ['New Arrival']],
    [{ OutOfStock: true }, ['Out of stock']],
    [{ OutOfStock: false, LowStock: false }, []],
  ] as [Partial<ProductLike>, string[]][])('tags of %j', (over, labels) => expect(productTags(p(over)).map((t) => t.label)).toEqual(labels));
  it('marks out of stock as critical', () => expect(productTags(p({ OutOfStock: true }))[0]?.tone).toBe('critical'));
});

describe('minimum order line (§2.14)', () => {
  it.each([[5, 5, '*Minimum order is 5 outers. Incremental order is 5.'], [1, 1, '*Minimum order is 1 outer. Incremental order is 1.'], [10, 2, '*Minimum order is 10 outers. Incremental order is 2.']])(
    'min %i step %i', (min, step, text) => expect(minimumOrderText({ MinimumOrder: min, MinimumOrderIncremental: step })).toBe(text));
});

describe('search', () => {
  it.each([
    [{ Product: 'Gold Leaf 20', SKU: 'RMC-1' }, 'gold', true],
    [{ SKU: 'RMC-1' }, 'rmc-1', true],
    [{ Brand: 'Harbour' }, 'HARB', true],
    [{}, 'zzz', false],
    [{}, ' ', true],
    [{}, '', true],
  ] as [Partial<ProductLike>, string, boolean][])('%j matches %j: %s', (over, q, r) => expect(matchesSearch(p(over), q)).toBe(r));
});
