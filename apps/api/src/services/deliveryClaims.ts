/**
 * A claim on a delivery (beyond the spec, ADR 0055): sent once within 48 hours of delivery, line by line;
 * shortages worth at most €50.00 are accepted at once, the rest wait for the manufacturer's decision; an
 * accepted claim issues a credit note. Outers, and cents inside (EUR on the wire).
 */
import { createHash } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { CreditNote, DeliveryClaim, DeliveryClaimRequest, DeliveryClaimStatus } from '@trade-portal/api-client';
import { CLAIM_PHOTOS_MAX, claimMessages, creditNoteNumber, formatEur, fromCents, isAcceptedAtOnce, isClaimOpen, vatCents, type ClaimReason } from '@trade-portal/domain';
import { schema, sqlState, type Conn, type Db } from '../db/open';
import { badRequest, conflict, notFound, unprocessable } from '../httpErrors';
import type { Catalogue } from './catalogue';
import { keepClaimPhoto, type KeptPhoto } from './claimPhotos';
import { deliveredOrder, productOfCode } from './deliveredOrders';
import { emailHtml, emailText, type EmailContent, type Mailer } from './mail';

/** A claim's number as a store and the manufacturer read it: `CL` and six digits. */
export const claimNumberOf = (id: number): string => `CL${String(id).padStart(6, '0')}`;

/** The claim's id a number names, or undefined for one that is not a claim number. */
export function claimIdOf(claimNumber: string): number | undefined {
  const match = /^CL(\d{1,12})$/.exec(claimNumber.trim().toUpperCase());
  return match ? Number(match[1]) : undefined;
}

/**
 * The claim as sent on the wire, with its lines, history and credit note.
 * @param orderId the order whose claim is read
 * @returns null when the order has no claim
 */
export async function claimOf(db: Conn, orderId: number): Promise<DeliveryClaim | null> {
  const [claim] = await db
    .select({ claim: schema.deliveryClaims, orderNumber: schema.orders.orderNumber, accountId: schema.orders.accountId })
    .from(schema.deliveryClaims)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.deliveryClaims.orderId))
    .where(eq(schema.deliveryClaims.orderId, orderId));
  if (!claim) return null;
  const id = claim.claim.id;
  const [lines, events, photos, [credit]] = await Promise.all([
    db.select().from(schema.deliveryClaimLines).where(eq(schema.deliveryClaimLines.claimId, id)).orderBy(asc(schema.deliveryClaimLines.id)),
    db.select().from(schema.deliveryClaimEvents).where(eq(schema.deliveryClaimEvents.claimId, id)).orderBy(asc(schema.deliveryClaimEvents.id)),
    db.select().from(schema.claimPhotos).where(eq(schema.claimPhotos.claimId, id)).orderBy(asc(schema.claimPhotos.createdAt), asc(schema.claimPhotos.id)),
    db.select().from(schema.creditNotes).where(eq(schema.creditNotes.claimId, id)),
  ]);
  const insteadSkus = lines.flatMap((l) => (l.receivedInsteadSku ? [l.receivedInsteadSku] : []));
  const names = new Map(
    insteadSkus.length ? (await db.select({ sku: schema.products.sku, name: schema.products.name }).from(schema.products).where(inArray(schema.products.sku, insteadSkus))).map((p) => [p.sku, p.name]) : [],
  );
  const creditNote: CreditNote | null = credit
    ? { CreditNoteNumber: credit.number, IssuedAt: credit.issuedAt.toISOString(), SubTotal: fromCents(credit.subTotalCents), VatTotal: fromCents(credit.vatTotalCents), Total: fromCents(credit.totalCents) }
    : null;
  return {
    ClaimNumber: claimNumberOf(id),
    OrderNumber: claim.orderNumber,
    AccountNumber: claim.accountId,
    SubmittedAt: claim.claim.submittedAt.toISOString(),
    Status: claim.claim.status as DeliveryClaimStatus,
    Lines: lines.map((l) => ({
      SKU: l.sku,
      Product: l.productName,
      Reason: l.reason as ClaimReason,
      Outers: l.outers,
      NetAmount: fromCents(l.netCents),
      PhotoIds: photos.filter((p) => p.sku === l.sku && l.reason === 'Damaged').map((p) => p.id),
      ReceivedInstead: l.receivedInsteadCode === null ? null : { Code: l.receivedInsteadCode, SKU: l.receivedInsteadSku, Product: (l.receivedInsteadSku && names.get(l.receivedInsteadSku)) || null },
    })),
    NetAmount: fromCents(claim.claim.netCents),
    Note: claim.claim.note,
    History: events.map((e) => ({ At: e.at.toISOString(), Status: e.status as DeliveryClaimStatus, Reason: e.reason })),
    CreditNote: creditNote,
  };
}

