/**
 * The back-end cart (§3, §4, §5): one cart per account, lines keyed by SKU, quantities in outers that
 * follow each product's minimum and increment. Prices come from the current catalogue.
 */
import { cartTotalsCents, decreaseQuantity, increaseQuantity, isValidQuantity, quantityError } from '@trade-portal/domain';
import type { BackEndCart } from '@trade-portal/api-client';
import { and, eq } from 'drizzle-orm';
import { quantityRule, type Catalogue } from './catalogue';
import type { Conn, Db, Tx } from '../db/open';
import { schema } from '../db/open';
import { badRequest, notFound } from '../httpErrors';
import { toBackEndCart } from '../wire';

/**
 * The account's cart as sent on the wire (§3 BackEndCart): lines priced from the current catalogue and
 * totalled in cents, then converted to EUR once (`toBackEndCart`). An empty one (BackEndCartId null)
 * when none exists.
 */
export async function readCart(db: Conn, catalogue: Catalogue, accountId: string): Promise<BackEndCart> {
  const [cart] = await db.select().from(schema.carts).where(eq(schema.carts.accountId, accountId)).limit(1);
  const { bySku } = await catalogue.get();
  const rows = cart ? await db.select().from(schema.cartLines).where(eq(schema.cartLines.cartId, cart.id)).orderBy(schema.cartLines.id) : [];
  const lines = rows.map((l) => {
    const p = bySku.get(l.sku);
    return { id: l.id, sku: l.sku, productName: p?.name ?? l.sku, quantity: l.quantity, priceOuterCents: p?.priceOuterCents ?? 0 };
  });
  return toBackEndCart({
    id: cart?.id ?? null,
    accountId,
    pendingOrderNumber: cart?.pendingOrderNumber ?? null,
    lines,
    totals: cartTotalsCents(lines),
  });
}

/** The `Message` of a 404 for a BackEndCartId that is not the account's cart. */
export const CART_NOT_FOUND_MESSAGE = 'This cart was not found. Please refresh the page.';

/** The account's cart row; 404 when `cartId` is given and is not this account's cart. */
async function ownCart(db: Conn, accountId: string, cartId: number) {
  const [cart] = await db
    .select()
    .from(schema.carts)
    .where(and(eq(schema.carts.id, cartId), eq(schema.carts.accountId, accountId)))
    .limit(1);
  if (!cart) throw notFound(CART_NOT_FOUND_MESSAGE);
  return cart;
}

async function orderableProduct(catalogue: Catalogue, sku: string) {
  const p = (await catalogue.get()).bySku.get(sku);
  if (!p || p.isArchived) throw badRequest(`Product ${sku} is not available.`);
  return p;
}

async function writeLine(tx: Tx, cartId: number, sku: string, quantity: number) {
  if (quantity === 0) {
    await tx.delete(schema.cartLines).where(and(eq(schema.cartLines.cartId, cartId), eq(schema.cartLines.sku, sku)));
  } else {
    await tx
      .insert(schema.cartLines)
      .values({ cartId, sku, quantity })
      .onConflictDoUpdate({ target: [schema.cartLines.cartId, schema.cartLines.sku], set: { quantity } });
  }
  await tx.update(schema.carts).set({ updatedAt: new Date() }).where(eq(schema.carts.id, cartId));
}

async function checkQuantity(catalogue: Catalogue, sku: string, quantity: number) {
  // Removing a line is always allowed, so a product archived since it was added can still be taken out.
  if (quantity === 0) return;
  const p = await orderableProduct(catalogue, sku);
  if (quantity > 0 && p.outOfStock) throw badRequest(`${p.name} is out of stock.`);
  const rule = quantityRule(p);
  if (!isValidQuantity(quantity, rule)) throw badRequest(`${p.name}: ${quantityError(quantity, rule)}`);
}

/**
 * Sets one line (POST creates the cart when needed; PUT needs the cart id). 0 removes the line (§4, §5).
 * @param cartId the account's BackEndCartId, or null to create the cart on the first line
 * @param quantity outers, on the product's §5 steps
 * @returns the whole cart afterwards, as `readCart` (EUR)
 * @throws HttpError 400 for an unknown, archived or out-of-stock product or a quantity off the §5 steps; 404 for another's cart
 */
