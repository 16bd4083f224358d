/**
 * Products offered around the cart (§2.1 /cart 'Before you checkout', §7 Products): 'Before you go',
 * 'Have you considered' and the alternative to a product that cannot be ordered. Every list holds
 * orderable products only (in the catalogue, not archived, in stock) and is in a fixed order, so the same
 * data gives the same answer.
 */
import { isRestricted, OrderStatus } from '@trade-portal/domain';
import type { Product } from '@trade-portal/api-client';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { readCart, type CartContext } from './cart';
import { isOrderable, type Catalogue } from './catalogue';
import type { ProductRow } from '../db/open';
import { schema } from '../db/open';
import { notFound } from '../httpErrors';
import { toProduct } from '../wire';

/** Products in each of the 'Before you checkout' lists, at most. */
export const RECOMMENDATION_LIMIT = 4;
/** How many of the account's latest orders 'Before you go' looks at. */
export const RECENT_ORDERS = 10;

/** SKUs in the account's cart now, lines that count and unavailable ones alike. */
async function cartSkus(ctx: CartContext, accountId: string): Promise<Set<string>> {
  const cart = await readCart(ctx, accountId);
  return new Set([...cart.BackEndCartDetails.map((l) => l.SKU), ...cart.UnavailableDetails.map((l) => l.SKU)]);
}

const byPriceList = (a: ProductRow, b: ProductRow) => a.priceListOrder - b.priceListOrder || a.sku.localeCompare(b.sku);

/**
 * 'Before you go' (§2.1 /cart): what this account usually orders but has not put in the cart. The
 * products of its latest `RECENT_ORDERS` orders (cancelled ones left out) that are orderable and not in
 * the cart, the most frequent first (in how many of those orders), then the most recently ordered, then
 * price-list order; at most `RECOMMENDATION_LIMIT`.
 * @param tier the store's TierAccessLevel; at 3 (no ordering, §6) the list is empty
 * @returns `{ Products }`, prices in EUR per outer
 */
export async function beforeYouGo(ctx: CartContext, accountId: string, tier: number | undefined): Promise<{ Products: Product[] }> {
  if (tier === undefined || isRestricted(tier)) return { Products: [] };
  const { db, catalogue } = ctx;
  const recent = await db
    .select({ id: schema.orders.id })
    .from(schema.orders)
    .where(and(eq(schema.orders.accountId, accountId), ne(schema.orders.status, OrderStatus.Cancelled)))
    .orderBy(desc(schema.orders.orderDate), desc(schema.orders.id))
    .limit(RECENT_ORDERS);
  if (recent.length === 0) return { Products: [] };
  const rank = new Map(recent.map((o, i) => [o.id, i]));
  const lines = await db
    .select({ orderId: schema.orderLines.orderId, sku: schema.orderLines.sku })
    .from(schema.orderLines)
    .where(inArray(schema.orderLines.orderId, recent.map((o) => o.id)));
  const seen = new Map<string, { orders: Set<number>; latest: number }>();
  for (const l of lines) {
    const s = seen.get(l.sku) ?? { orders: new Set<number>(), latest: Number.POSITIVE_INFINITY };
    s.orders.add(l.orderId);
    s.latest = Math.min(s.latest, rank.get(l.orderId)!);
    seen.set(l.sku, s);
  }
  const [{ bySku }, inCart] = await Promise.all([catalogue.get(), cartSkus(ctx, accountId)]);
  const products = [...seen.entries()]
    .flatMap(([sku, s]) => {
      const p = bySku.get(sku);
      return isOrderable(p) && !inCart.has(sku) ? [{ p, count: s.orders.size, latest: s.latest }] : [];
    })
    .sort((a, b) => b.count - a.count || a.latest - b.latest || byPriceList(a.p, b.p))
    .slice(0, RECOMMENDATION_LIMIT);
  return { Products: products.map((x) => toProduct(x.p)) };
}

