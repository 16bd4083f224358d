/**
 * The back-end cart (§3, §4, §5): one cart per account, lines keyed by SKU, quantities in outers that
 * follow each product's minimum and increment. Prices come from the current catalogue.
 * On the embedded database the carts are also kept in memory (`CartCache`); every change below goes
 * through `changing`, so that copy never falls behind the database.
 */
import { cartTotalsCents, decreaseQuantity, increaseQuantity, isValidQuantity, maxQuantity, quantityError, type QuantityRule } from '@trade-portal/domain';
import type { BackEndCart, SetCartLinesRequest } from '@trade-portal/api-client';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { quantityRule, unavailableReason, type Catalogue } from './catalogue';
import type { CartCache, StoredCart } from './cartCache';
import type { LineWrites } from './lineWrites';
import type { Conn, Db, Tx } from '../db/open';
import { schema } from '../db/open';
import { badRequest, notFound } from '../httpErrors';
import { toBackEndCart, type PricedCart } from '../wire';

/** What the cart functions work on: the database, the catalogue (prices, rules) and, on the embedded database, the cart copy. */
export interface CartContext {
  db: Db;
  catalogue: Catalogue;
  /** Set only when this process is the database's only user (see `CartCache`). */
  carts?: CartCache;
  /** With `carts`: line writes of several requests in one statement (group commit, see `LineWrites`). */
  lineWrites?: LineWrites;
}

/** The account's cart and its lines in one query (lines in the order they were added). */
async function loadCart(db: Conn, accountId: string): Promise<StoredCart> {
  const rows = await db
    .select({ id: schema.carts.id, pendingOrderNumber: schema.carts.pendingOrderNumber, lineId: schema.cartLines.id, sku: schema.cartLines.sku, quantity: schema.cartLines.quantity })
    .from(schema.carts)
    .leftJoin(schema.cartLines, eq(schema.cartLines.cartId, schema.carts.id))
    .where(eq(schema.carts.accountId, accountId))
    .orderBy(schema.cartLines.id);
  const [first] = rows;
  return {
    id: first?.id ?? null,
    pendingOrderNumber: first?.pendingOrderNumber ?? null,
    lines: rows.flatMap((r) => (r.lineId != null && r.sku != null && r.quantity != null ? [{ id: r.lineId, sku: r.sku, quantity: r.quantity }] : [])),
  };
}

/**
 * A stored cart priced from the current catalogue, in cents, then converted to EUR once (`toBackEndCart`).
 * Lines whose product is out of stock, archived or gone from the catalogue move to `unavailable` with their
 * reason: they stay stored (and come back when the product does) but are not in the lines, the totals or
 * TotalItems, so the header, the cart and checkout count one set of lines (§4 Cart loading). Pricing runs
 * on every read against the catalogue's current version, so a product that goes out of stock shows up in
 * the next read, cart copy in memory or not.
 */
async function priceCart(catalogue: Catalogue, accountId: string, cart: StoredCart): Promise<BackEndCart> {
  const { bySku } = await catalogue.get();
  const lines: PricedCart['lines'] = [];
  const unavailable: NonNullable<PricedCart['unavailable']> = [];
  for (const l of cart.lines) {
    const p = bySku.get(l.sku);
    const reason = unavailableReason(p);
    if (p && reason === null) lines.push({ id: l.id, sku: l.sku, productName: p.name, quantity: l.quantity, priceOuterCents: p.priceOuterCents });
    else unavailable.push({ id: l.id, sku: l.sku, productName: p?.name ?? l.sku, quantity: l.quantity, reason: reason ?? 'Withdrawn' });
  }
  return toBackEndCart({ id: cart.id, accountId, pendingOrderNumber: cart.pendingOrderNumber, lines, unavailable, totals: cartTotalsCents(lines) });
}

/**
 * Runs a change to the account's cart: one at a time per account, and forgetting the in-memory copy
 * afterwards (whatever the outcome) unless `work` kept a new one. Without a copy, just `work`.
 */
export function changing<T>(ctx: CartContext, accountId: string, work: () => Promise<T>): Promise<T> {
  const { carts } = ctx;
  if (!carts) return work();
  return carts.exclusive(accountId, async () => {
    const before = carts.peek(accountId);
    try {
      return await work();
    } finally {
      if (carts.peek(accountId) === before) carts.forget(accountId);
    }
  });
}

