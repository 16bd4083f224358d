/** OrderHistory tag: My Orders, the last order and the PDF invoice (§4, §7 Order history). */
import { renderInvoice } from '../services/invoice';
import { orderDetails, orderHistory, recentOrder } from '../services/orders';
import { accountOf, accountRows, query, type HandlerContext, type HandlerMap } from './context';
import { notFound } from '../httpErrors';

/** Handlers of the OrderHistory tag that this server implements. */
export function orderHistoryHandlers({ db, catalogue }: HandlerContext) {
  return {
    async getFilteredOrderHistory(req) {
      const q = query<'getFilteredOrderHistory'>(req);
      return { OrderHistory: await orderHistory(db, accountOf(req), q.timeSpan, q.status) };
    },
    // 204 when the account has never ordered.
    async getRecentOrder(req, reply) {
      const order = await recentOrder(db, accountOf(req));
      return order ?? reply.code(204).send();
    },
    async getOrderHistoryDetails(req) {
      return orderDetails(db, catalogue, accountOf(req), query<'getOrderHistoryDetails'>(req).orderNumber);
    },
    async getInvoice(req, reply) {
      const accountId = accountOf(req);
      const order = await orderDetails(db, catalogue, accountId, query<'getInvoice'>(req).ordernumber);
      const [a] = await accountRows(db, [accountId]);
      if (!a) throw notFound('This account was not found.');
      const pdf = await renderInvoice(order, { AccountName: a.accountName, AddressLine1: a.addressLine1, JtiAccountId: a.jtiAccountId });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="invoice-${order.OrderNumber}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  } satisfies HandlerMap;
}
