/**
 * The store's usual order (`GET /api/OrderHistory/UsualOrder`): its orders of the last weeks,
 * read in one query, put through domain's `usualOrder` rule against the in-memory catalogue.
 */
import { OrderStatus, USUAL_ORDER_WEEKS, usualOrder, type UsualOrderAdjustment, type UsualOrderProduct } from '@trade-portal/domain';
import type { UsualOrder } from '@trade-portal/api-client';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Catalogue } from './catalogue';
import { alternativeOf } from './recommendations';
import type { Conn, ProductRow } from '../db/open';
import { schema } from '../db/open';
import { notFound } from '../httpErrors';

const DAY_MS = 86_400_000;

const adjustments = { minimum: 'Minimum', increment: 'Increment', maximum: 'Maximum' } as const;
const adjustmentOf = (a: UsualOrderAdjustment) => (a === null ? null : adjustments[a]);

/** A product row as the rule reads it, with the alternative it would be offered (§7 AlternativeProduct). */
interface RuleProduct extends UsualOrderProduct {
  row: ProductRow;
}

/**
 * The usual order of a store (the rule is domain's `usualOrder`: 8 weeks of 7 days in the store's time
 * zone, ending today). One query reads the store's time zone, the date of its first order that is not
 * Cancelled, and the lines of its orders of the window that are not Cancelled; the catalogue comes from
 * the in-memory copy. Alternatives are worked out only for the usual products that cannot be ordered.
 * @param ctx the database and the catalogue
 * @param accountId a store the caller may view orders of (checked by the handler)
 * @param now the instant whose store-local day ends week 0 (tests pass one)
 * @returns `UsualOrder`: quantities in outers, reasons as week counts and outers, never sentences
 * @throws HttpError 404 when the store does not exist (it was the caller's when the token was read)
 */
export async function usualOrderOf(ctx: { db: Conn; catalogue: Catalogue }, accountId: string, now = new Date()): Promise<UsualOrder> {
  const { orders, orderLines, accounts } = schema;
  const first = alias(orders, 'first_orders');
  // A day more than the window, so that a line of the window's first store-local day is read whatever the
  // zone's offset; the rule cuts at the store's calendar day.
  const from = new Date(now.getTime() - (USUAL_ORDER_WEEKS * 7 + 1) * DAY_MS);
  // The store's first order that is not Cancelled, in epoch milliseconds as float8, which both drivers hand
  // over as a number.
  const firstOrder = ctx.db
    .select({ at: sql`extract(epoch from min(${first.orderDate}))::float8 * 1000` })
    .from(first)
    .where(and(eq(first.accountId, accounts.jtiAccountId), ne(first.status, OrderStatus.Cancelled)));
  const rows = await ctx.db
    .select({
      timeZone: accounts.timeZone,
      firstOrderedAt: sql<number | null>`(${firstOrder})`.mapWith(Number),
      orderedAt: orders.orderDate,
      sku: orderLines.sku,
      productName: orderLines.productName,
      quantity: orderLines.quantity,
    })
    .from(accounts)
    .leftJoin(orders, and(eq(orders.accountId, accounts.jtiAccountId), ne(orders.status, OrderStatus.Cancelled), gte(orders.orderDate, from)))
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(accounts.jtiAccountId, accountId))
    .orderBy(orders.orderDate, orderLines.id);
  const [head] = rows;
  if (!head) throw notFound('This account was not found.');

  const lines = rows.flatMap((r) => (r.orderedAt && r.sku !== null && r.quantity !== null ? [{ orderedAt: r.orderedAt, SKU: r.sku, Quantity: r.quantity }] : []));
  // The name each SKU was last ordered under, for a product gone from the catalogue.
  const lastName = new Map(rows.flatMap((r) => (r.sku !== null && r.productName !== null ? [[r.sku, r.productName] as const] : [])));
  const { bySku } = await ctx.catalogue.get();
  const catalogue = new Map<string, RuleProduct>();
  const ruleProduct = (row: ProductRow): RuleProduct => ({
    SKU: row.sku,
    MinimumOrder: row.minimumOrder,
    MinimumOrderIncremental: row.minimumOrderIncremental,
    OutOfStock: row.outOfStock,
    IsArchived: row.isArchived,
    row,
  });
  // Only the products the store ordered, and the alternatives of those that cannot be ordered: a handful of
  // rows rather than the whole catalogue (up to 20,000 with SEED_PRODUCTS). An alternative is orderable, so
  // when the store also ordered it, either entry serves.
  for (const sku of lastName.keys()) {
    const row = bySku.get(sku);
    if (!row) continue;
    const p = ruleProduct(row);
    if (row.outOfStock || row.isArchived) {
      const alternative = alternativeOf(bySku, row);
      p.AlternativeSKU = alternative?.sku ?? null;
      if (alternative && !catalogue.has(alternative.sku)) catalogue.set(alternative.sku, ruleProduct(alternative));
    }
    catalogue.set(sku, p);
  }

  const answer = usualOrder({ lines, catalogue, today: now, timeZone: head.timeZone, firstOrderedAt: head.firstOrderedAt });
  const common = (h: { SKU: string; medianOuters: number; weeksOrdered: number; weeksConsidered: number; lastOrderedWeeksAgo: number }) => ({
    SKU: h.SKU,
    MedianQuantity: h.medianOuters,
    WeeksOrdered: h.weeksOrdered,
    WeeksConsidered: h.weeksConsidered,
    LastOrderedWeeksAgo: h.lastOrderedWeeksAgo,
  });
  return {
    AccountNumber: accountId,
    Weeks: answer.weeks,
    WeeksConsidered: answer.weeksConsidered,
    Proposals: answer.proposals.map((p) => ({
      ...common(p),
      Product: p.product.row.name,
      Quantity: p.outers,
      Adjustment: adjustmentOf(p.adjustedBy),
      AlmostEveryWeek: p.almostEveryWeek,
    })),
    LeftOut: answer.leftOut.map((l) => ({
      ...common(l),
      Product: l.product?.row.name ?? lastName.get(l.SKU) ?? l.SKU,
      Reason: l.reason,
      Alternative: l.alternative && l.alternativeOuters ? { SKU: l.alternative.SKU, Product: l.alternative.row.name, Quantity: l.alternativeOuters } : null,
    })),
    DidYouForget: answer.didYouForget.map((p) => p.SKU),
  };
}
