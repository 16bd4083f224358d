import { describe, expect, it } from 'vitest';
import { CATEGORY_ORDER, productSorts, sortProducts, type ProductLike } from '@trade-portal/domain';
import { sortForList } from './productOrder';

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
