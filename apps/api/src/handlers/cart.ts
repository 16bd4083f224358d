/** BackEndCart tag: the whole back-end cart (§3, §4, §5; ADR 0001 Back-end cart). */
import { clearCart, deleteCart, readCart, setLine, setLines, stepLine } from '../services/cart';
import { addSuggestion } from '../services/suggestions';
import { accountOf, body, noBody, orderingAccountOf, query, type HandlerContext, type HandlerMap } from './context';

/**
 * Handlers of the BackEndCart tag that this server implements. Every change to a cart needs a store that
 * may order (§6): TierAccessLevel 3 gets 403, on the server as in the portal; reading it does not.
 */
export function cartHandlers(ctx: HandlerContext) {
  return {
    async getBackEndCart(req) {
      return readCart(ctx, accountOf(req));
    },
    // POST creates the cart on the first line.
    async addBackEndCartLine(req) {
      const q = query<'addBackEndCartLine'>(req);
      return setLine(ctx, orderingAccountOf(req), null, q.SKU, q.Quantity);
    },
    async setBackEndCartLine(req) {
      const q = query<'setBackEndCartLine'>(req);
      return setLine(ctx, orderingAccountOf(req), q.beCartId, q.SKU, q.Quantity);
    },
    async setBackEndCartLines(req) {
      const q = query<'setBackEndCartLines'>(req);
      const lines = body<'setBackEndCartLines'>(req).BackEndCartDetails;
      return setLines(ctx, orderingAccountOf(req), q.beCartId, lines);
    },
    async deleteBackEndCart(req, reply) {
      await deleteCart(ctx, orderingAccountOf(req), query<'deleteBackEndCart'>(req).beCartId);
      return noBody(reply, 204);
    },
    async increaseBackEndCartLine(req) {
      const q = query<'increaseBackEndCartLine'>(req);
      return stepLine(ctx, orderingAccountOf(req), q.beCartId, q.SKU, 1);
    },
    async decreaseBackEndCartLine(req) {
      const q = query<'decreaseBackEndCartLine'>(req);
      return stepLine(ctx, orderingAccountOf(req), q.beCartId, q.SKU, -1);
    },
    // §1: once per suggestion; a store at TierAccessLevel 3 gets 403 (§6).
    async addSuggestedOrderProducts(req) {
      const q = query<'addSuggestedOrderProducts'>(req);
      return addSuggestion(ctx, orderingAccountOf(req), q.beCartId ?? null, q.suggestionId);
    },
    async clearBackEndCart(req) {
      return clearCart(ctx, orderingAccountOf(req), query<'clearBackEndCart'>(req).beCartId);
    },
  } satisfies HandlerMap;
}
