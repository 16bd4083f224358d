import { describe, expect, it } from 'vitest';
import { CATEGORY_ORDER, productSorts, sortProducts, type ProductLike } from '@trade-portal/domain';
import { sortByStockCard, sortForList } from './productOrder';

// Brands that differ only in case or accents compare equal in the domain's A-Z; prices repeat, so the
// stable order of equal products is tested too.
const brands = ['Harbour', 'harbour', 'Vapora', 'Westwind', 'Casa Verde', 'casa verde', 'Élan', 'Elan', 'Zeta', 'alpine', 'Alpine'];
const catalogue: ProductLike[] = Array.from({ length: 2000 }, (_, i) => ({
  SKU: `S${i}`, Product: `Product ${i}`, Brand: brands[(i * 7) % brands.length]!, Category: [...CATEGORY_ORDER, 'OTHER'][i % 7]!,
  PriceOuter: (i * 37) % 50, MinimumOrder: 1, MinimumOrderIncremental: 1, StockCardOrder: (i * 13) % 2000, PriceListOrder: 2000 - i,
}));

describe('sortForList (§9 sorts)', () => {
  for (const sort of productSorts) {
    it(`orders as domain's sortProducts for ${sort.label}`, () => {
      expect(sortForList(catalogue, sort.id).map((p) => p.SKU)).toEqual(sortProducts(catalogue, sort.id).map((p) => p.SKU));
    });
  }
  it('leaves its input as it was', () => {
    const before = catalogue.map((p) => p.SKU);
    sortForList(catalogue, 1);
    expect(catalogue.map((p) => p.SKU)).toEqual(before);
  });
});

describe('sortByStockCard (§9 Stock Card with the account\'s card)', () => {
  it('puts the card first in its own order, then the rest by StockCardOrder', () => {
    const card = new Map([['S5', 1], ['S1', 2], ['S9', 3]]);
    const sorted = sortByStockCard(catalogue.slice(0, 10), card).map((p) => p.SKU);
    expect(sorted.slice(0, 3)).toEqual(['S5', 'S1', 'S9']);
    const rest = sortForList(catalogue.slice(0, 10), 0).map((p) => p.SKU).filter((sku) => !card.has(sku));
    expect(sorted.slice(3)).toEqual(rest);
  });
  it('is the plain Stock Card sort without a card', () => {
    expect(sortByStockCard(catalogue, new Map()).map((p) => p.SKU)).toEqual(sortForList(catalogue, 0).map((p) => p.SKU));
  });
});