/** The claim of a delivery, if any, read for the account's order. @throws HttpError 404, 409 as `deliveredOrder` */
async function openClaimOrder(db: Conn, accountId: string, orderNumber: string, now: Date, forUpdate = false) {
  const order = await deliveredOrder(db, accountId, orderNumber, forUpdate);
  const [existing] = await db.select().from(schema.deliveryClaims).where(eq(schema.deliveryClaims.orderId, order.id));
  return { order, existing, open: isClaimOpen(order.deliveredAt, now) };
}

/**
 * Keeps a photo for the delivery's claim, re-encoded (`keepClaimPhoto`).
 * @param image the bytes as sent
 * @throws HttpError 404 another store's order; 409 not delivered, the claim already sent or its window closed;
 *   413 over 10 MB; 400 not a JPEG, PNG or WebP (HEIC with how to send it). Nothing is kept on any of them.
 */
export async function addClaimPhoto(db: Db, photoDir: string, accountId: string, orderNumber: string, image: Buffer, now = new Date()): Promise<KeptPhoto> {
  const { order, existing, open } = await openClaimOrder(db, accountId, orderNumber, now);
  if (existing) throw conflict(claimMessages.alreadyClaimed);
  if (!open) throw conflict(claimMessages.windowClosed);
  const kept = await keepClaimPhoto(photoDir, image);
  await db.insert(schema.claimPhotos).values({ id: kept.id, orderId: order.id, receivedBytes: kept.receivedBytes, bytes: kept.bytes, width: kept.width, height: kept.height, createdAt: now });
  return kept;
}

/**
 * Whose photo is this: the photo's id if it belongs to an order of `accountId`, so the caller may read its file.
 * @returns false for another store's photo or none (both answer 404)
 */
export async function isStorePhoto(db: Db, accountId: string, photoId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: schema.claimPhotos.id })
    .from(schema.claimPhotos)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.claimPhotos.orderId))
    .where(sql`${schema.claimPhotos.id} = ${photoId} and ${schema.orders.accountId} = ${accountId}`);
  return Boolean(row);
}

/** SHA-256 (hex) of a claim's body in a fixed order, so a repeated key can be told apart from another body. */
function requestHashOf(request: DeliveryClaimRequest): string {
  const lines = request.Lines.map((l) => [l.SKU, l.Reason, l.Outers, [...(l.PhotoIds ?? [])].sort(), l.ReceivedInstead ?? null]).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return createHash('sha256').update(JSON.stringify({ order: request.OrderNumber, lines, note: request.Note ?? null })).digest('hex');
}

/**
 * Issues the credit note of an accepted claim: its net, VAT at 23 % and gross, numbered from the sequence.
 * @returns the credit note's number
 */
export async function issueCreditNote(tx: Conn, claimId: number, netCents: number, now: Date): Promise<string> {
  const seq = (await tx.execute(sql`select nextval('credit_note_seq')::int as n`)) as unknown as { rows: { n: number }[] };
  const number = creditNoteNumber(Number(seq.rows[0]!.n));
  const vat = vatCents(netCents);
  await tx.insert(schema.creditNotes).values({ number, claimId, issuedAt: now, subTotalCents: netCents, vatTotalCents: vat, totalCents: netCents + vat });
  return number;
}

/**
 * Records a claim on a delivery, once, in one transaction; accepted at once (with its credit note) when it
 * is shortages only worth at most €50.00 net, else Under review.
 * @param idempotencyKey the request's Idempotency-Key: a repeat with the same body returns the first answer
 * @returns the claim as recorded, and whether this call recorded it (false for a repeat of its key)
 * @throws HttpError 400 a line not on the order, more outers than invoiced (per line, all reasons together),
 *   a reason twice for a line, a damaged line without a photo, a wrong product without what came, a photo
 *   not of this delivery or already used, over 10 photos; 404 another store's order; 409 not delivered,
 *   after the window, a second claim; 422 the key used before with another body. Nothing is written on any.
 */
