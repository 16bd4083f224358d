import { CATEGORY_ORDER, productBrands, sortProducts, type ProductLike, type ProductSortId } from '@trade-portal/domain';

// One collator for the whole sort: `localeCompare` with options builds one per call, which makes an
// A-Z sort of 2,000 products take a second on a throttled tablet.
const collator = new Intl.Collator('en', { sensitivity: 'base' });

const categoryRank = new Map<string, number>(CATEGORY_ORDER.map((c, i) => [c, i]));
const rankOfCategory = (c: string) => categoryRank.get(c) ?? CATEGORY_ORDER.length;

/**
 * The §9 sorts as domain's `sortProducts` defines them (Stock Card, A-Z and Z-A by brand then category
 * order RMC…PIP then price per outer, Price List), in the same stable order, for catalogues of thousands:
 * the brands are ranked once (brands that differ only in case or accents share a rank, as the domain's
 * comparison treats them), then products are sorted by numbers. Stock Card and Price List go straight
 * to domain. The unit test holds it to `sortProducts` on every sort.
 * @returns a new array; the input is not changed
 */
export function sortForList<P extends ProductLike>(products: readonly P[], sortId: ProductSortId): P[] {
  if (sortId !== 1 && sortId !== 2) return sortProducts(products, sortId);
  const brandRank = new Map<string, number>();
  let rank = -1;
  let previous: string | undefined;
  for (const brand of productBrands(products)) {
    if (previous === undefined || collator.compare(previous, brand) !== 0) rank += 1;
    brandRank.set(brand, rank);
    previous = brand;
  }
  const dir = sortId === 1 ? 1 : -1;
  const keyed = products.map((p, i) => ({ p, i, brand: brandRank.get(p.Brand)!, category: rankOfCategory(p.Category) }));
  keyed.sort((a, b) => dir * (a.brand - b.brand) || a.category - b.category || a.p.PriceOuter - b.p.PriceOuter || a.i - b.i);
  return keyed.map((k) => k.p);
}

/**
 * The §9 'Stock Card' sort on /place-order for a store with a stock card: the card's products first, in
 * the card's StockCardOrder (GetStockCard, the retailer's own order), then the rest of the catalogue in
 * its StockCardOrder. Without a card (`cardOrder` empty) it is domain's Stock Card sort.
 * @param cardOrder SKU → position on the account's card (1, 2, 3…)
 * @returns a new array; the input is not changed
 */
export function sortByStockCard<P extends ProductLike>(products: readonly P[], cardOrder: ReadonlyMap<string, number>): P[] {
  const base = sortProducts(products, 0);
  if (cardOrder.size === 0) return base;
  const onCard = base.filter((p) => cardOrder.has(p.SKU)).sort((a, b) => cardOrder.get(a.SKU)! - cardOrder.get(b.SKU)!);
  return [...onCard, ...base.filter((p) => !cardOrder.has(p.SKU))];
}
