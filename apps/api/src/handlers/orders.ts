/** Order tag: checkout, editing, cancelling, deleting and reordering orders (§4 Checkout, Pending order, Reorder; §7; ADR 0001 Orders). */
import type { FastifyReply } from 'fastify';
import { orderCutOff } from '../services/cutOff';
import { similarRecentOrder, submitOrder } from '../services/orders';
import { cancelPendingOrder, deletePendingOrder, loadPendingOrderIntoCart, reorder, updatePendingOrder } from '../services/pendingOrders';
import { CartChangedError } from '../httpErrors';
import { body, idempotencyKeyOf, noBody, orderingAccountOf, query, sendBody, type HandlerContext, type HandlerMap, type Sent } from './context';

/**
 * Runs a checkout or edit-order confirm and sends a cart that is not what was confirmed as 409
 * `{ Message, Cart }`; the errors plugin would send `{ Message }` alone.
 */
async function answeringCartChanged<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | Sent<ReturnType<CartChangedError['body']>>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CartChangedError) return sendBody(reply, 409, error.body());
    throw error;
  }
}

/** Handlers of the Order tag. Each refuses a TierAccessLevel 3 store with 403 (§6, `orderingAccountOf`). */
export function orderHandlers(ctx: HandlerContext) {
  return {
    /**
     * Checkout: one transaction; a repeated Idempotency-Key returns the first order (§4 Checkout), or 422 when
     * it confirms other lines; 409 `{ Message, Cart }` when the cart is not the ConfirmedLines.
     */
    async submitOrder(req, reply) {
      const { BackEndCartId, ConfirmedLines } = body<'submitOrder'>(req);
      return answeringCartChanged(reply, () => submitOrder(ctx, orderingAccountOf(req), BackEndCartId, { idempotencyKey: idempotencyKeyOf(req), confirmedLines: ConfirmedLines }));
    },
    /** The store's weekly order cut-off and the next one → `OrderCutOff`. */
    async getOrderCutOff(req) {
      return orderCutOff(ctx.db, orderingAccountOf(req));
    },
    /** Duplicate-order guard: the recent order the cart closely matches → `SimilarOrder`, or 204. */
    async getSimilarRecentOrder(req, reply) {
      const similar = await similarRecentOrder(ctx, orderingAccountOf(req));
      return similar ?? noBody(reply, 204);
    },
    /** Starts editing a Pending order: its orderable lines replace the cart's → `ReviewOrderResult` (outers, §4, §8). 404 / 409. */
    async loadPendingOrderIntoBackEndCart(req) {
      return loadPendingOrderIntoCart(ctx, orderingAccountOf(req), query<'loadPendingOrderIntoBackEndCart'>(req).orderNumber);
    },
    /**
     * Saves the edited cart into its Pending order → the `Order` (EUR); 400 when the cart edits nothing or is
     * empty; 404 / 409; 409 `{ Message, Cart }` when the cart is not the ConfirmedLines.
     */
    async updatePendingOrderWithDetails(req, reply) {
      const { BackEndCartId, ConfirmedLines } = body<'updatePendingOrderWithDetails'>(req);
      return answeringCartChanged(reply, () => updatePendingOrder(ctx, orderingAccountOf(req), BackEndCartId, ConfirmedLines));
    },
    /** Cancels a Pending order → the `Order` with Status 3 (§4 Cancel order); 404 / 409. */
    async cancelPendingOrder(req) {
      return cancelPendingOrder(ctx, orderingAccountOf(req), query<'cancelPendingOrder'>(req).orderNumber);
    },
    /** Deletes a Pending order and its lines → 204; 404 / 409. */
    async deletePendingOrder(req, reply) {
      await deletePendingOrder(ctx, orderingAccountOf(req), query<'deletePendingOrder'>(req).orderNumber);
      return noBody(reply, 204);
    },
    /** Adds an order's orderable lines to the cart again → `ReviewOrderResult` (outers added, unavailable items; §4 Reorder); 404. */
    async reorder(req) {
      return reorder(ctx, orderingAccountOf(req), query<'reorder'>(req).orderNumber);
    },
  } satisfies HandlerMap;
}
