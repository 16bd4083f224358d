/**
 * The demo catalogue: 300 fictional products across the six categories of §9, deterministic, and on request
 * (SEED_PRODUCTS) more of the same kind after them, to measure the portal with a long list.
 * Brands and names are invented; prices are plausible Irish trade prices in EUR, net of VAT.
 */
import { withEanCheckDigit } from '@trade-portal/domain';
import type { schema } from '../db/open';
import { seededRandom } from './random';

type ProductRow = typeof schema.products.$inferInsert;

interface CategoryPlan {
  code: 'RMC' | 'RYO' | 'EVAP' | 'NICP' | 'CGR' | 'PIP';
  count: number;
  brands: string[];
  variants: string[];
  formats: { label: string; packSize: number; outerCents: [number, number]; rrpCents: [number, number] }[];
}

const plans: CategoryPlan[] = [
  {
    code: 'RMC', count: 90,
    brands: ['Harbour', 'Kestrel', 'Marlow', 'Northgate', 'Silverline', 'Crown Vale'],
    variants: ['Gold', 'Blue', 'Red', 'Silver', 'Original', 'Smooth', 'Bright', 'Classic'],
    formats: [
      { label: '20s', packSize: 10, outerCents: [11800, 13600], rrpCents: [1500, 1700] },
      { label: '23s', packSize: 10, outerCents: [13500, 15400], rrpCents: [1700, 1950] },
      { label: 'Superkings 20s', packSize: 10, outerCents: [12200, 14000], rrpCents: [1550, 1750] },
    ],
  },
  {
    code: 'RYO', count: 45,
    brands: ['Drift', 'Golden Reed', 'Tamber', 'Old Quay'],
    variants: ['Original', 'Bright Leaf', 'Dark', 'Smooth', 'Amber', 'Blend'],
    formats: [
      { label: '30g', packSize: 5, outerCents: [7600, 8900], rrpCents: [1900, 2200] },
      { label: '50g', packSize: 5, outerCents: [12400, 14200], rrpCents: [3100, 3500] },
    ],
  },
  {
    code: 'EVAP', count: 60,
    brands: ['Vapora', 'Cloudline', 'Mistral', 'Nimbus Pod'],
    variants: ['Mint', 'Berry Ice', 'Tobacco', 'Mango', 'Watermelon', 'Blueberry', 'Menthol', 'Cherry'],
    formats: [
      { label: 'Pods 2-pack 18mg', packSize: 10, outerCents: [4200, 5200], rrpCents: [699, 799] },
      { label: 'Device Kit', packSize: 5, outerCents: [3500, 4800], rrpCents: [1299, 1599] },
      { label: 'Disposable 600 puffs', packSize: 10, outerCents: [3600, 4400], rrpCents: [599, 699] },
    ],
  },
  {
    code: 'NICP', count: 40,
    brands: ['Frost', 'Pulse', 'Zest'],
    variants: ['Cool Mint', 'Citrus', 'Spearmint', 'Berry', 'Ice', 'Coffee', 'Liquorice', 'Peach', 'Wintergreen'],
    formats: [
      { label: 'Slim 6mg', packSize: 10, outerCents: [4400, 5200], rrpCents: [650, 750] },
      { label: 'Strong 11mg', packSize: 10, outerCents: [4700, 5600], rrpCents: [690, 790] },
    ],
  },
  {
    code: 'CGR', count: 40,
    brands: ['Casa Verde', 'Monteluna', 'Havenhall'],
    variants: ['Panatella', 'Corona', 'Robusto', 'Miniatures', 'Cigarillos', 'Half Corona', 'Petit Corona', 'Club', 'Filter Cigarillos'],
    formats: [
      { label: '5s', packSize: 10, outerCents: [9500, 14800], rrpCents: [1150, 1800] },
      { label: '10s', packSize: 5, outerCents: [8800, 13200], rrpCents: [2100, 3200] },
    ],
  },
  {
    code: 'PIP', count: 25,
    brands: ['Briarwood', 'Oakmere'],
    variants: ['Aromatic', 'Flake', 'Navy Cut', 'Cherry Cavendish', 'Virginia Mix', 'Black Cavendish', 'Ready Rubbed', 'Vanilla'],
    formats: [
      { label: '50g', packSize: 5, outerCents: [11000, 13800], rrpCents: [2600, 3300] },
      { label: '100g', packSize: 5, outerCents: [21000, 26000], rrpCents: [5000, 6200] },
    ],
  },
];

const minimums: [number, number][] = [[1, 1], [2, 1], [2, 2], [3, 1], [5, 5], [4, 2], [1, 1], [2, 1]];

/** The number of products of the demo catalogue; the first 300 of any larger one are these. */
export const DEMO_PRODUCTS = 300;

/** More brands and variants for catalogues beyond 300, so that their names stay distinct and plausible. */
const extraBrands: Record<CategoryPlan['code'], string[]> = {
  RMC: ['Ashford', 'Brightwater', 'Carrick', 'Dunmore', 'Elmstead', 'Fairhaven', 'Glenbrook', 'Highfield'],
  RYO: ['Riverbank', 'Wildmoor', 'Saltmarsh', 'Copperleaf', 'Heathland'],
  EVAP: ['Aerolite', 'Bluewave', 'Cirrus', 'Driftwood Vape', 'Echo Pod'],
  NICP: ['Glacier', 'Spark', 'Tundra', 'Velo Bay'],
  CGR: ['Bellavista', 'Corvara', 'Doncaster Leaf', 'El Faro'],
  PIP: ['Kilbride', 'Larchmont', 'Mossgiel'],
};
const extraVariants = ['Reserve', 'Select', 'Signature', 'Crisp', 'Rich', 'Light', 'Fresh', 'Intense'];

