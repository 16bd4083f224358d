/**
 * What a checkout confirmed (an offline checkout orders only what was confirmed, ADR 0031): the cart's
 * lines as the retailer saw them in the checkout popup, compared with the cart when the order is made.
 * The server refuses an order whose cart differs (409) and the portal shows what changed, product by
 * product, before asking again.
 */

/** A line as confirmed: SKU and outers. Several lines of one SKU count as their sum. */
export interface LineQuantity {
  SKU: string;
  /** Outers. */
  Quantity: number;
}

/** A line with its product's name, so a change can be told in words. */
export interface NamedLineQuantity extends LineQuantity {
  /** The product's name. */
  Product: string;
}

/** One product whose outers differ between what was confirmed and the cart now. */
export interface LineChange {
  SKU: string;
  /** The product's name (the SKU when neither side knows it). */
  Product: string;
  /** Outers confirmed; 0 when the product was not in the confirmed cart. */
  confirmed: number;
  /** Outers in the cart now; 0 when the product is no longer in it. */
  now: number;
}

/** SKU → outers, lines of one SKU summed and lines of 0 outers left out. */
export function quantitiesBySku(lines: readonly LineQuantity[]): Map<string, number> {
  const bySku = new Map<string, number>();
  for (const l of lines) if (l.Quantity > 0) bySku.set(l.SKU, (bySku.get(l.SKU) ?? 0) + l.Quantity);
  return bySku;
}

/**
 * Whether two sets of lines order the same: the same SKUs with the same outers, whatever their order.
 * @returns true for two empty sets
 */
export function sameLines(a: readonly LineQuantity[], b: readonly LineQuantity[]): boolean {
  const x = quantitiesBySku(a);
  const y = quantitiesBySku(b);
  if (x.size !== y.size) return false;
  for (const [sku, quantity] of x) if (y.get(sku) !== quantity) return false;
  return true;
}

/**
 * The products whose outers differ between the confirmed lines and the cart now, in the confirmed cart's
 * order and then the cart's new products.
 * @returns an empty list when `sameLines(confirmed, now)`
 */
export function lineChanges(confirmed: readonly NamedLineQuantity[], now: readonly NamedLineQuantity[]): LineChange[] {
  const before = quantitiesBySku(confirmed);
  const after = quantitiesBySku(now);
  const names = new Map<string, string>();
  for (const l of [...confirmed, ...now]) if (l.Product && !names.has(l.SKU)) names.set(l.SKU, l.Product);
  const changes: LineChange[] = [];
  for (const sku of new Set([...confirmed.map((l) => l.SKU), ...now.map((l) => l.SKU)])) {
    const c = before.get(sku) ?? 0;
    const n = after.get(sku) ?? 0;
    if (c !== n) changes.push({ SKU: sku, Product: names.get(sku) ?? sku, confirmed: c, now: n });
  }
  return changes;
}

/**
 * One change in words, for a list under the question: 'Briarwood Virginia Mix 100g: 3 outers confirmed,
 * none now', 'Kestrel Menthol 20s: not confirmed, 22 outers now'.
 */
export function lineChangeText({ Product, confirmed, now }: LineChange): string {
  const count = (n: number) => `${n} ${n === 1 ? 'outer' : 'outers'}`;
  const was = confirmed === 0 ? 'not confirmed' : `${count(confirmed)} confirmed`;
  const is = now === 0 ? 'none now' : `${count(now)} now`;
  return `${Product}: ${was}, ${is}`;
}
