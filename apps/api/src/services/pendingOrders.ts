/**
 * Editing, cancelling, deleting and reordering orders (§3 Review-order result, §4 Pending order, Cancel
 * order, Reorder; §7 Orders; §8 unavailable items; ADR 0001 Orders).
 *
 * Every change is one transaction that locks the account's cart row first and then the order row
 * (`select … for no key update` / `for update`), always in that order, so that concurrent loads, updates, cancels, deletes and
 * reorders of one store queue behind each other instead of losing a write or deadlocking. Cart writes run
 * inside the cart service's `changing`, so the embedded database's in-memory cart copy never falls behind.
 */
import { addQuantityOnSteps, cartTotalsCents, isValidQuantity, maxQuantity, messages, OrderStatus, orderStatusName, quantityError, type LineQuantity } from '@trade-portal/domain';
import type { Order, ReviewOrderResult, UnavailableItem } from '@trade-portal/api-client';
import { and, eq, inArray } from 'drizzle-orm';
import { CART_NOT_FOUND_MESSAGE, changing, type CartContext } from './cart';
import { quantityRule, type CatalogueSnapshot } from './catalogue';
import { assertBeforeCutOff, cutOffRuleOf } from './cutOff';
import { assertConfirmed, withConfirmedCart, withLines } from './orders';
import type { OrderRow, ProductRow, Tx } from '../db/open';
import { schema } from '../db/open';
import { badRequest, conflict, notFound } from '../httpErrors';

/** The `Message` of the 409 for an order that is no longer Pending: 'Only pending orders can be changed. This order is Submitted.' */
export function notPendingMessage(status: number): string {
  return `Only pending orders can be changed. This order is ${orderStatusName(status)}.`;
}

/** The `Message` of the 400 when the cart sent to UpdatePendingOrderWithDetails is not editing an order. */
export const NOT_EDITING_MESSAGE = 'This cart is not editing an order. Please load the order again.';

/** The `Message` of the 400 when the edited order would have no line. */
export const EMPTY_EDIT_MESSAGE = 'Your cart is empty. Add a product, or cancel the order instead.';

/** The product of a SKU when it can be ordered now: in the catalogue, not archived, in stock, with a minimum of at most 999. */
function orderableProduct(bySku: CatalogueSnapshot['bySku'], sku: string): ProductRow | undefined {
  const p = bySku.get(sku);
  return p && !p.isArchived && !p.outOfStock && maxQuantity(quantityRule(p)) > 0 ? p : undefined;
}

/**
 * Locks the account's cart row, creating the cart first when the account has none. Every change here takes
 * this lock before the order's, the cancel and delete too: one that found no cart could otherwise slip past
 * a load that is creating one, and leave that cart editing a cancelled or deleted order.
 * The lock is `for no key update`: it queues the changes here, a checkout and a cart delete (`for update`)
 * behind each other, but not a one-statement line write, whose foreign-key check takes a key-share lock on
 * the cart row. With `for update` such a write, holding its new line, would wait for this cart while this
 * transaction waited for that line: a deadlock, answered 500.
 * @returns the cart row
 */
async function lockAccountCart(tx: Tx, accountId: string) {
  await tx.insert(schema.carts).values({ accountId }).onConflictDoNothing();
  const [cart] = await tx.select().from(schema.carts).where(eq(schema.carts.accountId, accountId)).for('no key update');
  if (!cart) throw notFound(CART_NOT_FOUND_MESSAGE);
  return cart;
}

/**
 * Locks one of the account's orders.
 * @throws HttpError 404 'Order Number is invalid. Please go back to order history.' when it is not this account's
 */
async function lockOwnOrder(tx: Tx, accountId: string, orderNumber: string): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.accountId, accountId), eq(schema.orders.orderNumber, orderNumber)))
    .for('update');
  if (!order) throw notFound(messages.invoiceInvalid);
  return order;
}

/**
 * Refuses a change to an order that is not Pending or whose store cut-off has passed.
 * @throws HttpError 409 `notPendingMessage` unless the order is Pending (1); 409 `pastCutOffMessage` from the
 *   first cut-off after the order was placed
 */