/**
 * Builds the catalogue rows; the same rows every run.
 * @param count products to build (default 300). Below 300, the first `count` of the demo catalogue; above,
 *   the demo catalogue unchanged followed by more products spread over the six categories in the same
 *   proportions, with the same mix of rules, tags and stock states.
 */
export function buildCatalogue(count = DEMO_PRODUCTS): ProductRow[] {
  const rows = buildDemoCatalogue();
  if (count <= rows.length) return rows.slice(0, count);
  return [...rows, ...buildMoreProducts(rows, count - rows.length)];
}

function productRow(
  rnd: ReturnType<typeof seededRandom>,
  plan: CategoryPlan,
  n: number,
  name: string,
  brand: string,
  format: CategoryPlan['formats'][number],
  priceListOrder: number,
): ProductRow {
  const [minimumOrder, minimumOrderIncremental] = rnd.pick(minimums);
  const sku = `${plan.code}${String(1000 + n).padStart(4, '0')}`;
  const bought = rnd.chance(0.12) ? `Bought by ${rnd.int(3, 40)} stores near you` : null;
  return {
    sku,
    name,
    brand,
    category: plan.code,
    priceOuterCents: rnd.int(format.outerCents[0], format.outerCents[1]),
    pricePackRrpCents: rnd.int(format.rrpCents[0], format.rrpCents[1]),
    packSize: format.packSize,
    // A real EAN-13 (its check digit right), so a scanned or typed code is checked as in a shop.
    packBarCode: withEanCheckDigit(`539${String(rnd.int(0, 999_999_999)).padStart(9, '0')}`),
    // The outer's EAN-13, from the product's unique price-list position (no draw, so the rest of the
    // catalogue stays as it was); its own prefix keeps it apart from every pack's.
    outerBarCode: withEanCheckDigit(`5012${String(priceListOrder).padStart(8, '0')}`),
    outerImage: `/assets/products/${plan.code.toLowerCase()}.svg`,
    minimumOrder,
    minimumOrderIncremental,
    outOfStock: rnd.chance(0.05),
    priceListOrder,
    stockCardOrder: 0,
    isArchived: rnd.chance(0.03),
    lowStock: rnd.chance(0.08),
    hasPrizes: rnd.chance(0.05),
    isFastestGrowingProduct: rnd.chance(0.06),
    discount: rnd.chance(0.1) ? rnd.pick([5, 10, 15, 20]) : 0,
    hasBeenBoughtByText: bought,
    isBestSeller: rnd.chance(0.08),
    newArrival: rnd.chance(0.07),
  };
}

/** The stock card lists best sellers first, then the rest in a shuffled but fixed order, from `first` on. */
function rankStockCard(rnd: ReturnType<typeof seededRandom>, rows: ProductRow[], first: number): void {
  const order = rows.map((r, i) => ({ i, key: (r.isBestSeller ? 0 : 1) + rnd.next() }));
  order.sort((a, b) => a.key - b.key).forEach((o, rank) => (rows[o.i]!.stockCardOrder = first + rank));
}

/** The 300 products of the demo catalogue: tests and screenshots depend on every field of them. */
function buildDemoCatalogue(): ProductRow[] {
  const rnd = seededRandom(20210520);
  const rows: ProductRow[] = [];
  let priceListOrder = 0;
  for (const plan of plans) {
    const names = new Set<string>();
    const combos = plan.brands.length * plan.variants.length * plan.formats.length;
    if (combos < plan.count) throw new Error(`${plan.code}: ${combos} names for ${plan.count} products`);
    let n = 0;
    while (n < plan.count) {
      const brand = rnd.pick(plan.brands);
      const variant = rnd.pick(plan.variants);
      const format = rnd.pick(plan.formats);
      const name = `${brand} ${variant} ${format.label}`;
      if (names.has(name)) continue;
      names.add(name);
      n += 1;
      rows.push(productRow(rnd, plan, n, name, brand, format, ++priceListOrder));
    }
  }
  rankStockCard(rnd, rows, 1);
  return rows;
}

/**
 * `count` products after the demo catalogue, from their own seeded sequence (so the first 300 never move):
 * each category keeps its share, SKUs continue its numbering, and price-list and stock-card orders follow
 * the demo catalogue's.
 */
function buildMoreProducts(demo: ProductRow[], count: number): ProductRow[] {
  const rnd = seededRandom(20260601);
  const names = new Set(demo.map((r) => r.name));
  const rows: ProductRow[] = [];
  let priceListOrder = demo.length;
  let remaining = count;
  plans.forEach((plan, planIndex) => {
    const share = planIndex === plans.length - 1 ? remaining : Math.round((count * plan.count) / DEMO_PRODUCTS);
    const planCount = Math.min(share, remaining);
    remaining -= planCount;
    const brands = [...plan.brands, ...extraBrands[plan.code]];
    const variants = [...plan.variants, ...extraVariants];
    let n = plan.count;
    for (let made = 0; made < planCount; made += 1) {
      const brand = rnd.pick(brands);
      const format = rnd.pick(plan.formats);
      let name = '';
      // A few tries for a new brand/variant/format name; past that (very large catalogues) number an edition.
      for (let attempt = 0; attempt < 8 && (!name || names.has(name)); attempt += 1) name = `${brand} ${rnd.pick(variants)} ${format.label}`;
      for (let edition = 2; names.has(name); edition += 1) name = `${brand} ${rnd.pick(variants)} ${format.label} No. ${edition}`;
      names.add(name);
      n += 1;
      rows.push(productRow(rnd, plan, n, name, brand, format, ++priceListOrder));
    }
  });
  rankStockCard(rnd, rows, demo.length + 1);
  return rows;
}