/**
 * The account's cart as sent on the wire (§3 BackEndCart): lines priced from the current catalogue and
 * totalled in cents, then converted to EUR once (`toBackEndCart`); lines that cannot be ordered now in
 * `UnavailableDetails`, outside the totals (§4 Cart loading). An empty one (BackEndCartId null)
 * when none exists. One query, or none when the cart is held in memory.
 */
export async function readCart(ctx: CartContext, accountId: string): Promise<BackEndCart> {
  const stored = ctx.carts ? await ctx.carts.read(accountId, () => loadCart(ctx.db, accountId)) : await loadCart(ctx.db, accountId);
  return priceCart(ctx.catalogue, accountId, stored);
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
 * Writes one line of an existing cart in one statement, setting it (or, for 0, deleting it). The cart must
 * be the account's: checked in the same statement, unless `ownCartId` (the account's cart id in the
 * in-memory copy, which holds the database's answer) already says that `cartId` is.
 * @returns the line's id, null when deleted
 * @throws HttpError 404 when `cartId` is not this account's cart
 */
async function writeOwnLine(db: Db, accountId: string, cartId: number, sku: string, quantity: number, ownCartId?: number | null): Promise<number | null> {
  // Another id goes to the database's check, which answers it exactly as on PostgreSQL (404, or 400 out of range).
  const known = ownCartId === cartId;
  const own =
    !known
      ? sql`select id from ${schema.carts} where id = ${cartId} and account_id = ${accountId}`
      : sql`select ${cartId}::integer as id`;
  const result =
    quantity === 0
      ? await db.execute(sql`with own as (${own}), gone as (delete from ${schema.cartLines} where cart_id in (select id from own) and sku = ${sku}) select id, null::integer as line_id from own`)
      : await db.execute(
          sql`insert into ${schema.cartLines} (cart_id, sku, quantity) select id, ${sku}::text, ${quantity}::integer from (${own}) own
              on conflict (cart_id, sku) do update set quantity = excluded.quantity returning cart_id as id, id as line_id`,
        );
  const [row] = (result as unknown as { rows: { id: number; line_id: number | null }[] }).rows;
  if (!row) throw notFound(CART_NOT_FOUND_MESSAGE);
  return row.line_id;
}

/** `cart` with the line of `sku` set to `quantity` (0 removes it), as `writeOwnLine` just stored it. */
function withLine(cart: StoredCart, lineId: number | null, sku: string, quantity: number): StoredCart {
  const others = cart.lines.filter((l) => l.sku !== sku);
  const lines = lineId === null ? others : [...others, { id: lineId, sku, quantity }].sort((a, b) => a.id - b.id);
  return { ...cart, lines };
}

/**
 * Sets one line (POST creates the cart when needed; PUT needs the cart id). 0 removes the line (§4, §5).
 * With a cart id this is one statement, and the answer comes from the in-memory copy when there is one.
 * @param cartId the account's BackEndCartId, or null to create the cart on the first line
 * @param quantity outers, on the product's §5 steps
 * @returns the whole cart afterwards, as `readCart` (EUR)
 * @throws HttpError 400 for an unknown, archived or out-of-stock product or a quantity off the §5 steps; 404 for another's cart
 */
export async function setLine(ctx: CartContext, accountId: string, cartId: number | null, sku: string, quantity: number) {
  await checkQuantity(ctx.catalogue, sku, quantity);
  const { db, carts } = ctx;
  if (cartId == null) {
    await changing(ctx, accountId, () =>
      db.transaction(async (tx) => {
        await tx.insert(schema.carts).values({ accountId }).onConflictDoNothing();
        const [cart] = await tx.select().from(schema.carts).where(eq(schema.carts.accountId, accountId));
        await writeLine(tx, cart!.id, sku, quantity);
      }),
    );
    return readCart(ctx, accountId);
  }
  if (!carts) {
    await writeOwnLine(db, accountId, cartId, sku, quantity);
    return readCart(ctx, accountId);
  }
  if (ctx.lineWrites) {
    const { lineWrites } = ctx;
    // A cart the copy holds as the account's: the write runs beside the account's other line writes and
    // joins them in one statement (group commit), then changes its own line of the copy as it is by then.
    const written = await carts.lineWrite(accountId, sku, async () => {
      const held = carts.peek(accountId);
      if (held?.id !== cartId) return null;
      try {
        const lineId = await lineWrites.write({ cartId, sku, quantity });
        const now = carts.peek(accountId);
        const after = withLine(now ?? held, lineId, sku, quantity);
        if (now) carts.keep(accountId, after);
        return after;
      } catch (error) {
        carts.forget(accountId);
        throw error;
      }
    });
    if (written) return priceCart(ctx.catalogue, accountId, written);
  }
  const cart = await changing(ctx, accountId, async () => {
    // The copy as it is before this write (loaded now if needed): the write then brings it up to date.
    const before = carts.peek(accountId) ?? (await loadCart(db, accountId));
    // The copy says the cart is the account's: the write joins the others under way (group commit).
    const lineId =
      ctx.lineWrites && before.id === cartId
        ? await ctx.lineWrites.write({ cartId, sku, quantity })
        : await writeOwnLine(db, accountId, cartId, sku, quantity, before.id);
    const after = withLine(before, lineId, sku, quantity);
    carts.keep(accountId, after);
    return after;
  });
  return priceCart(ctx.catalogue, accountId, cart);
}

/**
 * Sets several lines at once; all or nothing (§4 Saved cart). A `Quantity` of 0 removes its line.
 * @param lines `{ SKU, Quantity }` pairs as the request sends them, quantities in outers
 * @returns the whole cart afterwards, as `readCart` (EUR)
 * @throws HttpError 400 as `setLine` for any line (nothing is written); 404 for another's cart
 */
export async function setLines(ctx: CartContext, accountId: string, cartId: number, lines: SetCartLinesRequest['BackEndCartDetails']) {
  for (const l of lines) await checkQuantity(ctx.catalogue, l.SKU, l.Quantity);
  // The last quantity given for a SKU wins, as if the lines were written one by one; then two statements
  // (one delete, one multi-row upsert), not one per line: 500 lines held the embedded database, and every
  // request behind it, for ~0.7 s.
  const finalQuantity = new Map(lines.map((l) => [l.SKU, l.Quantity]));
  const removed = [...finalQuantity].filter(([, q]) => q === 0).map(([sku]) => sku);
  const kept = [...finalQuantity].filter(([, q]) => q > 0).map(([sku, quantity]) => ({ cartId, sku, quantity }));
  await changing(ctx, accountId, () =>
    ctx.db.transaction(async (tx) => {
      await ownCart(tx, accountId, cartId);
      if (removed.length) await tx.delete(schema.cartLines).where(and(eq(schema.cartLines.cartId, cartId), inArray(schema.cartLines.sku, removed)));
      if (kept.length) {
        await tx
          .insert(schema.cartLines)
          .values(kept)
          .onConflictDoUpdate({ target: [schema.cartLines.cartId, schema.cartLines.sku], set: { quantity: sql`excluded.quantity` } });
      }
    }),
  );
  return readCart(ctx, accountId);
}

/**
 * One step up or down for a line, by the product's rule (§5; domain's `increaseQuantity` and
 * `decreaseQuantity`, in outers).
 * @returns the whole cart afterwards, as `readCart` (EUR)
 * @throws HttpError 400 for an unknown product, or stepping up an archived or out-of-stock one; 404 for another's cart
 */
export async function stepLine(ctx: CartContext, accountId: string, cartId: number, sku: string, direction: 1 | -1) {
  const { db, catalogue } = ctx;
  // Stepping down works for a product archived since it was added; stepping up needs an orderable one.
  const p = direction === 1 ? await orderableProduct(catalogue, sku) : (await catalogue.get()).bySku.get(sku);
  if (!p) throw badRequest(`Product ${sku} is not available.`);
  if (direction === 1 && p.outOfStock) throw badRequest(`${p.name} is out of stock.`);
  const rule = quantityRule(p);
  await changing(ctx, accountId, () =>
    db.transaction(async (tx) => {
      await ownCart(tx, accountId, cartId);
      const [line] = await tx
        .select()
        .from(schema.cartLines)
        .where(and(eq(schema.cartLines.cartId, cartId), eq(schema.cartLines.sku, sku)))
        .for('update');
      const current = line?.quantity ?? 0;
      const next = direction === 1 ? increaseQuantity(current, rule) : decreaseQuantity(current, rule);
      if (next !== current) await writeLine(tx, cartId, sku, next);
    }),
  );
  return readCart(ctx, accountId);
}

/**
 * The smallest valid quantity at or above `wanted` on the product's steps (§5: MinimumOrder + k ×
 * MinimumOrderIncremental), capped at the largest valid one (at most 999): how a suggested quantity
 * becomes a line. 0 stays 0.
 * @param wanted outers
 * @returns outers
 */
export function quantityAtLeast(wanted: number, rule: QuantityRule): number {
  if (wanted <= 0) return 0;
  const min = Math.max(1, rule.MinimumOrder);
  const step = Math.max(1, rule.MinimumOrderIncremental);
  const up = wanted <= min ? min : min + Math.ceil((wanted - min) / step) * step;
  return Math.min(up, maxQuantity(rule));
}

/**
 * The account's cart for a change inside a transaction, its row locked until the transaction ends (so a
 * checkout or a delete of the same cart waits for it, or it for them).
 * @param cartId the account's BackEndCartId, or null for its cart whatever the id, created when it has none
 * @returns the cart's id
 * @throws HttpError 404 when `cartId` is given and is not this account's cart
 */
export async function lockCart(tx: Tx, accountId: string, cartId: number | null): Promise<number> {
  if (cartId == null) await tx.insert(schema.carts).values({ accountId }).onConflictDoNothing();
  const [cart] = await tx
    .select({ id: schema.carts.id })
    .from(schema.carts)
    .where(cartId == null ? eq(schema.carts.accountId, accountId) : and(eq(schema.carts.id, cartId), eq(schema.carts.accountId, accountId)))
    // Not `for update`: inserting a cart line takes a key-share lock on the cart row (its foreign key), which
    // `for update` would block, so a line set running at the same time could deadlock with this transaction.
    .for('no key update');
  if (!cart) throw notFound(CART_NOT_FOUND_MESSAGE);
  return cart.id;
}

/**
 * Raises lines of a locked cart (`lockCart`) to at least the quantities given: a line already holding as
 * much or more is left as it is, so adding the same list twice adds nothing the second time. The caller
 * checks the products and quantities; run it inside `changing` so the in-memory copy stays true.
 * @param lines `{ sku, quantity }` with quantities in outers, valid on each product's steps
 * @returns the outers added
 */
export async function raiseLines(tx: Tx, cartId: number, lines: readonly { sku: string; quantity: number }[]): Promise<number> {
  let added = 0;
  for (const l of lines) {
    const [line] = await tx
      .select({ quantity: schema.cartLines.quantity })
      .from(schema.cartLines)
      .where(and(eq(schema.cartLines.cartId, cartId), eq(schema.cartLines.sku, l.sku)))
      .for('update');
    const current = line?.quantity ?? 0;
    if (current >= l.quantity) continue;
    await writeLine(tx, cartId, l.sku, l.quantity);
    added += l.quantity - current;
  }
  return added;
}

/**
 * Removes every line and ends order editing (PendingOrderNumber null); keeps the cart (§4 Clear cart).
 * @returns the emptied cart, as `readCart`
 * @throws HttpError 404 for another's cart
 */
export async function clearCart(ctx: CartContext, accountId: string, cartId: number) {
  await changing(ctx, accountId, () =>
    ctx.db.transaction(async (tx) => {
      await ownCart(tx, accountId, cartId);
      await tx.delete(schema.cartLines).where(eq(schema.cartLines.cartId, cartId));
      await tx.update(schema.carts).set({ pendingOrderNumber: null, updatedAt: new Date() }).where(eq(schema.carts.id, cartId));
    }),
  );
  return readCart(ctx, accountId);
}

/**
 * Deletes the cart and its lines (the handler answers 204); the portal reloads an empty one (§4).
 * @throws HttpError 404 for another's cart
 */
export async function deleteCart(ctx: CartContext, accountId: string, cartId: number) {
  await changing(ctx, accountId, async () => {
    await ownCart(ctx.db, accountId, cartId);
    await ctx.db.delete(schema.carts).where(eq(schema.carts.id, cartId));
  });
}
