/**
 * Checking a delivery in (beyond the spec, ADR 0055): a delivered order's lines as invoiced, counted once
 * against what came. Outers throughout; the order is the store's or it is unknown (404).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DeliveryCheckIn, DeliveryLine, UnexpectedOuter } from '@trade-portal/api-client';
import { CLAIM_WINDOW_MS, checkInMessages, isTobacco } from '@trade-portal/domain';
import { schema, sqlState, type Conn, type Db, type OrderRow, type ProductRow } from '../db/open';
import { badRequest, conflict, unprocessable } from '../httpErrors';
import { claimOf } from './deliveryClaims';
import { deliveredOrder, productOfCode } from './deliveredOrders';
import type { Catalogue } from './catalogue';

/** What a check-in sends: every line of the order once, and the outers that were not on it (by code scanned). */
export interface CheckInRequest {
  OrderNumber: string;
  Lines: readonly { SKU: string; Received: number }[];
  Unexpected: readonly { Code: string; Received: number }[];
}

/** The check-in of an order row as sent on the wire, from its lines and what was counted. */
async function checkInOf(db: Conn, bySku: ReadonlyMap<string, ProductRow>, order: OrderRow & { deliveredAt: Date }): Promise<DeliveryCheckIn> {
  const [lines, [checkIn], counted] = await Promise.all([
    db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, order.id)).orderBy(schema.orderLines.id),
    db.select().from(schema.deliveryCheckIns).where(eq(schema.deliveryCheckIns.orderId, order.id)),
    db.select().from(schema.deliveryCheckInLines).where(eq(schema.deliveryCheckInLines.orderId, order.id)).orderBy(schema.deliveryCheckInLines.id),
  ]);
  const received = new Map(counted.filter((c) => c.onOrder && c.sku).map((c) => [c.sku!, c.received]));
  const deliveryLines: DeliveryLine[] = lines.map((l) => {
    const product = bySku.get(l.sku);
    return {
      SKU: l.sku,
      Product: l.productName,
      Invoiced: l.quantity,
      Received: received.get(l.sku) ?? null,
      IsTobacco: product ? isTobacco(product.category) : false,
      PackBarCode: product?.packBarCode ?? '',
      OuterBarCode: product?.outerBarCode ?? null,
    };
  });
  const unexpected: UnexpectedOuter[] = counted
    .filter((c) => !c.onOrder)
    .map((c) => ({ Code: c.code ?? '', SKU: c.sku, Product: (c.sku && bySku.get(c.sku)?.name) || null, Received: c.received }));
  return {
    OrderNumber: order.orderNumber,
    AccountNumber: order.accountId,
    DeliveredAt: order.deliveredAt.toISOString(),
    ClaimUntil: new Date(order.deliveredAt.getTime() + CLAIM_WINDOW_MS).toISOString(),
    CheckedInAt: checkIn ? checkIn.checkedInAt.toISOString() : null,
    Lines: deliveryLines,
    Unexpected: unexpected,
    Claim: await claimOf(db, order.id),
  };
}

/**
 * A delivered order's lines to count, and its check-in once sent.
 * @returns `DeliveryCheckIn` (outers; `Received` null before the check-in)
 * @throws HttpError 404 for an order that is not the store's; 409 for one not delivered yet
 */
export async function deliveryCheckIn(db: Db, catalogue: Catalogue, accountId: string, orderNumber: string): Promise<DeliveryCheckIn> {
  const { bySku } = await catalogue.get();
  return checkInOf(db, bySku, await deliveredOrder(db, accountId, orderNumber));
}

/** SHA-256 (hex) of a check-in's counts, in a fixed order, so a repeated key can be told apart from another body. */
function requestHashOf(request: CheckInRequest): string {
  const lines = [...request.Lines].map((l) => [l.SKU, l.Received]).sort();
  const unexpected = [...request.Unexpected].map((u) => [u.Code, u.Received]).sort();
  return createHash('sha256').update(JSON.stringify({ order: request.OrderNumber, lines, unexpected })).digest('hex');
}

/**
 * Records what came in a delivery, once, in one transaction.
 * @param idempotencyKey the request's Idempotency-Key: a repeat with the same counts returns the first answer
 * @returns the delivery as checked in
 * @throws HttpError 400 a line not on the order, listed twice or missing, or an unexpected code that names a
 *   line of the order; 404 an order that is not the store's; 409 not delivered, or already checked in;
 *   422 the key used before with other counts. Nothing is written on any of them.
 */
export async function checkInDelivery(db: Db, catalogue: Catalogue, accountId: string, userId: number, request: CheckInRequest, idempotencyKey?: string, now = new Date()): Promise<DeliveryCheckIn> {
  const hash = requestHashOf(request);
  // Read before the transaction: the catalogue's check uses its own connection, which the embedded
  // database's one connection would give it only after the transaction.
  const { bySku } = await catalogue.get();
  try {
    return await db.transaction(async (tx) => {
      const order = await deliveredOrder(tx, accountId, request.OrderNumber, true);
      const [existing] = await tx.select().from(schema.deliveryCheckIns).where(eq(schema.deliveryCheckIns.orderId, order.id));
      if (existing) {
        if (idempotencyKey && existing.idempotencyKey === idempotencyKey) {
          if (existing.requestHash !== hash) throw unprocessable(checkInMessages.keyReused);
          return checkInOf(tx, bySku, order);
        }
        throw conflict(checkInMessages.alreadyCheckedIn);
      }
      const lines = await tx.select({ sku: schema.orderLines.sku }).from(schema.orderLines).where(eq(schema.orderLines.orderId, order.id));
      const onOrder = new Set(lines.map((l) => l.sku));
      const seen = new Set<string>();
      for (const line of request.Lines) {
        if (!onOrder.has(line.SKU)) throw badRequest(checkInMessages.notOnOrder(line.SKU, order.orderNumber));
        if (seen.has(line.SKU)) throw badRequest(checkInMessages.listedTwice(line.SKU));
        seen.add(line.SKU);
      }
      const missing = lines.find((l) => !seen.has(l.sku));
      if (missing) throw badRequest(checkInMessages.missing(missing.sku));
      const codes = new Set<string>();
      const unexpected = request.Unexpected.map((u) => {
        if (codes.has(u.Code)) throw badRequest(checkInMessages.listedTwice(u.Code));
        codes.add(u.Code);
        const product = productOfCode(bySku, u.Code);
        if (product && onOrder.has(product.sku)) throw badRequest(checkInMessages.onTheOrder(u.Code));
        return { orderId: order.id, onOrder: false, sku: product?.sku ?? null, code: u.Code, received: u.Received };
      });
      await tx.insert(schema.deliveryCheckIns).values({ orderId: order.id, checkedInAt: now, userId, idempotencyKey: idempotencyKey ?? null, requestHash: hash });
      await tx.insert(schema.deliveryCheckInLines).values([
        ...request.Lines.map((l) => ({ orderId: order.id, onOrder: true, sku: l.SKU, code: null, received: l.Received })),
        ...unexpected,
      ]);
      return checkInOf(tx, bySku, order);
    });
  } catch (error) {
    // Two check-ins of one delivery at once: the second finds the first's row.
    if (sqlState(error) === '23505') throw conflict(checkInMessages.alreadyCheckedIn);
    throw error;
  }
}
