/** Order tag: checkout (§4 Checkout; ADR 0001 Orders). */
import { submitOrder } from '../services/orders';
import { body, orderingAccountOf, type HandlerContext, type HandlerMap } from './context';

/** Handlers of the Order tag that this server implements. */
export function orderHandlers(ctx: HandlerContext) {
  return {
    // One transaction; a repeated Idempotency-Key returns the first order.
    async submitOrder(req) {
      const { BackEndCartId } = body<'submitOrder'>(req);
      const key = req.headers['idempotency-key'];
      return submitOrder(ctx, orderingAccountOf(req), BackEndCartId, typeof key === 'string' && key ? key : undefined);
    },
  } satisfies HandlerMap;
}
