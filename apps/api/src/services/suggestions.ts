/**
 * Suggested products (§1, §3 Suggested products): what a brand ambassador (BA) agreed at a visit, or a
 * territory manager (TM) proposed, for one account. A suggestion is open until the retailer's portal adds
 * it to the cart (at session start for BA, from the tm-suggested popup for TM) or declines it; either
 * happens once.
 */
import type { BackEndCart, SuggestedProducts } from '@trade-portal/api-client';
import { and, asc, desc, eq } from 'drizzle-orm';
import { changing, lockCart, quantityAtLeast, raiseLines, readCart, type CartContext } from './cart';
import { quantityRule, type Catalogue } from './catalogue';
import type { Conn, Db } from '../db/open';
import { schema } from '../db/open';
import { notFound } from '../httpErrors';
import { toProduct } from '../wire';

/** The `Message` of a 404 for a suggestion id that is not one of the account's. */
export const SUGGESTION_NOT_FOUND_MESSAGE = 'This suggestion was not found. Please refresh the page.';

/** The account's suggestion `id`, locked for the transaction when `lock`; 404 when it is not the account's. */
async function ownSuggestion(db: Conn, accountId: string, id: number, lock = false) {
  const q = db
    .select()
    .from(schema.suggestions)
    .where(and(eq(schema.suggestions.id, id), eq(schema.suggestions.accountId, accountId)));
  const [row] = await (lock ? q.for('update') : q);
  if (!row) throw notFound(SUGGESTION_NOT_FOUND_MESSAGE);
  return row;
}

/** A suggestion's lines in their order: `stockReplenishedQuantity` in outers. */
async function linesOf(db: Conn, suggestionId: number) {
  return db
    .select()
    .from(schema.suggestionLines)
    .where(eq(schema.suggestionLines.suggestionId, suggestionId))
    .orderBy(asc(schema.suggestionLines.position), asc(schema.suggestionLines.sku));
}

/**
 * The newest open suggestion of the account (§1, §3; §7 GetSuggestedProducts): who made it (`BAName`,
 * `Source` BA or TM), when (`AgreedDate`, ISO 8601), the note (`AdditionalInfo`) and the products with
 * their `StockReplenishedQuantity` (outers) as suggested, before any rounding to steps. Products archived
 * or gone from the catalogue since are left out; out-of-stock ones stay, marked `OutOfStock` (adding skips them).
 * @returns undefined when none is open (the handler answers 204), and always for a store that may not order
 */
export async function openSuggestion(db: Db, catalogue: Catalogue, accountId: string): Promise<SuggestedProducts | undefined> {
  const [s] = await db
    .select()
    .from(schema.suggestions)
    .where(and(eq(schema.suggestions.accountId, accountId), eq(schema.suggestions.status, 'open')))
    .orderBy(desc(schema.suggestions.agreedDate), desc(schema.suggestions.id))
    .limit(1);
  if (!s) return undefined;
  const { bySku } = await catalogue.get();
  const SuggestedProducts = (await linesOf(db, s.id)).flatMap((l) => {
    const p = bySku.get(l.sku);
    return p && !p.isArchived ? [{ StockReplenishedQuantity: l.stockReplenishedQuantity, ProductDetails: toProduct(p) }] : [];
  });
  return {
    SuggestionId: s.id,
    Source: s.source === 'TM' ? 'TM' : 'BA',
    AgreedDate: s.agreedDate.toISOString(),
    AdditionalInfo: s.additionalInfo,
    BAName: s.baName,
    SuggestedProducts,
  };
}

/**
 * Adds a suggestion's products to the account's cart, once (§1; §7 AddSuggestedOrderProducts), in one
 * transaction through the cart's change path (`changing`, `lockCart`, `raiseLines`): each orderable
 * product goes in at its StockReplenishedQuantity rounded up to the product's next valid step
 * (`quantityAtLeast`: MinimumOrder + k × MinimumOrderIncremental, at most 999), unless the cart already
 * holds at least that; out-of-stock, archived and withdrawn products are skipped. The cart is created
 * when the account has none. The suggestion is then marked added; a second call (or several at once)
 * finds it no longer open, adds nothing and returns the cart.
 * @param cartId the account's BackEndCartId, or null when the portal has none yet
 * @returns the whole cart afterwards, as `readCart` (EUR, outers)
 * @throws HttpError 404 for a suggestion or cart id that is not the account's
 */
export async function addSuggestion(ctx: CartContext, accountId: string, cartId: number | null, suggestionId: number, now = new Date()): Promise<BackEndCart> {
  const { db, catalogue } = ctx;
  const { bySku } = await catalogue.get();
  await changing(ctx, accountId, () =>
    db.transaction(async (tx) => {
      // The suggestion's row is locked first: concurrent calls wait here and then find it added.
      const suggestion = await ownSuggestion(tx, accountId, suggestionId, true);
      if (suggestion.status !== 'open') {
        if (cartId != null) await lockCart(tx, accountId, cartId);
        return;
      }
      const wanted = (await linesOf(tx, suggestion.id)).flatMap((l) => {
        const p = bySku.get(l.sku);
        if (!p || p.isArchived || p.outOfStock) return [];
        const quantity = quantityAtLeast(l.stockReplenishedQuantity, quantityRule(p));
        return quantity > 0 ? [{ sku: p.sku, quantity }] : [];
      });
      const id = await lockCart(tx, accountId, cartId);
      await raiseLines(tx, id, wanted);
      await tx.update(schema.suggestions).set({ status: 'added', decidedAt: now }).where(eq(schema.suggestions.id, suggestion.id));
    }),
  );
  return readCart(ctx, accountId);
}

/**
 * Declines a suggestion without touching the cart (§1 territory-manager flow): it is not offered again.
 * One already added or dismissed stays as it is.
 * @throws HttpError 404 for a suggestion id that is not the account's
 */
export async function dismissSuggestion(db: Db, accountId: string, suggestionId: number, now = new Date()): Promise<void> {
  await ownSuggestion(db, accountId, suggestionId);
  await db
    .update(schema.suggestions)
    .set({ status: 'dismissed', decidedAt: now })
    .where(and(eq(schema.suggestions.id, suggestionId), eq(schema.suggestions.status, 'open')));
}