export async function submitClaim(db: Db, catalogue: Catalogue, accountId: string, userId: number, request: DeliveryClaimRequest, idempotencyKey?: string, now = new Date()): Promise<{ claim: DeliveryClaim; created: boolean }> {
  const hash = requestHashOf(request);
  // Read before the transaction: the embedded database's one connection is the transaction's until it ends.
  const { bySku } = await catalogue.get();
  try {
    return await db.transaction(async (tx) => {
      const { order, existing, open } = await openClaimOrder(tx, accountId, request.OrderNumber, now, true);
      if (existing) {
        if (idempotencyKey && existing.idempotencyKey === idempotencyKey) {
          if (existing.requestHash !== hash) throw unprocessable(claimMessages.keyReused);
          return { claim: (await claimOf(tx, order.id))!, created: false };
        }
        throw conflict(claimMessages.alreadyClaimed);
      }
      if (!open) throw conflict(claimMessages.windowClosed);
      const orderLines = await tx.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, order.id));
      const bySkuOnOrder = new Map(orderLines.map((l) => [l.sku, l]));
      const claimedOuters = new Map<string, number>();
      const reasons = new Set<string>();
      const lines = request.Lines.map((l) => {
        const line = bySkuOnOrder.get(l.SKU);
        if (!line) throw badRequest(claimMessages.notOnOrder(l.SKU, order.orderNumber));
        if (reasons.has(`${l.SKU} ${l.Reason}`)) throw badRequest(claimMessages.listedTwice(l.SKU));
        reasons.add(`${l.SKU} ${l.Reason}`);
        const outers = (claimedOuters.get(l.SKU) ?? 0) + l.Outers;
        if (outers > line.quantity) throw badRequest(claimMessages.moreThanInvoiced(l.SKU, line.quantity));
        claimedOuters.set(l.SKU, outers);
        if (l.Reason === 'Damaged' && !l.PhotoIds?.length) throw badRequest(claimMessages.photoRequired(l.SKU));
        if (l.Reason !== 'Damaged' && l.PhotoIds?.length) throw badRequest(claimMessages.photoOnlyWhenDamaged(l.SKU));
        if (l.Reason === 'WrongProduct' && !l.ReceivedInstead) throw badRequest(claimMessages.whatCameRequired(l.SKU));
        const instead = l.Reason === 'WrongProduct' ? l.ReceivedInstead! : null;
        return {
          sku: l.SKU,
          productName: line.productName,
          reason: l.Reason,
          outers: l.Outers,
          netCents: l.Outers * line.priceOuterCents,
          receivedInsteadCode: instead,
          receivedInsteadSku: instead === null ? null : (productOfCode(bySku, instead)?.sku ?? null),
          photoIds: l.PhotoIds ?? [],
        };
      });
      // A line's own mistake is named before the photos are looked up.
      const photoIds = request.Lines.flatMap((l) => l.PhotoIds ?? []);
      if (photoIds.length > CLAIM_PHOTOS_MAX) throw badRequest(claimMessages.tooManyPhotos);
      if (new Set(photoIds).size !== photoIds.length) throw badRequest(claimMessages.photoUsedTwice);
      const photos = photoIds.length ? await tx.select().from(schema.claimPhotos).where(inArray(schema.claimPhotos.id, photoIds)) : [];
      if (photos.length !== photoIds.length || photos.some((p) => p.orderId !== order.id || p.claimId !== null)) throw badRequest(claimMessages.unknownPhoto);
      const netCents = lines.reduce((sum, l) => sum + l.netCents, 0);
      const accepted = isAcceptedAtOnce(lines.map((l) => ({ Reason: l.reason, netCents: l.netCents })));
      const status: DeliveryClaimStatus = accepted ? 'Accepted' : 'UnderReview';
      const [claim] = await tx
        .insert(schema.deliveryClaims)
        .values({ orderId: order.id, submittedAt: now, userId, status, netCents, note: request.Note?.trim() || null, idempotencyKey: idempotencyKey ?? null, requestHash: hash })
        .returning({ id: schema.deliveryClaims.id });
      const claimId = claim!.id;
      await tx.insert(schema.deliveryClaimLines).values(lines.map(({ photoIds: _photos, ...l }) => ({ claimId, ...l })));
      for (const l of lines) {
        if (l.photoIds.length) await tx.update(schema.claimPhotos).set({ claimId, sku: l.sku }).where(inArray(schema.claimPhotos.id, l.photoIds));
      }
      await tx.insert(schema.deliveryClaimEvents).values({ claimId, at: now, status: 'UnderReview', reason: null });
      if (accepted) {
        await tx.insert(schema.deliveryClaimEvents).values({ claimId, at: now, status: 'Accepted', reason: 'Accepted at once: shortages of at most €50.00.' });
        await issueCreditNote(tx, claimId, netCents, now);
      }
      return { claim: (await claimOf(tx, order.id))!, created: true };
    });
  } catch (error) {
    // Two claims of one delivery at once: the second finds the first's row.
    if (sqlState(error) === '23505') throw conflict(claimMessages.alreadyClaimed);
    throw error;
  }
}


/** What the manufacturer decides on a claim under review. */
export type ClaimDecision = 'Accepted' | 'Rejected';

/**
 * The manufacturer's decision on a claim under review (a CLI command, or the back office's operation): its
 * status and a history line with the reason; an accepted claim issues its credit note. Decided once.
 * @param claimNumber `CL` and digits, as the store and the email read it
 * @param reason why, as the store's users read it (1–500 characters)
 * @returns the claim as decided
 * @throws HttpError 404 an unknown claim; 409 one already decided; 400 no reason
 */
