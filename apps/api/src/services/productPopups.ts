/**
 * Product popup banners by page (§2.13, §7 ProductPopUp): back-in-stock and product promotions, each with
 * a product the retailer can add from the banner's quantity control.
 */
import { isRestricted } from '@trade-portal/domain';
import type { ProductPopUpBanner } from '@trade-portal/api-client';
import { and, asc, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { isOrderable, type Catalogue } from './catalogue';
import type { Db } from '../db/open';
import { schema } from '../db/open';
import { toProduct } from '../wire';

/**
 * The banners of one page (§2.13): those active now (`activeFrom` at or before `now`, `activeTo` after it,
 * either open-ended when null) whose product can be ordered now, since a banner exists to add it to the
 * cart: in the catalogue, not archived, and in stock (a 'Back in stock' banner for a product out of stock
 * again would be wrong). In their position order, then by id.
 * @param section a page name as §7 Surveys spells it ('Place Order', 'Cart'…), matched without regard to case
 * @param tier the store's TierAccessLevel; at 3 (no ordering, §6) there are none
 * @returns `ProductPopUpBanner[]` (ProductPopUpId, Kind, Title, Description, Product with prices in EUR)
 */
export async function productPopups(db: Db, catalogue: Catalogue, section: string, tier: number | undefined, now = new Date()): Promise<ProductPopUpBanner[]> {
  if (tier === undefined || isRestricted(tier)) return [];
  const t = schema.productPopups;
  const rows = await db
    .select()
    .from(t)
    .where(and(sql`lower(${t.section}) = lower(${section})`, or(isNull(t.activeFrom), lte(t.activeFrom, now)), or(isNull(t.activeTo), gt(t.activeTo, now))))
    .orderBy(asc(t.position), asc(t.id));
  const { bySku } = await catalogue.get();
  return rows.flatMap((r) => {
    const p = bySku.get(r.sku);
    if (!isOrderable(p)) return [];
    return [{ ProductPopUpId: r.id, Kind: r.kind === 'BackInStock' ? 'BackInStock' : 'Product', Title: r.title, Description: r.description, Product: toProduct(p) }];
  });
}
