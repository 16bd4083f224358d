/**
 * Orders (§3, §4 Checkout) and order history (§4 presets, §7 Order history).
 */
import { createHash } from 'node:crypto';
import { cartTotalsCents, DUPLICATE_ORDER_SIMILARITY, fromCents, type ClaimStatus, DUPLICATE_ORDER_WINDOW_MS, isValidQuantity, linesSimilarity, messages, OrderStatus, quantitiesBySku, quantityError, sameLines, type LineQuantity } from '@trade-portal/domain';
import type { Order, SimilarOrder } from '@trade-portal/api-client';
import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { CART_NOT_FOUND_MESSAGE, changing, readCart, type CartContext } from './cart';
import { isOrderable, quantityRule, type Catalogue } from './catalogue';
import { cutOffRuleOf, withEditableUntil } from './cutOff';
import type { Conn, Db, OrderRow } from '../db/open';
import { schema, sqlState } from '../db/open';
import { badRequest, CartChangedError, notFound, unprocessable } from '../httpErrors';
import { toOrder, type DeliveryFacts } from '../wire';
import { claimNumberOf } from './deliveryClaims';

async function findByKey(db: Conn, accountId: string, key: string) {
  const [o] = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.accountId, accountId), eq(schema.orders.idempotencyKey, key)))
    .limit(1);
  return o;
}

/** The `Message` of Submit's and the edit-order confirm's 409 when the cart is not what was confirmed. */
export const CART_CHANGED_MESSAGE = 'Your cart has changed since you confirmed this order, so nothing was ordered. Check what changed and confirm again.';

/** The `Message` of Submit's 422 for an Idempotency-Key already used for an order of other lines. */
export const KEY_REUSED_MESSAGE = 'This order was already sent with other products or quantities, so nothing was ordered. Check the cart and check out again.';

/** A cart found to differ from the confirmed lines inside the transaction; turned into `CartChangedError` once it has ended. */
class CartDiffers extends Error {}

/**
 * Refuses a request that changes what was confirmed: when `confirmedLines` is given and the
 * orderable lines differ from it, throws inside the transaction, so that it rolls back with nothing written.
 */
export function assertConfirmed(lines: readonly LineQuantity[], confirmedLines: readonly LineQuantity[] | undefined): void {
  if (confirmedLines && !sameLines(lines, confirmedLines)) throw new CartDiffers();
}

/**
 * Runs a cart-to-order transaction and turns a cart that differs from the confirmed lines into the 409 that
 * carries the cart as it is now, read after the transaction.
 * @throws CartChangedError 409 `{ Message, Cart }`; whatever `work` throws otherwise
 */
export async function withConfirmedCart<T>(ctx: CartContext, accountId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CartDiffers) throw new CartChangedError(CART_CHANGED_MESSAGE, await readCart(ctx, accountId));
    throw error;
  }
}

/**
 * The fingerprint of a submit: SHA-256 (hex) of its cart id and its confirmed lines (per SKU,
 * summed, sorted; null without them), stored with the order its Idempotency-Key made.
 */
export function submitRequestHash(cartId: number, confirmedLines: readonly LineQuantity[] | undefined): string {
  const lines = confirmedLines ? [...quantitiesBySku(confirmedLines)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) : null;
  return createHash('sha256').update(JSON.stringify({ cartId, lines })).digest('hex');
}

/**
 * The order a repeated Idempotency-Key names, when the repeat asks for the same thing (ADR 0026):
 * the same cart and the same confirmed lines. An order stored before fingerprints were kept gets the
 * first order, as before.
 * @throws HttpError 422 `KEY_REUSED_MESSAGE` when the repeat asks for something else (nothing is written)
 */
async function repeatOf(db: Conn, catalogue: Catalogue, order: OrderRow, hash: string): Promise<Order> {
  if (order.requestHash !== null && order.requestHash !== hash) throw unprocessable(KEY_REUSED_MESSAGE);
  return withLines(db, catalogue, order);
}

/** What a checkout sends besides the cart id (§4 Checkout, ADR 0026). */
export interface SubmitOptions {
  /** The request's Idempotency-Key header, when sent. */
  idempotencyKey?: string;
  /** The lines the retailer confirmed (outers), when sent: the order is made only if the cart still holds exactly these. */
  confirmedLines?: readonly LineQuantity[];
  /** The order's date (tests pass one). */
  now?: Date;
}

