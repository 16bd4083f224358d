/**
 * Order cut-off (beyond the spec; ADR 0028): each store's weekly cut-off, read from its account
 * row; the instant until which a Pending order can change; and the 409 after it.
 */
import type { Order, OrderCutOff } from '@trade-portal/api-client';
import { OrderStatus } from '@trade-portal/domain';
import { editableUntil, nextCutOff, pastCutOffMessage, type CutOffRule } from '@trade-portal/domain/cut-off';
import { eq } from 'drizzle-orm';
import type { AccountRow, Conn, OrderRow } from '../db/open';
import { schema } from '../db/open';
import { conflict, notFound } from '../httpErrors';

/** The cut-off rule of an account row. */
export const cutOffRuleOfRow = (a: Pick<AccountRow, 'cutOffWeekday' | 'cutOffTime' | 'timeZone'>): CutOffRule => ({ weekday: a.cutOffWeekday, time: a.cutOffTime, timeZone: a.timeZone });

/**
 * The store's cut-off rule.
 * @throws HttpError 404 when the account does not exist
 */
export async function cutOffRuleOf(db: Conn, accountId: string): Promise<CutOffRule> {
  const [row] = await db
    .select({ cutOffWeekday: schema.accounts.cutOffWeekday, cutOffTime: schema.accounts.cutOffTime, timeZone: schema.accounts.timeZone })
    .from(schema.accounts)
    .where(eq(schema.accounts.jtiAccountId, accountId));
  if (!row) throw notFound('Account not found.');
  return cutOffRuleOfRow(row);
}

/**
 * The store's cut-off as sent on the wire (`GET /api/Order/CutOff`).
 * @param now the instant the next cut-off is counted from
 * @returns `OrderCutOff`: ISO weekday, 'HH:mm', IANA zone, and `NextCutOff` in ISO 8601 (UTC)
 */
export async function orderCutOff(db: Conn, accountId: string, now = new Date()): Promise<OrderCutOff> {
  const rule = await cutOffRuleOf(db, accountId);
  return { AccountNumber: accountId, Weekday: rule.weekday, Time: rule.time, TimeZone: rule.timeZone, NextCutOff: nextCutOff(rule, now).toISOString() };
}

/**
 * Refuses a change to an order whose cut-off has passed.
 * @throws HttpError 409 `{ Message: pastCutOffMessage }` when `now` is at or after the first cut-off after the order was placed
 */
export function assertBeforeCutOff(order: Pick<OrderRow, 'orderDate'>, rule: CutOffRule, now = new Date()): void {
  const until = editableUntil(rule, order.orderDate);
  if (now.getTime() >= until.getTime()) throw conflict(pastCutOffMessage(until, rule.timeZone));
}

/** The wire order with `EditableUntil` set when it is Pending (the first cut-off after `OrderDate`). */
export function withEditableUntil(order: Order, rule: CutOffRule): Order {
  if (order.Status !== OrderStatus.Pending) return order;
  return { ...order, EditableUntil: editableUntil(rule, new Date(order.OrderDate)).toISOString() };
}
