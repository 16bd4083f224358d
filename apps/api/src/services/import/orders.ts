/**
 * The past orders file of an import, optional (docs/import-formats.md): one row per order
 * line, the order's number, store, date and status repeated on each of its lines. Totals are summed from
 * the lines in integer cents with VAT once per order (§9), as the portal sums a cart, and each order's
 * invoice is drawn from it as for any other order (ADR 0010). An order already in the database with the
 * same number and content is left alone; with other content it is rewritten to the file's.
 */
import { cartTotalsCents, fromCents, OrderStatus, orderStatusName, toCents } from '@trade-portal/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { OrderLineRow, OrderRow, Tx } from '../../db/open';
import { schema } from '../../db/open';
import type { Checked, EntitySpec } from './fields';
import type { Problem } from './problems';
import { ACCOUNT_NUMBER } from './stores';
import { BATCH, type Counts } from './upsert';

const STATUSES = Object.keys(OrderStatus) as (keyof typeof OrderStatus)[];

/** An orders row (one order line) once checked. */
export interface OrderLineRecord {
  OrderNumber: string;
  JtiAccountId: string;
  /** ISO 8601 with its offset: '2026-03-04T10:30:00Z'. */
  OrderDate: string;
  Status: keyof typeof OrderStatus;
  SKU: string;
  /** The product's name when it was ordered. */
  Product: string;
  /** Outers. */
  Quantity: number;
  /** Net price per outer when it was ordered, EUR. */
  PriceOuter: number;
}

/** The orders file's fields and checks. */
export const orderSpec: EntitySpec<OrderLineRecord> = {
  entity: 'orders',
  fields: {
    OrderNumber: { schema: { type: 'string', pattern: '^[0-9]{1,18}$' }, required: true, hint: 'digits, at most 18' },
    JtiAccountId: { ...ACCOUNT_NUMBER, required: true },
    OrderDate: {
      schema: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,6})?)?(Z|[+-][0-9]{2}:[0-9]{2})$' },
      required: true,
      hint: 'a date and time in ISO 8601 with its offset, e.g. 2026-03-04T10:30:00Z',
    },
    Status: { schema: { enum: STATUSES }, required: true },
    SKU: { schema: { type: 'string', maxLength: 40 }, required: true },
    Product: { schema: { type: 'string', maxLength: 200 }, required: true },
    Quantity: { schema: { type: 'integer', minimum: 1, maximum: 100_000 }, required: true },
    PriceOuter: { schema: { type: 'number', minimum: 0, maximum: 1_000_000 }, required: true },
  },
  check: (o) => {
    const problems: { column?: string; message: string }[] = [];
    if (Number.isNaN(Date.parse(o.OrderDate))) problems.push({ column: 'OrderDate', message: `is not a date and time that exists ("${o.OrderDate}").` });
    if (Math.abs(toCents(o.PriceOuter) - o.PriceOuter * 100) >= 1e-6) problems.push({ column: 'PriceOuter', message: `must be in whole cents (at most two decimals), not ${o.PriceOuter}.` });
    return problems;
  },
};

/** One order as the import writes it. */
export interface ImportedOrder {
  orderNumber: string;
  accountId: string;
  orderDate: Date;
  status: number;
  /** Outers and the price per outer in integer cents, in the file's order. */
  lines: { sku: string; productName: string; quantity: number; priceOuterCents: number }[];
  /** Where its first line is, for problems. */
  file: string;
  line: number;
}

/**
 * The lines grouped into orders. Lines of one order that disagree on its store, date or status are problems.
 * @returns the orders in the order their first lines come, and the problems
 */
export function groupOrders(rows: Checked<OrderLineRecord>[]): { orders: ImportedOrder[]; problems: Problem[] } {
  const byNumber = new Map<string, ImportedOrder>();
  const problems: Problem[] = [];
  for (const { file, line, row } of rows) {
    const date = new Date(row.OrderDate);
    const status = OrderStatus[row.Status];
    let order = byNumber.get(row.OrderNumber);
    if (!order) {
      order = { orderNumber: row.OrderNumber, accountId: row.JtiAccountId, orderDate: date, status, lines: [], file, line };
      byNumber.set(row.OrderNumber, order);
    } else {
      const first = `${order.file} line ${order.line}`;
      if (order.accountId !== row.JtiAccountId) problems.push({ file, line, column: 'JtiAccountId', message: `is ${row.JtiAccountId}, but order ${row.OrderNumber} is for ${order.accountId} (${first}).` });
      if (order.orderDate.getTime() !== date.getTime()) problems.push({ file, line, column: 'OrderDate', message: `differs from order ${row.OrderNumber}'s date on ${first}.` });
      if (order.status !== status) problems.push({ file, line, column: 'Status', message: `is ${row.Status}, but order ${row.OrderNumber} is ${orderStatusName(order.status)} (${first}).` });
    }
    order.lines.push({ sku: row.SKU, productName: row.Product, quantity: row.Quantity, priceOuterCents: toCents(row.PriceOuter) });
  }
  return { orders: [...byNumber.values()], problems };
}