/**
 * An order row with its lines, as sent on the wire (§3 Order): amounts in EUR, quantities in outers, and
 * `CartAdd` true for a line whose product can be ordered now (in the catalogue, not archived, in stock), and
 * a Pending order's `EditableUntil` (its store's next cut-off after it).
 */
export async function withLines(db: Conn, catalogue: Catalogue, o: OrderRow): Promise<Order> {
  const lines = await db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, o.id)).orderBy(schema.orderLines.id);
  const { bySku } = await catalogue.get();
  const facts = await deliveryFacts(db, [o]);
  const order = toOrder(o, lines, (sku) => {
    const p = bySku.get(sku);
    return !!p && !p.isArchived && !p.outOfStock;
  }, facts.get(o.id));
  return o.status === OrderStatus.Pending ? withEditableUntil(order, await cutOffRuleOf(db, o.accountId)) : order;
}

const isUniqueViolation = (e: unknown) => sqlState(e) === '23505';

/**
 * Turns the account's cart into a Pending order in one transaction and empties the cart (§4 Checkout).
 * Lines are priced from the current catalogue and the totals summed in integer cents (domain's
 * `cartTotalsCents`), stored as cents. Lines whose product is out of stock, archived or withdrawn (the
 * cart's UnavailableDetails) are not ordered and are removed with the rest of the cart, since the order is
 * placed without them (ADR 0001). The same idempotency key twice returns the first order and writes nothing.
 * With `confirmedLines` the order is made only when the orderable lines are exactly those: a cart
 * changed since the confirm (on another device, or by a change sent after it) orders nothing.
 * @param ctx the database, the catalogue and, on the embedded database, the cart copy the order empties
 * @param cartId the account's BackEndCartId
 * @param options the Idempotency-Key, the confirmed lines and the order's date
 * @returns the order with its lines (`Order`, amounts in EUR, quantities in outers)
 * @throws HttpError 400 'Your cart is empty.' when no orderable line is left, or for a line off its product's
 *   §5 steps (nothing is written); 404 for another's cart; CartChangedError 409 `{ Message, Cart }` when the
 *   cart is not what was confirmed; 422 `KEY_REUSED_MESSAGE` for a key already used for an order of other lines
 */