export async function setLine(db: Db, catalogue: Catalogue, accountId: string, cartId: number | null, sku: string, quantity: number) {
  await checkQuantity(catalogue, sku, quantity);
  await db.transaction(async (tx) => {
    let id = cartId;
    if (id == null) {
      await tx.insert(schema.carts).values({ accountId }).onConflictDoNothing();
      const [cart] = await tx.select().from(schema.carts).where(eq(schema.carts.accountId, accountId));
      id = cart!.id;
    } else {
      await ownCart(tx, accountId, id);
    }
    await writeLine(tx, id, sku, quantity);
  });
  return readCart(db, catalogue, accountId);
}

/**
 * Sets several lines at once; all or nothing (§4 Saved cart). A `Quantity` of 0 removes its line.
 * @param lines `{ SKU, Quantity }` pairs as the request sends them, quantities in outers
 * @returns the whole cart afterwards, as `readCart` (EUR)
 * @throws HttpError 400 as `setLine` for any line (nothing is written); 404 for another's cart
 */
export async function setLines(db: Db, catalogue: Catalogue, accountId: string, cartId: number, lines: { SKU: string; Quantity: number }[]) {
  for (const l of lines) await checkQuantity(catalogue, l.SKU, l.Quantity);
  await db.transaction(async (tx) => {
    await ownCart(tx, accountId, cartId);
    for (const l of lines) await writeLine(tx, cartId, l.SKU, l.Quantity);
  });
  return readCart(db, catalogue, accountId);
}

/**
 * One step up or down for a line, by the product's rule (§5; domain's `increaseQuantity` and
 * `decreaseQuantity`, in outers).
 * @returns the whole cart afterwards, as `readCart` (EUR)
 * @throws HttpError 400 for an unknown product, or stepping up an archived or out-of-stock one; 404 for another's cart
 */
export async function stepLine(db: Db, catalogue: Catalogue, accountId: string, cartId: number, sku: string, direction: 1 | -1) {
  // Stepping down works for a product archived since it was added; stepping up needs an orderable one.
  const p = direction === 1 ? await orderableProduct(catalogue, sku) : (await catalogue.get()).bySku.get(sku);
  if (!p) throw badRequest(`Product ${sku} is not available.`);
  if (direction === 1 && p.outOfStock) throw badRequest(`${p.name} is out of stock.`);
  const rule = quantityRule(p);
  await db.transaction(async (tx) => {
    await ownCart(tx, accountId, cartId);
    const [line] = await tx
      .select()
      .from(schema.cartLines)
      .where(and(eq(schema.cartLines.cartId, cartId), eq(schema.cartLines.sku, sku)))
      .for('update');
    const current = line?.quantity ?? 0;
    const next = direction === 1 ? increaseQuantity(current, rule) : decreaseQuantity(current, rule);
    if (next !== current) await writeLine(tx, cartId, sku, next);
  });
  return readCart(db, catalogue, accountId);
}

/**
 * Removes every line and ends order editing (PendingOrderNumber null); keeps the cart (§4 Clear cart).
 * @returns the emptied cart, as `readCart`
 * @throws HttpError 404 for another's cart
 */
export async function clearCart(db: Db, catalogue: Catalogue, accountId: string, cartId: number) {
  await db.transaction(async (tx) => {
    await ownCart(tx, accountId, cartId);
    await tx.delete(schema.cartLines).where(eq(schema.cartLines.cartId, cartId));
    await tx.update(schema.carts).set({ pendingOrderNumber: null, updatedAt: new Date() }).where(eq(schema.carts.id, cartId));
  });
  return readCart(db, catalogue, accountId);
}

/**
 * Deletes the cart and its lines (the handler answers 204); the portal reloads an empty one (§4).
 * @throws HttpError 404 for another's cart
 */
export async function deleteCart(db: Db, accountId: string, cartId: number) {
  await ownCart(db, accountId, cartId);
  await db.delete(schema.carts).where(eq(schema.carts.id, cartId));
}