/** An order's content as compared between the file and the database. */
function signature(o: { accountId: string; orderDate: Date; status: number }, lines: { sku: string; productName: string; quantity: number; priceOuterCents: number }[]): string {
  return JSON.stringify([o.accountId, o.orderDate.getTime(), o.status, lines.map((l) => [l.sku, l.productName, l.quantity, l.priceOuterCents])]);
}

/**
 * Writes the orders: new numbers inserted with their lines and totals; an existing order whose content
 * differs rewritten (its lines replaced); an identical one left alone. Then the order-number sequence is
 * moved past the highest number, so a new order never takes an imported one's.
 * @returns the counts
 */
export async function writeOrders(tx: Tx, orders: ImportedOrder[], onBatch?: (done: number) => void): Promise<Counts> {
  const counts: Counts = { inserted: 0, updated: 0, unchanged: 0 };
  for (let i = 0; i < orders.length; i += BATCH) {
    const batch = orders.slice(i, i + BATCH);
    const existing = await tx.select().from(schema.orders).where(inArray(schema.orders.orderNumber, batch.map((o) => o.orderNumber)));
    const lines = existing.length ? await tx.select().from(schema.orderLines).where(inArray(schema.orderLines.orderId, existing.map((o) => o.id))).orderBy(schema.orderLines.id) : [];
    const linesOf = new Map<number, OrderLineRow[]>();
    for (const l of lines) linesOf.set(l.orderId, [...(linesOf.get(l.orderId) ?? []), l]);
    const byNumber = new Map<string, OrderRow>(existing.map((o) => [o.orderNumber, o]));

    const fresh: ImportedOrder[] = [];
    for (const order of batch) {
      const before = byNumber.get(order.orderNumber);
      const totals = cartTotalsCents(order.lines);
      const header = { accountId: order.accountId, orderDate: order.orderDate, status: order.status, ...totals };
      if (!before) {
        fresh.push(order);
        continue;
      }
      if (signature(before, linesOf.get(before.id) ?? []) === signature(order, order.lines)) {
        counts.unchanged++;
        continue;
      }
      await tx.update(schema.orders).set(header).where(eq(schema.orders.id, before.id));
      await tx.delete(schema.orderLines).where(eq(schema.orderLines.orderId, before.id));
      await tx.insert(schema.orderLines).values(order.lines.map((l) => ({ ...l, orderId: before.id })));
      counts.updated++;
    }
    if (fresh.length) {
      const ids = await tx
        .insert(schema.orders)
        .values(fresh.map((o) => ({ orderNumber: o.orderNumber, accountId: o.accountId, orderDate: o.orderDate, status: o.status, ...cartTotalsCents(o.lines) })))
        .returning({ id: schema.orders.id, orderNumber: schema.orders.orderNumber });
      const idOf = new Map(ids.map((r) => [r.orderNumber, r.id]));
      const rows = fresh.flatMap((o) => o.lines.map((l) => ({ ...l, orderId: idOf.get(o.orderNumber)! })));
      for (let j = 0; j < rows.length; j += BATCH) await tx.insert(schema.orderLines).values(rows.slice(j, j + BATCH));
      counts.inserted += fresh.length;
    }
    onBatch?.(i + batch.length);
  }
  if (counts.inserted > 0) {
    await tx.execute(sql`select setval('order_number_seq', greatest(
      (select last_value from order_number_seq),
      (select coalesce(max(order_number::bigint), 0) from orders where order_number ~ '^[0-9]{1,18}$')))`);
  }
  return counts;
}

/** Database orders with their lines → the rows the exporter writes, one per line. */
export function orderLineRecords(order: OrderRow, lines: OrderLineRow[]): OrderLineRecord[] {
  return lines.map((l) => ({
    OrderNumber: order.orderNumber,
    JtiAccountId: order.accountId,
    OrderDate: order.orderDate.toISOString(),
    Status: orderStatusName(order.status),
    SKU: l.sku,
    Product: l.productName,
    Quantity: l.quantity,
    PriceOuter: fromCents(l.priceOuterCents),
  }));
}
