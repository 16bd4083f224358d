/** Delivery tag (beyond the spec, ADR 0055): checking a delivery in and claiming on it. Order views, so 403 at TierAccessLevel 3 (§6). */
import { claimMessages, creditNoteFileName } from '@trade-portal/domain';
import { notFound } from '../httpErrors';
import { readClaimPhoto } from '../services/claimPhotos';
import { checkInDelivery, deliveryCheckIn } from '../services/deliveries';
import { addClaimPhoto, creditNoteClaim, decideClaim, emailClaimDecision, isStorePhoto, submitClaim } from '../services/deliveryClaims';
import { renderCreditNote } from '../services/invoice';
import { body, callerOf, idempotencyKeyOf, query, sendBody, sent, type HandlerContext, type HandlerMap } from './context';
import { viewingAccountOf } from './orderHistory';

/** Handlers of the Delivery tag. */
export function deliveryHandlers({ db, catalogue, claimPhotoDir, mailer, publicUrl, afterAnswer }: HandlerContext) {
  return {
    /** A delivered order's lines to count, its check-in and its claim once sent; 404 for another store's order, 409 before delivery. */
    async getDeliveryCheckIn(req) {
      return deliveryCheckIn(db, catalogue, viewingAccountOf(req), query<'getDeliveryCheckIn'>(req).orderNumber);
    },
    /** Records the counts once (`checkInDelivery`); a repeated Idempotency-Key with the same counts returns the first answer. */
    async checkInDelivery(req) {
      return checkInDelivery(db, catalogue, viewingAccountOf(req), callerOf(req).userId, body<'checkInDelivery'>(req), idempotencyKeyOf(req));
    },
    /** Keeps a photo for the delivery's claim, re-encoded (`addClaimPhoto`): 201 with its id and sizes. */
    async addDeliveryClaimPhoto(req, reply) {
      const accountId = viewingAccountOf(req);
      const kept = await addClaimPhoto(db, claimPhotoDir, accountId, query<'addDeliveryClaimPhoto'>(req).orderNumber, req.body as Buffer);
      return sendBody(reply, 201, { PhotoId: kept.id, ReceivedBytes: kept.receivedBytes, Bytes: kept.bytes, Width: kept.width, Height: kept.height });
    },
    /** A claim's photo to the store's own users, `no-store`; another store's or none answers 404 alike. */
    async getDeliveryClaimPhoto(req, reply) {
      const accountId = viewingAccountOf(req);
      const { photoId } = query<'getDeliveryClaimPhoto'>(req);
      if (!(await isStorePhoto(db, accountId, photoId))) throw notFound(claimMessages.photoNotFound);
      const jpeg = await readClaimPhoto(claimPhotoDir, photoId).catch(() => {
        throw notFound(claimMessages.photoNotFound);
      });
      return sent<string>(reply.type('image/jpeg').header('Cache-Control', 'no-store').send(jpeg));
    },
    /**
     * Records the delivery's claim once (`submitClaim`): 201; a repeated Idempotency-Key with the same body
     * returns the first answer. A claim accepted at once is emailed to the store's users after the answer.
     */
    async submitDeliveryClaim(req, reply) {
      const { claim, created } = await submitClaim(db, catalogue, viewingAccountOf(req), callerOf(req).userId, body<'submitDeliveryClaim'>(req), idempotencyKeyOf(req));
      if (created && claim.Status === 'Accepted') afterAnswer.run(() => emailClaimDecision(db, mailer, publicUrl, claim));
      return sendBody(reply, 201, claim);
    },
    /** An accepted claim's credit note as a PDF (`renderCreditNote`), `no-store`; another store's answers 404 as an unknown one. */
    async getCreditNote(req, reply) {
      const { creditNoteNumber } = query<'getCreditNote'>(req);
      const { claim, account } = await creditNoteClaim(db, viewingAccountOf(req), creditNoteNumber);
      const pdf = await renderCreditNote(claim, account);
      return sent<string>(reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${creditNoteFileName(creditNoteNumber)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf));
    },
    /** The manufacturer's decision on a claim under review (`decideClaim`), emailed to the store's users after the answer. */
    async submitClaimDecision(req) {
      const { ClaimNumber, Decision, Reason } = body<'submitClaimDecision'>(req);
      const claim = await decideClaim(db, ClaimNumber, Decision, Reason);
      afterAnswer.run(() => emailClaimDecision(db, mailer, publicUrl, claim));
      return claim;
    },
  } satisfies HandlerMap;
}
