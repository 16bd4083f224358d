/**
 * The stores' spending at a glance (`GET /api/OrderHistory/Insights` and its CSV): each
 * store's orders since the start of the earliest period the figures need, read with their lines in one
 * query, put through domain's `spendInsights` in the store's own time zone.
 */
import { isRestricted, lineTotalCents, OrderStatus, spendInsights, spendInsightsReadFrom, zonedDay, type Category, type SpendInsights, type SpendLine, type SpendOrder } from '@trade-portal/domain';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Catalogue } from './catalogue';
import type { AccountRow, Db } from '../db/open';
import { schema } from '../db/open';

/** A credit note of the store as the accountant's CSV lists it (ADR 0055): store-local issue day; cents, outers. */
export interface StoreCreditNote {
  number: string;
  /** 'YYYY-MM-DD', store-local. */
  issuedOn: string;
  outers: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** One store's figures (net of its credit notes), with the account they are of and those credit notes. */
export interface StoreSpend {
  account: AccountRow;
  insights: SpendInsights;
  /** The credit notes issued in the figures' window, oldest first. */
  creditNotes: StoreCreditNote[];
}

/**
 * The stores whose figures an answer holds: the asked store, then with `allStores` the caller's other
 * stores in their display order, leaving out those at TierAccessLevel 3, which have no order views (§6).
 * The caller checked that the asked store is the caller's and may view orders.
 * @param accountId the asked store
 * @param callerStores the caller's stores, in display order, with their tiers
 */
export function storesToShow(accountId: string, callerStores: { accountIds: readonly string[]; tiers: Readonly<Record<string, number>> }, allStores: boolean): string[] {
  if (!allStores) return [accountId];
  const others = callerStores.accountIds.filter((id) => id !== accountId && callerStores.tiers[id] !== undefined && !isRestricted(callerStores.tiers[id]!));
  return [accountId, ...others];
}

/**
 * The spending at a glance of some stores (domain's `spendInsights`: invoiced orders less credit notes,
 * months and quarters of each store's calendar, amounts in integer cents). One query reads every store's orders,
 * Cancelled and Pending ones included (the rule leaves the first out and reports the second apart), with
 * their lines; a line's category is its product's in the in-memory catalogue, Other when it is gone.
 * @param ctx the database and the catalogue
 * @param accountIds stores the caller may view orders of (checked by the handler), in the order answered
 * @param now the instant whose store-local date is today (tests pass one)
 * @returns one entry per store found, in the order of `accountIds`
 */
export async function storeSpend(ctx: { db: Db; catalogue: Catalogue }, accountIds: readonly string[], now = new Date()): Promise<StoreSpend[]> {
  if (accountIds.length === 0) return [];
  const found = await ctx.db.select().from(schema.accounts).where(inArray(schema.accounts.jtiAccountId, [...accountIds]));
  const accounts = accountIds.flatMap((id) => found.filter((a) => a.jtiAccountId === id));
  if (accounts.length === 0) return [];
  const from = new Date(Math.min(...accounts.map((a) => spendInsightsReadFrom(now, a.timeZone).getTime())));
  const { orders, orderLines } = schema;
  const rows = await ctx.db
    .select({
      id: orders.id,
      accountId: orders.accountId,
      orderDate: orders.orderDate,
      status: orders.status,
      subTotalCents: orders.subTotalCents,
      vatTotalCents: orders.vatTotalCents,
      orderTotalCents: orders.orderTotalCents,
      sku: orderLines.sku,
      productName: orderLines.productName,
      quantity: orderLines.quantity,
      priceOuterCents: orderLines.priceOuterCents,
    })
    .from(orders)
    // Left, so an order counts with its invoice's totals even if it had no line left.
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(inArray(orders.accountId, accounts.map((a) => a.jtiAccountId)), gte(orders.orderDate, from)))
    .orderBy(asc(orders.id), asc(orderLines.id));
  const { bySku } = await ctx.catalogue.get();
  const byStore = new Map<string, Map<number, SpendOrder & { lines: SpendLine[] }>>(accounts.map((a) => [a.jtiAccountId, new Map()]));
  for (const r of rows) {
    const storeOrders = byStore.get(r.accountId)!;
    let o = storeOrders.get(r.id);
    if (!o) {
      o = { orderedAt: r.orderDate, status: r.status, netCents: r.subTotalCents, vatCents: r.vatTotalCents, grossCents: r.orderTotalCents, lines: [] };
      storeOrders.set(r.id, o);
    }
    if (r.sku === null || r.productName === null || r.quantity === null || r.priceOuterCents === null) continue;
    const product = bySku.get(r.sku);
    o.lines.push({ SKU: r.sku, product: r.productName, category: (product?.category as Category | undefined) ?? null, outers: r.quantity, netCents: lineTotalCents(r.priceOuterCents, r.quantity) });
  }
  const credits = await creditNotesOf(ctx, accounts.map((a) => a.jtiAccountId), from);
  return accounts.map((account) => {
    const own = credits.filter((c) => c.accountId === account.jtiAccountId);
    const insights = spendInsights({ orders: [...byStore.get(account.jtiAccountId)!.values(), ...own.map((c) => c.asSpend)], today: now, timeZone: account.timeZone });
    const firstDay = `${insights.quarters[0]!.firstMonth}-01`;
    const creditNotes = own
      .map((c) => ({ number: c.number, issuedOn: zonedDay(c.issuedAt, account.timeZone), outers: c.outers, netCents: c.netCents, vatCents: c.vatCents, grossCents: c.grossCents }))
      .filter((c) => c.issuedOn >= firstDay && c.issuedOn <= insights.today);
    return { account, insights, creditNotes };
  });
}

