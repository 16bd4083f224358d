/**
 * The offline outbox's queue rules (the offline cart that submits once, ADR 0031), pure so they are
 * tested without a browser: what a cart-line change or a checkout adds to the queue, and what the cart looks
 * like with the queue on top of the server's copy. `outbox.ts` keeps the queue in IndexedDB.
 */
import type { BackEndCart, BackEndCartDetail, DeliveryCheckInRequest, Product } from '@trade-portal/api-client';
import { withLineQuantity } from '../ordering/cartRules';

/** What a queued line needs of its product to be shown before the server has it: SKU, name, price per outer (EUR). */
export type OutboxProduct = Pick<Product, 'SKU' | 'Product' | 'PriceOuter'>;

/** A cart line set to a quantity (outers, 0 removes it) while the server could not be heard. */
export interface OutboxLine {
  kind: 'line';
  /** Unique within the queue, in the order made (see `nextId`). */
  id: number;
  /** The username that made it: a shared tablet's next user neither sees nor sends it. */
  user: string;
  /** The store's JtiAccountId: it is sent to that store's back-end cart. */
  accountNumber: string;
  product: OutboxProduct;
  /** Outers, on §5's steps (the page checked them); 0 removes the line. */
  quantity: number;
  /** When it was made, epoch milliseconds. */
  madeAt: number;
}

/** A checkout made while the server could not be heard: sent once, with the key of its attempt. */
export interface OutboxOrder {
  kind: 'order';
  id: number;
  user: string;
  accountNumber: string;
  /** The attempt's Idempotency-Key: however often it is sent, the server makes one order (ADR 0026). */
  idempotencyKey: string;
  /** The cart's outers and OrderTotal (EUR) when checked out, for the 'saved on this device' notice. */
  outers: number;
  orderTotal: number;
  madeAt: number;
  /**
   * The lines the retailer confirmed (outers, EUR per outer), sent with the order so the server orders those
   * or nothing. Absent only in an entry saved before they were kept.
   */
  lines?: OutboxOrderLine[];
}

/** A line of a checkout saved on this device: SKU, name, outers and price per outer (EUR, net). */
export type OutboxOrderLine = Pick<BackEndCartDetail, 'SKU' | 'Product' | 'Quantity' | 'PriceOuter'>;

/** A delivery checked in while the server could not be heard (ADR 0055): sent once, with its key. */
export interface OutboxCheckIn {
  kind: 'checkIn';
  id: number;
  user: string;
  accountNumber: string;
  /** The check-in's Idempotency-Key: however often it is sent, the server records it once. */
  idempotencyKey: string;
  /** The counts, as POST /api/Delivery/CheckIn takes them (outers). */
  request: DeliveryCheckInRequest;
  madeAt: number;
}

export type OutboxEntry = OutboxLine | OutboxOrder | OutboxCheckIn;

/** The id after the queue's last (ids only grow, so the queue's order is the order things were made). */
export function nextId(entries: readonly OutboxEntry[]): number {
  return entries.reduce((max, e) => Math.max(max, e.id), 0) + 1;
}

/**
 * The queue with a line change added. A later change of the same line replaces a queued one (both set the
 * quantity, so only the last counts), unless a queued checkout of that store lies between them: the
 * earlier belongs to that order, the later to the next cart.
 */
export function withLine(entries: readonly OutboxEntry[], line: Omit<OutboxLine, 'kind' | 'id'>): OutboxEntry[] {
  const lastOrder = entries.findLastIndex((e) => e.kind === 'order' && e.user === line.user && e.accountNumber === line.accountNumber);
  const same = entries.findIndex(
    (e, i) => i > lastOrder && e.kind === 'line' && e.user === line.user && e.accountNumber === line.accountNumber && e.product.SKU === line.product.SKU,
  );
  const entry: OutboxLine = { kind: 'line', id: nextId(entries), ...line };
  // The replacement goes to the end: it is the newest change, and lines of one store are independent.
  return [...entries.filter((_, i) => i !== same), entry];
}

/** The queue with a checkout added behind everything already queued. */
export function withOrder(entries: readonly OutboxEntry[], order: Omit<OutboxOrder, 'kind' | 'id'>): OutboxEntry[] {
  return [...entries, { kind: 'order', id: nextId(entries), ...order }];
}

/** The queue with a check-in added behind everything already queued. */
export function withCheckIn(entries: readonly OutboxEntry[], checkIn: Omit<OutboxCheckIn, 'kind' | 'id'>): OutboxEntry[] {
  return [...entries, { kind: 'checkIn', id: nextId(entries), ...checkIn }];
}

/** The entries of one user (and, given, one store), in order. */
export function entriesOf(entries: readonly OutboxEntry[], user: string, accountNumber?: string): OutboxEntry[] {
  return entries.filter((e) => e.user === user && (accountNumber === undefined || e.accountNumber === accountNumber));
}

/** An empty cart with the same id and store: what is left once its lines went into an order. */
function emptied(cart: BackEndCart): BackEndCart {
  return { ...cart, PendingOrderNumber: null, BackEndCartDetails: [], UnavailableDetails: [], TotalItems: 0, SubTotal: 0, VatTotal: 0, OrderTotal: 0 };
}

/**
 * A store's cart as this device knows it: the server's copy (fresh, or the last one cached) with the
 * user's queued entries for that store applied in order. A queued checkout empties it: its lines are in
 * the order waiting to be sent.
 * @param cart the server's cart (undefined when the store has none yet)
 * @returns the cart to show; `cart` itself when nothing is queued for the store
 */
export function cartWithOutbox(cart: BackEndCart | undefined, entries: readonly OutboxEntry[], user: string, accountNumber: string): BackEndCart | undefined {
  let shown = cart;
  for (const entry of entriesOf(entries, user, accountNumber)) {
    if (entry.kind === 'line') shown = withLineQuantity(shown, entry.product, entry.quantity);
    else if (entry.kind === 'order' && shown) shown = emptied(shown);
  }
  return shown;
}

/** How much of a user's queue is waiting: changed lines, orders and check-ins. */
export interface OutboxCounts {
  lines: number;
  orders: number;
  checkIns: number;
}

/** Counts a user's waiting entries (every store). */
export function outboxCounts(entries: readonly OutboxEntry[], user: string): OutboxCounts {
  const mine = entriesOf(entries, user);
  return { lines: mine.filter((e) => e.kind === 'line').length, orders: mine.filter((e) => e.kind === 'order').length, checkIns: mine.filter((e) => e.kind === 'checkIn').length };
}