async function assertChangeable(tx: Tx, order: OrderRow): Promise<void> {
  if (order.status !== OrderStatus.Pending) throw conflict(notPendingMessage(order.status));
  assertBeforeCutOff(order, await cutOffRuleOf(tx, order.accountId));
}

/** The order's lines, one per SKU (quantities of a repeated SKU summed, outers), in their order. */
async function orderLinesBySku(tx: Tx, orderId: number) {
  const rows = await tx.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, orderId)).orderBy(schema.orderLines.id);
  const bySku = new Map<string, { sku: string; productName: string; quantity: number }>();
  for (const r of rows) {
    const seen = bySku.get(r.sku);
    if (seen) seen.quantity += r.quantity;
    else bySku.set(r.sku, { sku: r.sku, productName: r.productName, quantity: r.quantity });
  }
  return [...bySku.values()];
}

/**
 * Empties the cart of the order being edited and ends the editing (PendingOrderNumber null), when the
 * account's cart is editing `orderNumber`. The lines were the order's, so leaving them would turn them into
 * a new order at the next checkout (docs: ADR 0001 Orders).
 */
async function endEditingOf(tx: Tx, cart: { id: number; pendingOrderNumber: string | null }, orderNumber: string) {
  if (cart.pendingOrderNumber !== orderNumber) return;
  await tx.delete(schema.cartLines).where(eq(schema.cartLines.cartId, cart.id));
  await tx.update(schema.carts).set({ pendingOrderNumber: null, updatedAt: new Date() }).where(eq(schema.carts.id, cart.id));
}

/**
 * Loads a Pending order into the account's cart to edit it (§4 Pending order, §8): the cart's lines are
 * replaced by the order's lines that can still be ordered, each on its product's current steps (rounded up,
 * at most 999), and the cart's PendingOrderNumber is set to the order. The cart is created when the account
 * has none. One transaction.
 * @param orderNumber the order's number (digits)
 * @returns `OutersAdded` (outers now in the cart) and `UnavailableItems` (lines left out: out of stock,
 *   archived or gone from the catalogue)
 * @throws HttpError 404 for another account's order; 409 `{ Message }` when it is not Pending or its cut-off has passed
 */
export async function loadPendingOrderIntoCart(ctx: CartContext, accountId: string, orderNumber: string): Promise<ReviewOrderResult> {
  const { bySku } = await ctx.catalogue.get();
  return changing(ctx, accountId, () =>
    ctx.db.transaction(async (tx) => {
      const cart = await lockAccountCart(tx, accountId);
      const order = await lockOwnOrder(tx, accountId, orderNumber);
      await assertChangeable(tx, order);
      const lines = await orderLinesBySku(tx, order.id);
      const unavailable: UnavailableItem[] = [];
      const values: { cartId: number; sku: string; quantity: number }[] = [];
      for (const l of lines) {
        const p = orderableProduct(bySku, l.sku);
        if (!p) unavailable.push({ SKU: l.sku, Product: bySku.get(l.sku)?.name ?? l.productName });
        else values.push({ cartId: cart.id, sku: l.sku, quantity: addQuantityOnSteps(0, l.quantity, quantityRule(p)) });
      }
      await tx.delete(schema.cartLines).where(eq(schema.cartLines.cartId, cart.id));
      if (values.length > 0) await tx.insert(schema.cartLines).values(values);
      await tx.update(schema.carts).set({ pendingOrderNumber: order.orderNumber, updatedAt: new Date() }).where(eq(schema.carts.id, cart.id));
      return { OutersAdded: values.reduce((n, v) => n + v.quantity, 0), UnavailableItems: unavailable };
    }),
  );
}

/**
 * Saves the cart back into the Pending order it is editing (§4 Edit-order confirm): the order's lines become
 * the cart's orderable lines, priced from the current catalogue, with totals summed in integer cents
 * (domain's `cartTotalsCents`); the order keeps its number, date and Pending status. The cart is emptied
 * and stops editing (lines of products that cannot be ordered now go with it). One transaction: on any
 * error nothing is written.
 * With `confirmedLines` the order is rewritten only when the cart's orderable lines are exactly
 * those the retailer confirmed.
 * @param cartId the account's BackEndCartId
 * @param confirmedLines the lines confirmed in the edit-order popup (outers), when sent
 * @returns the updated order with its lines (amounts in EUR, quantities in outers)
 * @throws HttpError 404 for another account's cart, or when the order it edits is gone; 400 when the cart
 *   is not editing an order, has no orderable line, or holds a quantity off its product's §5 steps; 409
 *   `{ Message }` when the order is no longer Pending or its cut-off has passed; CartChangedError 409
 *   `{ Message, Cart }` when the cart is not what was confirmed (the order is left as it was)
 */
