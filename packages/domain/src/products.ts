/** Product categories in their display order (§9). */
export const CATEGORY_ORDER = ['RMC', 'RYO', 'EVAP', 'NICP', 'CGR', 'PIP'] as const;
export type Category = (typeof CATEGORY_ORDER)[number];

/** Category names of §9. */
export const categoryNames: Record<Category, string> = {
  RMC: 'Ready Made Cigarettes',
  RYO: 'Roll Your Own',
  EVAP: 'e-Vapour',
  NICP: 'Nicotine Pouch',
  CGR: 'Cigars',
  PIP: 'Pipes',
};

/** The product fields of §3 the rules read; the API's Product satisfies it. */
export interface ProductLike {
  SKU: string;
  Product: string;
  Brand: string;
  Category: string;
  PriceOuter: number;
  PricePackRrp?: number;
  PackSize?: number;
  MinimumOrder: number;
  MinimumOrderIncremental: number;
  OutOfStock?: boolean;
  PriceListOrder?: number;
  StockCardOrder?: number;
  IsArchived?: boolean;
  LowStock?: boolean;
  HasPrizes?: boolean;
  IsFastestGrowingProduct?: boolean;
  Discount?: number | null;
  HasBeenBoughtByText?: string | null;
  IsBestSeller?: boolean;
  NewArrival?: boolean;
}

/** The four product sorts of §9; id 0 (Stock Card) is the default. */
export const productSorts = [
  { id: 0, label: 'Stock Card' },
  { id: 1, label: 'A-Z' },
  { id: 2, label: 'Z-A' },
  { id: 3, label: 'Price List' },
] as const;
export type ProductSortId = (typeof productSorts)[number]['id'];

const categoryRank = (c: string) => {
  const i = (CATEGORY_ORDER as readonly string[]).indexOf(c);
  return i < 0 ? CATEGORY_ORDER.length : i;
};
// One collator for every comparison: `localeCompare` with options builds one per call, which made an A-Z
// sort of 2,000 products take a quarter of a second before any throttling.
const brandCollator = new Intl.Collator('en', { sensitivity: 'base' });
const byBrand = (a: ProductLike, b: ProductLike) => brandCollator.compare(a.Brand, b.Brand);
const thenCategoryAndPrice = (a: ProductLike, b: ProductLike) =>
  categoryRank(a.Category) - categoryRank(b.Category) || a.PriceOuter - b.PriceOuter;

/**
 * Sorts products as §9 says, without mutating the input (stable).
 * Stock Card: StockCardOrder; A-Z / Z-A: brand, then category order RMC…PIP, then price per outer;
 * Price List: PriceListOrder.
 */
export function sortProducts<P extends ProductLike>(products: readonly P[], sortId: number): P[] {
  const list = [...products];
  switch (sortId) {
    case 1:
      return list.sort((a, b) => byBrand(a, b) || thenCategoryAndPrice(a, b));
    case 2:
      return list.sort((a, b) => byBrand(b, a) || thenCategoryAndPrice(a, b));
    case 3:
      return list.sort((a, b) => (a.PriceListOrder ?? Infinity) - (b.PriceListOrder ?? Infinity));
    default:
      return list.sort((a, b) => (a.StockCardOrder ?? Infinity) - (b.StockCardOrder ?? Infinity));
  }
}

/** Distinct brands, A-Z, for the brand filter (§2.11 FILTER_PRODUCTS). */
export function productBrands(products: readonly ProductLike[]): string[] {
  return [...new Set(products.map((p) => p.Brand))].sort(brandCollator.compare);
}

/** Social-proof tag of §2.14; `tone` picks its pill colour. */
export interface ProductTag {
  id: 'prizes' | 'lowStock' | 'fastGrowing' | 'discount' | 'boughtBy' | 'bestSeller' | 'newArrival' | 'outOfStock';
  label: string;
  tone: 'neutral' | 'accent' | 'caution' | 'positive' | 'critical';
}

/** The §2.14 tags a product shows, in the spec's order. */
export function productTags(p: ProductLike): ProductTag[] {
  const tags: ProductTag[] = [];
  if (p.HasPrizes) tags.push({ id: 'prizes', label: 'Prizes to be won', tone: 'accent' });
  if (p.LowStock) tags.push({ id: 'lowStock', label: 'Low stock', tone: 'caution' });
  if (p.IsFastestGrowingProduct) tags.push({ id: 'fastGrowing', label: 'Fast Growing Product', tone: 'neutral' });
  if (p.Discount && p.Discount > 0) tags.push({ id: 'discount', label: `Save ${p.Discount}%`, tone: 'positive' });
  if (p.HasBeenBoughtByText?.trim()) tags.push({ id: 'boughtBy', label: p.HasBeenBoughtByText.trim(), tone: 'neutral' });
  if (p.IsBestSeller) tags.push({ id: 'bestSeller', label: 'Best seller near you', tone: 'accent' });
  if (p.NewArrival) tags.push({ id: 'newArrival', label: 'New Arrival', tone: 'accent' });
  if (p.OutOfStock) tags.push({ id: 'outOfStock', label: 'Out of stock', tone: 'critical' });
  return tags;
}

/** Case-insensitive match of a search text against name, brand and SKU. */
export function matchesSearch(p: Pick<ProductLike, 'Product' | 'Brand' | 'SKU'>, text: string): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  return p.Product.toLowerCase().includes(q) || p.Brand.toLowerCase().includes(q) || p.SKU.toLowerCase().includes(q);
}
