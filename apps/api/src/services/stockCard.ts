/**
 * The stock card (§1, §2.1 /stock-card, §2.5, §6): an account's saved products for quick ordering, in the
 * order the retailer keeps them (StockCardOrder), behind a per-account access check; and the stock card
 * tour's progress, per user (§3 Stock card tour, §4); and each line's target shelf level, for the shelf
 * count to order.
 */
import { isRestricted } from '@trade-portal/domain';
import type { Product, ShelfTarget, StockCardTour } from '@trade-portal/api-client';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Catalogue } from './catalogue';
import type { Db } from '../db/open';
import { schema } from '../db/open';
import { badRequest, forbidden, notFound } from '../httpErrors';
import { toProduct } from '../wire';

/** The `Message` of a 403 for a stock-card change on a store without a stock card (§6). */
export const NO_STOCK_CARD_MESSAGE = 'This store does not have a stock card. Please contact your BA.';

/**
 * The stock-card access check (§2.5, §6): the store has a stock card and is not at TierAccessLevel 3, which
 * may not order (§3 Account).
 * @param tier the store's TierAccessLevel as read with the caller's token
 * @returns true when /stock-card and the header's gold-star link should show
 */
export async function hasStockCardAccess(db: Db, accountId: string, tier: number | undefined): Promise<boolean> {
  if (tier === undefined || isRestricted(tier)) return false;
  const [row] = await db.select({ has: schema.accounts.hasStockCard }).from(schema.accounts).where(eq(schema.accounts.jtiAccountId, accountId)).limit(1);
  return row?.has ?? false;
}

/**
 * The account's stock card (§1, §2.1 /stock-card): its saved products in card order, each with
 * `StockCardOrder` set to its position on this card (1, 2, 3…; gaps where products were removed). Archived
 * products and products gone from the catalogue are left out; out-of-stock ones stay, marked `OutOfStock`,
 * so the card shows them as such. Prices in EUR per outer.
 * @returns `{ Products }`, empty for a store without access (reading is harmless; changes answer 403)
 */
export async function readStockCard(db: Db, catalogue: Catalogue, accountId: string, hasAccess: boolean): Promise<{ Products: Product[] }> {
  if (!hasAccess) return { Products: [] };
  const items = await db
    .select({ sku: schema.stockCardItems.sku, position: schema.stockCardItems.position })
    .from(schema.stockCardItems)
    .where(eq(schema.stockCardItems.accountId, accountId))
    .orderBy(asc(schema.stockCardItems.position), asc(schema.stockCardItems.sku));
  const { bySku } = await catalogue.get();
  const Products = items.flatMap((item) => {
    const p = bySku.get(item.sku);
    return p && !p.isArchived ? [{ ...toProduct(p), StockCardOrder: item.position }] : [];
  });
  return { Products };
}

/**
 * Adds a product at the end of the account's stock card (§1); one already there keeps its place, so the
 * call is idempotent. Out-of-stock products may be added: the card is a list of what the shop stocks.
 * @returns the card afterwards, as `readStockCard`
 * @throws HttpError 403 `{ Message }` without stock-card access; 400 for an unknown or archived SKU
 */
export async function addToStockCard(db: Db, catalogue: Catalogue, accountId: string, hasAccess: boolean, sku: string) {
  if (!hasAccess) throw forbidden(NO_STOCK_CARD_MESSAGE);
  const p = (await catalogue.get()).bySku.get(sku);
  if (!p || p.isArchived) throw badRequest(`Product ${sku} is not available.`);
  await db.transaction(async (tx) => {
    // The account's row is locked so that two adds at once take the next positions one after the other.
    await tx.select({ id: schema.accounts.jtiAccountId }).from(schema.accounts).where(eq(schema.accounts.jtiAccountId, accountId)).for('update');
    await tx.execute(sql`
      insert into ${schema.stockCardItems} (account_id, sku, position)
      select ${accountId}::text, ${sku}::text, coalesce(max(position), 0) + 1 from ${schema.stockCardItems} where account_id = ${accountId}
      on conflict (account_id, sku) do nothing`);
  });
  return readStockCard(db, catalogue, accountId, true);
}