export async function decideClaim(db: Db, claimNumber: string, decision: ClaimDecision, reason: string, now = new Date()): Promise<DeliveryClaim> {
  const text = reason.trim();
  if (!text || text.length > 500) throw badRequest(claimMessages.reasonRequired);
  const id = claimIdOf(claimNumber);
  if (id === undefined) throw notFound(claimMessages.unknownClaim);
  return db.transaction(async (tx) => {
    const [claim] = await tx.select().from(schema.deliveryClaims).where(eq(schema.deliveryClaims.id, id)).for('update');
    if (!claim) throw notFound(claimMessages.unknownClaim);
    if (claim.status !== 'UnderReview') throw conflict(claimMessages.alreadyDecided(claimNumberOf(id), claim.status));
    await tx.update(schema.deliveryClaims).set({ status: decision }).where(eq(schema.deliveryClaims.id, id));
    await tx.insert(schema.deliveryClaimEvents).values({ claimId: id, at: now, status: decision, reason: text });
    if (decision === 'Accepted') await issueCreditNote(tx, id, claim.netCents, now);
    return (await claimOf(tx, claim.orderId))!;
  });
}

/**
 * Emails every user of the claim's store its decision (ADR 0055): accepted (with the credit note) or rejected
 * (with the reason), linking to the order's check-in where the claim is shown.
 * @param publicUrl the portal's address, without a trailing slash
 */
export async function emailClaimDecision(db: Db, mailer: Mailer, publicUrl: string, claim: DeliveryClaim): Promise<void> {
  const [account] = await db.select({ name: schema.accounts.accountName }).from(schema.accounts).where(eq(schema.accounts.jtiAccountId, claim.AccountNumber));
  const users = await db
    .select({ email: schema.users.email, firstName: schema.users.firstName })
    .from(schema.userAccounts)
    .innerJoin(schema.users, eq(schema.users.id, schema.userAccounts.userId))
    .where(eq(schema.userAccounts.accountId, claim.AccountNumber));
  const decided = claim.History.at(-1)!;
  const store = account?.name ?? claim.AccountNumber;
  const accepted = claim.Status === 'Accepted';
  const subject = `Claim ${claim.ClaimNumber} on order ${claim.OrderNumber}: ${accepted ? 'accepted' : 'rejected'}`;
  for (const user of users) {
    const content: EmailContent = {
      greeting: `Hello ${user.firstName},`,
      paragraphs: [
        accepted
          ? `Your claim ${claim.ClaimNumber} on order ${claim.OrderNumber} for ${store} is accepted. Credit note ${claim.CreditNote!.CreditNoteNumber} credits ${formatEur(claim.CreditNote!.Total)} including VAT (${formatEur(claim.CreditNote!.SubTotal)} net).`
          : `Your claim ${claim.ClaimNumber} on order ${claim.OrderNumber} for ${store} is rejected.`,
        ...(decided.Reason ? [`The reason: ${decided.Reason}`] : []),
      ],
      action: { label: 'See the claim', href: `${publicUrl}/check-in?order=${encodeURIComponent(claim.OrderNumber)}` },
    };
    await mailer.send({ to: user.email, subject, kind: 'claim', text: emailText(content), html: emailHtml(content), link: content.action!.href });
  }
}

/**
 * The claim a credit note belongs to, when it is `accountId`'s.
 * @returns the claim (with its `CreditNote`) and the store's name and address for the PDF
 * @throws HttpError 404 for another store's credit note or none, alike
 */
export async function creditNoteClaim(db: Db, accountId: string, creditNoteNumber: string): Promise<{ claim: DeliveryClaim; account: { AccountName: string; AddressLine1: string; JtiAccountId: string } }> {
  const [row] = await db
    .select({ orderId: schema.deliveryClaims.orderId, accountName: schema.accounts.accountName, addressLine1: schema.accounts.addressLine1 })
    .from(schema.creditNotes)
    .innerJoin(schema.deliveryClaims, eq(schema.deliveryClaims.id, schema.creditNotes.claimId))
    .innerJoin(schema.orders, eq(schema.orders.id, schema.deliveryClaims.orderId))
    .innerJoin(schema.accounts, eq(schema.accounts.jtiAccountId, schema.orders.accountId))
    .where(sql`${schema.creditNotes.number} = ${creditNoteNumber} and ${schema.orders.accountId} = ${accountId}`);
  if (!row) throw notFound(claimMessages.unknownCreditNote);
  return { claim: (await claimOf(db, row.orderId))!, account: { AccountName: row.accountName, AddressLine1: row.addressLine1, JtiAccountId: accountId } };
}
