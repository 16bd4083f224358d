/** A store's delivered order and the products a scanned code names: what the check-in and the claim share (ADR 0055). */
import { and, eq } from 'drizzle-orm';
import { checkInMessages, messages } from '@trade-portal/domain';
import { schema, type Conn, type OrderRow, type ProductRow } from '../db/open';
import { conflict, notFound } from '../httpErrors';

/** The store's delivered order by number, locked for update when `forUpdate`. @throws HttpError 404, 409 */
export async function deliveredOrder(db: Conn, accountId: string, orderNumber: string, forUpdate = false): Promise<OrderRow & { deliveredAt: Date }> {
  const query = db.select().from(schema.orders).where(and(eq(schema.orders.accountId, accountId), eq(schema.orders.orderNumber, orderNumber))).limit(1);
  const [order] = forUpdate ? await query.for('update') : await query;
  // Another store's order reads as an unknown one.
  if (!order) throw notFound(messages.invoiceInvalid);
  if (!order.deliveredAt) throw conflict(checkInMessages.notDelivered);
  return order as OrderRow & { deliveredAt: Date };
}

/** The product a scanned code names: its SKU, pack barcode or outer barcode. */
export function productOfCode(bySku: ReadonlyMap<string, ProductRow>, code: string): ProductRow | undefined {
  const direct = bySku.get(code);
  if (direct) return direct;
  for (const p of bySku.values()) if (p.packBarCode === code || p.outerBarCode === code) return p;
  return undefined;
}