/**
 * The stores' credit notes issued since `from` (ADR 0055), each with its claim's lines, and as the negative
 * `SpendOrder` that `spendInsights` subtracts.
 */
async function creditNotesOf(ctx: { db: Db; catalogue: Catalogue }, accountIds: string[], from: Date) {
  const { creditNotes, deliveryClaims, deliveryClaimLines, orders } = schema;
  const rows = await ctx.db
    .select({ note: creditNotes, accountId: orders.accountId, sku: deliveryClaimLines.sku, productName: deliveryClaimLines.productName, outers: deliveryClaimLines.outers, lineNetCents: deliveryClaimLines.netCents })
    .from(creditNotes)
    .innerJoin(deliveryClaims, eq(deliveryClaims.id, creditNotes.claimId))
    .innerJoin(orders, eq(orders.id, deliveryClaims.orderId))
    .innerJoin(deliveryClaimLines, eq(deliveryClaimLines.claimId, deliveryClaims.id))
    .where(and(inArray(orders.accountId, accountIds), gte(creditNotes.issuedAt, from)))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id), asc(deliveryClaimLines.id));
  const { bySku } = await ctx.catalogue.get();
  const byNote = new Map<number, { number: string; accountId: string; issuedAt: Date; outers: number; netCents: number; vatCents: number; grossCents: number; asSpend: SpendOrder & { lines: SpendLine[] } }>();
  for (const r of rows) {
    let c = byNote.get(r.note.id);
    if (!c) {
      const asSpend = { orderedAt: r.note.issuedAt, status: OrderStatus.Processing, credit: true, netCents: -r.note.subTotalCents, vatCents: -r.note.vatTotalCents, grossCents: -r.note.totalCents, lines: [] };
      c = { number: r.note.number, accountId: r.accountId, issuedAt: r.note.issuedAt, outers: 0, netCents: r.note.subTotalCents, vatCents: r.note.vatTotalCents, grossCents: r.note.totalCents, asSpend };
      byNote.set(r.note.id, c);
    }
    c.outers += r.outers;
    c.asSpend.lines.push({ SKU: r.sku, product: r.productName, category: (bySku.get(r.sku)?.category as Category | undefined) ?? null, outers: -r.outers, netCents: -r.lineNetCents });
  }
  return [...byNote.values()];
}