/**
 * Removes a product from the account's stock card (§1); one not there changes nothing. Any SKU that is
 * on the card may be removed, archived ones too.
 * @returns the card afterwards, as `readStockCard`
 * @throws HttpError 403 `{ Message }` without stock-card access; 400 for a SKU that is neither in the catalogue nor on the card
 */
export async function removeFromStockCard(db: Db, catalogue: Catalogue, accountId: string, hasAccess: boolean, sku: string) {
  if (!hasAccess) throw forbidden(NO_STOCK_CARD_MESSAGE);
  const removed = await db
    .delete(schema.stockCardItems)
    .where(and(eq(schema.stockCardItems.accountId, accountId), eq(schema.stockCardItems.sku, sku)))
    .returning({ sku: schema.stockCardItems.sku });
  if (removed.length === 0 && !(await catalogue.get()).bySku.has(sku)) throw badRequest(`Product ${sku} is not available.`);
  return readStockCard(db, catalogue, accountId, true);
}

/**
 * The target shelf levels set on the account's stock card (shelf count to order, ADR 0029).
 * @returns `{ ShelfTargets }`: one `{ SKU, TargetPacks }` (packs) per line with a target, in card order;
 *   none for a store without access
 */
export async function readShelfTargets(db: Db, accountId: string, hasAccess: boolean): Promise<{ ShelfTargets: ShelfTarget[] }> {
  if (!hasAccess) return { ShelfTargets: [] };
  const rows = await db
    .select({ SKU: schema.stockCardItems.sku, TargetPacks: schema.stockCardItems.targetPacks })
    .from(schema.stockCardItems)
    .where(and(eq(schema.stockCardItems.accountId, accountId), isNotNull(schema.stockCardItems.targetPacks)))
    .orderBy(asc(schema.stockCardItems.position), asc(schema.stockCardItems.sku));
  return { ShelfTargets: rows };
}

/**
 * Sets or clears one stock-card line's target shelf level.
 * @param targetPacks packs, 1–9999 (the contract's bounds, checked before), or null to clear
 * @returns the line's `{ SKU, TargetPacks }` afterwards
 * @throws HttpError 403 `{ Message }` without stock-card access; 404 when the SKU is not on this card
 */
export async function setShelfTarget(db: Db, accountId: string, hasAccess: boolean, sku: string, targetPacks: number | null): Promise<ShelfTarget> {
  if (!hasAccess) throw forbidden(NO_STOCK_CARD_MESSAGE);
  const [row] = await db
    .update(schema.stockCardItems)
    .set({ targetPacks })
    .where(and(eq(schema.stockCardItems.accountId, accountId), eq(schema.stockCardItems.sku, sku)))
    .returning({ SKU: schema.stockCardItems.sku, TargetPacks: schema.stockCardItems.targetPacks });
  if (!row) throw notFound(`Product ${sku} is not on your stock card.`);
  return row;
}

/**
 * The user's stock card tour progress (§3, §4 Stock card tour), the same on every store of the user;
 * `Step` is the step to resume at, 0 first.
 * @returns `{ Completed: false, Step: 0 }` when the user has never started it
 */
export async function readTour(db: Db, userId: number): Promise<StockCardTour> {
  const [row] = await db.select().from(schema.stockCardTours).where(eq(schema.stockCardTours.userId, userId)).limit(1);
  return row ? { Completed: row.completed, Step: row.step } : { Completed: false, Step: 0 };
}

/**
 * Saves the user's tour progress (§4: saved per step, marked complete at the end). Once stored as
 * completed the tour stays completed, and its step no longer changes, so it is never shown again.
 * @returns the progress as stored afterwards
 */
export async function saveTour(db: Db, userId: number, tour: StockCardTour): Promise<StockCardTour> {
  const t = schema.stockCardTours;
  const [row] = await db
    .insert(t)
    .values({ userId, completed: tour.Completed, step: tour.Step, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: t.userId,
      set: {
        completed: sql`${t.completed} or excluded.completed`,
        step: sql`case when ${t.completed} then ${t.step} else excluded.step end`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning();
  return { Completed: row!.completed, Step: row!.step };
}