export async function updatePendingOrder(ctx: CartContext, accountId: string, cartId: number, confirmedLines?: readonly LineQuantity[]): Promise<Order> {
  const { db, catalogue } = ctx;
  const { bySku } = await catalogue.get();
  const order = await withConfirmedCart(ctx, accountId, () => changing(ctx, accountId, () =>
    db.transaction(async (tx) => {
      const [cart] = await tx
        .select()
        .from(schema.carts)
        .where(and(eq(schema.carts.id, cartId), eq(schema.carts.accountId, accountId)))
        .for('no key update'); // as `lockAccountCart`
      if (!cart) throw notFound(CART_NOT_FOUND_MESSAGE);
      if (!cart.pendingOrderNumber) throw badRequest(NOT_EDITING_MESSAGE);
      const order = await lockOwnOrder(tx, accountId, cart.pendingOrderNumber);
      await assertChangeable(tx, order);
      // The lines are locked and later deleted by id: a line written meanwhile by a one-statement cart write
      // (which takes no cart lock) stays in the cart rather than vanish without reaching the order.
      const lines = await tx.select().from(schema.cartLines).where(eq(schema.cartLines.cartId, cart.id)).orderBy(schema.cartLines.id).for('update');
      const priced = lines.flatMap((l) => {
        const p = orderableProduct(bySku, l.sku);
        if (!p) return [];
        const rule = quantityRule(p);
        if (!isValidQuantity(l.quantity, rule)) throw badRequest(`${p.name}: ${quantityError(l.quantity, rule)}`);
        return [{ sku: p.sku, productName: p.name, quantity: l.quantity, priceOuterCents: p.priceOuterCents }];
      });
      assertConfirmed(priced.map((l) => ({ SKU: l.sku, Quantity: l.quantity })), confirmedLines);
      if (priced.length === 0) throw badRequest(EMPTY_EDIT_MESSAGE);
      const totals = cartTotalsCents(priced);
      await tx.delete(schema.orderLines).where(eq(schema.orderLines.orderId, order.id));
      await tx.insert(schema.orderLines).values(priced.map((l) => ({ ...l, orderId: order.id })));
      const [updated] = await tx
        .update(schema.orders)
        .set({ totalItems: totals.totalItems, subTotalCents: totals.subTotalCents, vatTotalCents: totals.vatTotalCents, orderTotalCents: totals.orderTotalCents })
        .where(eq(schema.orders.id, order.id))
        .returning();
      await tx.delete(schema.cartLines).where(inArray(schema.cartLines.id, lines.map((l) => l.id)));
      await tx.update(schema.carts).set({ pendingOrderNumber: null, updatedAt: new Date() }).where(eq(schema.carts.id, cart.id));
      return updated!;
    }),
  ));
  return withLines(db, catalogue, order);
}

/**
 * Cancels a Pending order (§4 Cancel order): it keeps its number and lines with Status 3 (Cancelled). When
 * the account's cart is editing that order, the cart is emptied and stops editing (an account without a
 * cart gets an empty one, see `lockAccountCart`). One transaction.
 * @returns the cancelled order with its lines (amounts in EUR)
 * @throws HttpError 404 for another account's order; 409 `{ Message }` when it is not Pending or its cut-off has passed
 */
export async function cancelPendingOrder(ctx: CartContext, accountId: string, orderNumber: string): Promise<Order> {
  const { db, catalogue } = ctx;
  const order = await changing(ctx, accountId, () =>
    db.transaction(async (tx) => {
      const cart = await lockAccountCart(tx, accountId);
      const order = await lockOwnOrder(tx, accountId, orderNumber);
      await assertChangeable(tx, order);
      const [cancelled] = await tx.update(schema.orders).set({ status: OrderStatus.Cancelled }).where(eq(schema.orders.id, order.id)).returning();
      await endEditingOf(tx, cart, order.orderNumber);
      return cancelled!;
    }),
  );
  return withLines(db, catalogue, order);
}