/**
 * 'Have you considered' (§2.1 /cart): products this account has never ordered, to try. Orderable
 * products never on any of its orders and not in the cart, ranked new arrivals first, then best sellers,
 * then fastest growing, then the biggest discount, then price-list order; at most `RECOMMENDATION_LIMIT`.
 * It never repeats 'Before you go', whose products have all been ordered.
 * @param tier the store's TierAccessLevel; at 3 (no ordering, §6) the list is empty
 * @returns `{ Products }`, prices in EUR per outer
 */
export async function haveYouConsidered(ctx: CartContext, accountId: string, tier: number | undefined): Promise<{ Products: Product[] }> {
  if (tier === undefined || isRestricted(tier)) return { Products: [] };
  const { db, catalogue } = ctx;
  const ordered = await db
    .selectDistinct({ sku: schema.orderLines.sku })
    .from(schema.orderLines)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.orderLines.orderId))
    .where(eq(schema.orders.accountId, accountId));
  const [{ bySku }, inCart] = await Promise.all([catalogue.get(), cartSkus(ctx, accountId)]);
  const skip = new Set([...ordered.map((o) => o.sku), ...inCart]);
  const flag = (b: boolean) => (b ? 0 : 1);
  const products = [...bySku.values()]
    .filter((p) => isOrderable(p) && !skip.has(p.sku))
    .sort(
      (a, b) =>
        flag(a.newArrival) - flag(b.newArrival) ||
        flag(a.isBestSeller) - flag(b.isBestSeller) ||
        flag(a.isFastestGrowingProduct) - flag(b.isFastestGrowingProduct) ||
        b.discount - a.discount ||
        byPriceList(a, b),
    )
    .slice(0, RECOMMENDATION_LIMIT);
  return { Products: products.map(toProduct) };
}

/** The `Message` of a 404 when no product can stand in for the one asked about. */
export const NO_ALTERNATIVE_MESSAGE = 'No alternative is available for this product.';

/**
 * The product offered in place of one that cannot be ordered (§7 AlternativeProduct; the cart's
 * one-click swap): an orderable product of the same Category, preferring the same Brand, then the nearest
 * PriceOuter, then price-list order. Works for any SKU in the catalogue, archived or out of stock included.
 * @returns the wire `Product` (EUR per outer)
 * @throws HttpError 404 `{ Message }` for a SKU not in the catalogue, or when no product of its category can be ordered
 */
export async function alternativeProduct(catalogue: Catalogue, sku: string): Promise<Product> {
  const { bySku } = await catalogue.get();
  const p = bySku.get(sku);
  if (!p) throw notFound(`Product ${sku} was not found.`);
  const best = alternativeOf(bySku, p);
  if (!best) throw notFound(NO_ALTERNATIVE_MESSAGE);
  return toProduct(best);
}

/**
 * The rule of {@link alternativeProduct} on a catalogue snapshot, shared with the usual order's left-out
 * products: an orderable product of `p`'s Category, the same Brand first, then the nearest
 * PriceOuter, then price-list order.
 * @param bySku every product row by SKU (the catalogue snapshot's)
 * @returns the alternative's row, or undefined when no product of the category can be ordered
 */
export function alternativeOf(bySku: ReadonlyMap<string, ProductRow>, p: ProductRow): ProductRow | undefined {
  const distance = (q: ProductRow) => Math.abs(q.priceOuterCents - p.priceOuterCents);
  let best: ProductRow | undefined;
  const better = (a: ProductRow, b: ProductRow) => Number(b.brand === p.brand) - Number(a.brand === p.brand) || distance(a) - distance(b) || byPriceList(a, b);
  // One pass rather than a sort: the usual order asks for several products' alternatives at once.
  for (const q of bySku.values()) if (q.sku !== p.sku && q.category === p.category && isOrderable(q) && (!best || better(q, best) < 0)) best = q;
  return best;
}
