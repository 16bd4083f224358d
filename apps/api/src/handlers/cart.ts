/** BackEndCart tag: the whole back-end cart (§3, §4, §5; ADR 0001 Back-end cart). */
import { clearCart, deleteCart, readCart, setLine, setLines, stepLine } from '../services/cart';
import { accountOf, body, orderingAccountOf, query, type HandlerContext, type HandlerMap } from './context';

/** Handlers of the BackEndCart tag that this server implements. Adding to a cart needs a store that may order (§6). */
export function cartHandlers({ db, catalogue }: HandlerContext) {
  return {
    async getBackEndCart(req) {
      return readCart(db, catalogue, accountOf(req));
    },
    // POST creates the cart on the first line.
    async addBackEndCartLine(req) {
      const q = query<'addBackEndCartLine'>(req);
      return setLine(db, catalogue, await orderingAccountOf(db, req), null, q.SKU, q.Quantity);
    },
    async setBackEndCartLine(req) {
      const q = query<'setBackEndCartLine'>(req);
      return setLine(db, catalogue, await orderingAccountOf(db, req), q.beCartId, q.SKU, q.Quantity);
    },
    async setBackEndCartLines(req) {
      const q = query<'setBackEndCartLines'>(req);
      const lines = body<'setBackEndCartLines'>(req).BackEndCartDetails;
      return setLines(db, catalogue, await orderingAccountOf(db, req), q.beCartId, lines);
    },
    async deleteBackEndCart(req, reply) {
      await deleteCart(db, accountOf(req), query<'deleteBackEndCart'>(req).beCartId);
      return reply.code(204).send();
    },
    async increaseBackEndCartLine(req) {
      const q = query<'increaseBackEndCartLine'>(req);
      return stepLine(db, catalogue, await orderingAccountOf(db, req), q.beCartId, q.SKU, 1);
    },
    async decreaseBackEndCartLine(req) {
      const q = query<'decreaseBackEndCartLine'>(req);
      return stepLine(db, catalogue, accountOf(req), q.beCartId, q.SKU, -1);
    },
    async clearBackEndCart(req) {
      return clearCart(db, catalogue, accountOf(req), query<'clearBackEndCart'>(req).beCartId);
    },
  } satisfies HandlerMap;
}
