/** Delivery tag (beyond the spec, ADR 0055): checking a delivery in. Order views, so 403 at TierAccessLevel 3 (§6). */
import { checkInDelivery, deliveryCheckIn } from '../services/deliveries';
import { body, callerOf, query, type HandlerContext, type HandlerMap } from './context';
import { viewingAccountOf } from './orderHistory';

/** Handlers of the Delivery tag. */
export function deliveryHandlers({ db, catalogue }: HandlerContext) {
  return {
    /** A delivered order's lines to count, and its check-in once sent; 404 for another store's order, 409 before delivery. */
    async getDeliveryCheckIn(req) {
      return deliveryCheckIn(db, catalogue, viewingAccountOf(req), query<'getDeliveryCheckIn'>(req).orderNumber);
    },
    /** Records the counts once (`checkInDelivery`); a repeated Idempotency-Key with the same counts returns the first answer. */
    async checkInDelivery(req) {
      const key = req.headers['idempotency-key'];
      return checkInDelivery(db, catalogue, viewingAccountOf(req), callerOf(req).userId, body<'checkInDelivery'>(req), typeof key === 'string' && key ? key : undefined);
    },
  } satisfies HandlerMap;
}