/**
 * Deletes a Pending order and its lines (§4, §7 DeletePendingOrder; the handler answers 204). When the
 * account's cart is editing that order, the cart is emptied and stops editing (an account without a cart
 * gets an empty one, see `lockAccountCart`). One transaction.
 * @throws HttpError 404 for another account's order; 409 `{ Message }` when it is not Pending or its cut-off has passed
 */
export async function deletePendingOrder(ctx: CartContext, accountId: string, orderNumber: string): Promise<void> {
  await changing(ctx, accountId, () =>
    ctx.db.transaction(async (tx) => {
      const cart = await lockAccountCart(tx, accountId);
      const order = await lockOwnOrder(tx, accountId, orderNumber);
      await assertChangeable(tx, order);
      await tx.delete(schema.orders).where(eq(schema.orders.id, order.id));
      await endEditingOf(tx, cart, order.orderNumber);
    }),
  );
}

/**
 * Adds one quantity to a cart line under the cart's lock: the line's row is locked too, so that a quantity
 * set at the same time outside a cart lock (one-statement line writes) is added to, not overwritten.
 * @returns the line's quantity before and after, outers
 */
async function addToLine(tx: Tx, cartId: number, sku: string, next: (current: number) => number) {
  for (;;) {
    const [line] = await tx
      .select()
      .from(schema.cartLines)
      .where(and(eq(schema.cartLines.cartId, cartId), eq(schema.cartLines.sku, sku)))
      .for('update');
    if (line) {
      const after = next(line.quantity);
      if (after !== line.quantity) await tx.update(schema.cartLines).set({ quantity: after }).where(eq(schema.cartLines.id, line.id));
      return { before: line.quantity, after };
    }
    const after = next(0);
    if (after === 0) return { before: 0, after };
    const inserted = await tx.insert(schema.cartLines).values({ cartId, sku, quantity: after }).onConflictDoNothing().returning({ id: schema.cartLines.id });
    if (inserted.length > 0) return { before: 0, after };
    // Another request made the line meanwhile: add to it instead.
  }
}

/**
 * Adds an earlier order's lines to the account's cart again (§3 Review-order result, §4 Reorder, §8): any
 * status, the account's own orders only. Each line still orderable goes on top of what the cart holds, on
 * the product's current MinimumOrder and MinimumOrderIncremental: the sum rounded up to the next valid step
 * and capped at the largest valid quantity (999 at most; domain's `addQuantityOnSteps`). Creates the cart
 * when the account has none; a cart editing an order stays editing it. One transaction.
 * @returns `OutersAdded` (outers actually added, after rounding and the cap) and `UnavailableItems` (out of
 *   stock, archived or gone from the catalogue)
 * @throws HttpError 404 for another account's order
 */
export async function reorder(ctx: CartContext, accountId: string, orderNumber: string): Promise<ReviewOrderResult> {
  const { bySku } = await ctx.catalogue.get();
  return changing(ctx, accountId, () =>
    ctx.db.transaction(async (tx) => {
      const cart = await lockAccountCart(tx, accountId);
      const [order] = await tx
        .select()
        .from(schema.orders)
        .where(and(eq(schema.orders.accountId, accountId), eq(schema.orders.orderNumber, orderNumber)));
      if (!order) throw notFound(messages.invoiceInvalid);
      const unavailable: UnavailableItem[] = [];
      let added = 0;
      for (const l of await orderLinesBySku(tx, order.id)) {
        const p = orderableProduct(bySku, l.sku);
        if (!p) {
          unavailable.push({ SKU: l.sku, Product: bySku.get(l.sku)?.name ?? l.productName });
          continue;
        }
        const rule = quantityRule(p);
        const { before, after } = await addToLine(tx, cart.id, l.sku, (current) => addQuantityOnSteps(current, l.quantity, rule));
        added += after - before;
      }
      return { OutersAdded: added, UnavailableItems: unavailable };
    }),
  );
}