export async function submitOrder(ctx: CartContext, accountId: string, cartId: number, options: SubmitOptions = {}): Promise<Order> {
  const { idempotencyKey, confirmedLines, now = new Date() } = options;
  const { db, catalogue } = ctx;
  const hash = submitRequestHash(cartId, confirmedLines);
  if (idempotencyKey) {
    const existing = await findByKey(db, accountId, idempotencyKey);
    if (existing) return repeatOf(db, catalogue, existing, hash);
  }
  const { bySku } = await catalogue.get();
  let orderRow: OrderRow;
  let repeated = false;
  try {
    orderRow = await withConfirmedCart(ctx, accountId, () => changing(ctx, accountId, () => db.transaction(async (tx) => {
      const [cart] = await tx
        .select()
        .from(schema.carts)
        .where(and(eq(schema.carts.id, cartId), eq(schema.carts.accountId, accountId)))
        .for('update');
      if (!cart) throw notFound(CART_NOT_FOUND_MESSAGE);
      if (idempotencyKey) {
        // A concurrent submit with the same key may have committed while we waited for the lock.
        const done = await findByKey(tx, accountId, idempotencyKey);
        if (done) {
          repeated = true;
          return done;
        }
      }
      const lines = await tx.select().from(schema.cartLines).where(eq(schema.cartLines.cartId, cart.id)).orderBy(schema.cartLines.id);
      // Only the lines the cart counts are ordered: out-of-stock, archived and withdrawn ones (the cart's
      // UnavailableDetails) are left out, and go with the rest of the cart below (ADR 0001 Back-end cart).
      const available = lines.flatMap((l) => {
        const p = bySku.get(l.sku);
        return isOrderable(p) ? [{ line: l, p }] : [];
      });
      // Before the empty check: a cart emptied on another device since the confirm has changed too.
      assertConfirmed(available.map(({ line: l }) => ({ SKU: l.sku, Quantity: l.quantity })), confirmedLines);
      if (available.length === 0) throw badRequest('Your cart is empty.');
      const priced = available.map(({ line: l, p }) => {
        const rule = quantityRule(p);
        if (!isValidQuantity(l.quantity, rule)) throw badRequest(`${p.name}: ${quantityError(l.quantity, rule)}`);
        return { sku: p.sku, productName: p.name, quantity: l.quantity, priceOuterCents: p.priceOuterCents };
      });
      const totals = cartTotalsCents(priced);
      const seq = (await tx.execute(sql`select nextval('order_number_seq')::text as n`)) as unknown as { rows: { n: string }[] };
      const orderNumber = seq.rows[0]!.n;
      const [order] = await tx
        .insert(schema.orders)
        .values({
          orderNumber,
          accountId,
          orderDate: now,
          status: OrderStatus.Pending,
          totalItems: totals.totalItems,
          subTotalCents: totals.subTotalCents,
          vatTotalCents: totals.vatTotalCents,
          orderTotalCents: totals.orderTotalCents,
          idempotencyKey: idempotencyKey ?? null,
          requestHash: idempotencyKey ? hash : null,
        })
        .returning();
      await tx.insert(schema.orderLines).values(priced.map((l) => ({ ...l, orderId: order!.id })));
      await tx.delete(schema.cartLines).where(eq(schema.cartLines.cartId, cart.id));
      await tx.update(schema.carts).set({ pendingOrderNumber: null, updatedAt: now }).where(eq(schema.carts.id, cart.id));
      return order!;
    })));
  } catch (error) {
    if (idempotencyKey && isUniqueViolation(error)) {
      const existing = await findByKey(db, accountId, idempotencyKey);
      if (existing) return repeatOf(db, catalogue, existing, hash);
    }
    throw error;
  }
  // A concurrent submit with the same key committed first (found under the lock): the same check as above.
  if (repeated) return repeatOf(db, catalogue, orderRow, hash);
  return withLines(db, catalogue, orderRow);
}

/**
 * Orders of the last `timeSpanDays` days, optionally of one status, newest first, without lines
 * (§4 My Orders presets, §7 Order history).
 * @param status an `OrderStatus` code (0 Submitted, 1 Pending, 2 Processing, 3 Cancelled); all when omitted
 * @returns wire `Order`s (amounts in EUR), `OrderDetails` empty, Pending ones with `EditableUntil`
 */
export async function orderHistory(db: Db, accountId: string, timeSpanDays: number, status?: number, now = new Date()): Promise<Order[]> {
  const since = new Date(now.getTime() - timeSpanDays * 86_400_000);
  const conditions = [eq(schema.orders.accountId, accountId), gte(schema.orders.orderDate, since)];
  if (status !== undefined) conditions.push(eq(schema.orders.status, status));
  const rows = await db.select().from(schema.orders).where(and(...conditions)).orderBy(desc(schema.orders.orderDate), desc(schema.orders.id));
  if (rows.length === 0) return [];
  const [rule, facts] = await Promise.all([cutOffRuleOf(db, accountId), deliveryFacts(db, rows)]);
  return rows.map((o) => withEditableUntil(toOrder(o, [], undefined, facts.get(o.id)), rule));
}

/**
 * What became of each delivered order of `rows` after delivery (ADR 0055), by order id: when it was checked
 * in, and its claim (number, status, an accepted one's credit note number and gross EUR).
 */
async function deliveryFacts(db: Conn, rows: readonly OrderRow[]): Promise<Map<number, DeliveryFacts>> {
  const delivered = rows.filter((o) => o.deliveredAt).map((o) => o.id);
  if (delivered.length === 0) return new Map();
  const [checkIns, claims] = await Promise.all([
    db.select({ orderId: schema.deliveryCheckIns.orderId, at: schema.deliveryCheckIns.checkedInAt }).from(schema.deliveryCheckIns).where(inArray(schema.deliveryCheckIns.orderId, delivered)),
    db
      .select({ orderId: schema.deliveryClaims.orderId, id: schema.deliveryClaims.id, status: schema.deliveryClaims.status, creditNote: schema.creditNotes.number, totalCents: schema.creditNotes.totalCents })
      .from(schema.deliveryClaims)
      .leftJoin(schema.creditNotes, eq(schema.creditNotes.claimId, schema.deliveryClaims.id))
      .where(inArray(schema.deliveryClaims.orderId, delivered)),
  ]);
  const facts = new Map<number, DeliveryFacts>(checkIns.map((c) => [c.orderId, { checkedInAt: c.at }]));
  for (const c of claims) {
    const claim = { ClaimNumber: claimNumberOf(c.id), Status: c.status as ClaimStatus, CreditNoteNumber: c.creditNote, CreditNoteTotal: c.totalCents === null ? null : fromCents(c.totalCents) };
    facts.set(c.orderId, { ...facts.get(c.orderId), claim });
  }
  return facts;
}

/**
 * The newest order of the account, without lines (§7 RecentOrder).
 * @returns a wire `Order` (amounts in EUR), or undefined when the account has never ordered
 */
export async function recentOrder(db: Db, accountId: string): Promise<Order | undefined> {
  const [o] = await db.select().from(schema.orders).where(eq(schema.orders.accountId, accountId)).orderBy(desc(schema.orders.orderDate), desc(schema.orders.id)).limit(1);
  return o && withEditableUntil(toOrder(o), await cutOffRuleOf(db, accountId));
}

/**
 * One of the account's orders with its lines (§4 Order details, §7 OrderHistoryDetails, the invoice).
 * @returns a wire `Order` (amounts in EUR, quantities in outers); `CartAdd` tells whether a line can be ordered again
 * @throws HttpError 404 when the number is not one of this account's orders
 */
export async function orderDetails(db: Db, catalogue: Catalogue, accountId: string, orderNumber: string): Promise<Order> {
  const [o] = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.accountId, accountId), eq(schema.orders.orderNumber, orderNumber)))
    .limit(1);
  if (!o) throw notFound(messages.invoiceInvalid);
  return withLines(db, catalogue, o);
}

/**
 * Duplicate-order guard (beyond the spec): the account's order of the last 24 hours, not
 * cancelled, whose lines are closest to the cart's orderable lines (domain's `linesSimilarity`: outers in
 * common over outers in either), when at least 0.8 alike.
 * @param now the time the window ends (tests pass one)
 * @returns the order with its `Similarity` (OrderTotal EUR, TotalItems outers), or undefined when none is
 *   that close or the cart has no orderable line
 */
export async function similarRecentOrder(ctx: CartContext, accountId: string, now = new Date()): Promise<SimilarOrder | undefined> {
  const cart = await readCart(ctx, accountId);
  const cartLines = new Map(cart.BackEndCartDetails.map((l) => [l.SKU, l.Quantity]));
  if (cartLines.size === 0) return undefined;
  const { db } = ctx;
  const since = new Date(now.getTime() - DUPLICATE_ORDER_WINDOW_MS);
  const orders = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.accountId, accountId), gte(schema.orders.orderDate, since), ne(schema.orders.status, OrderStatus.Cancelled)));
  if (orders.length === 0) return undefined;
  const lines = await db.select().from(schema.orderLines).where(inArray(schema.orderLines.orderId, orders.map((o) => o.id)));
  let best: { order: (typeof orders)[number]; similarity: number } | undefined;
  for (const order of orders) {
    const orderLines = new Map<string, number>();
    for (const l of lines) if (l.orderId === order.id) orderLines.set(l.sku, (orderLines.get(l.sku) ?? 0) + l.quantity);
    const similarity = linesSimilarity(cartLines, orderLines);
    if (similarity >= DUPLICATE_ORDER_SIMILARITY && (!best || similarity > best.similarity || (similarity === best.similarity && order.orderDate > best.order.orderDate))) {
      best = { order, similarity };
    }
  }
  if (!best) return undefined;
  const o = toOrder(best.order);
  return { OrderNumber: o.OrderNumber, OrderDate: o.OrderDate, Status: o.Status, TotalItems: o.TotalItems, OrderTotal: o.OrderTotal, Similarity: Math.round(best.similarity * 1000) / 1000 };
}
