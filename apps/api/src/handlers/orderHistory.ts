/** OrderHistory tag: My Orders, the last order, the PDF invoice (§4, §6, §7 Order history), the usual order and the spending at a glance. */
import { isRestricted, SPEND_MONTHS } from '@trade-portal/domain';
import type { FastifyRequest } from 'fastify';
import { CANCELLED_INVOICE_MESSAGE, invoiceFileName, invoiceKind, renderInvoice } from '../services/invoice';
import { orderDetails, orderHistory, recentOrder } from '../services/orders';
import { usualOrderOf } from '../services/usualOrder';
import { storeSpend, storesToShow } from '../services/orderInsights';
import { insightsCsv, insightsCsvFileName } from '../services/insightsCsv';
import { toStoreInsights } from '../wire';
import { accountOf, accountRows, callerOf, noBody, query, sent, type HandlerContext, type HandlerMap } from './context';
import { conflict, forbidden, notFound } from '../httpErrors';

/** The `Message` of the 403 a TierAccessLevel 3 store gets for its order views (§3, §6). */
export const ORDER_VIEWS_RESTRICTED_MESSAGE = 'Orders are not available for this store. Please contact your BA.';

/**
 * The account the request acts for, when it may see orders: `accountOf`, then the tier read with the
 * caller's token (no query). A TierAccessLevel 3 store has no My Orders, last order or invoices (§6), so
 * the rule holds for any client, not only the portal that hides them.
 * @throws HttpError 400 without an accountNumber; 403 `{ Message }` for a TierAccessLevel 3 store
 */
export function viewingAccountOf(req: FastifyRequest): string {
  const accountId = accountOf(req);
  const tier = callerOf(req).tiers[accountId];
  if (tier === undefined || isRestricted(tier)) throw forbidden(ORDER_VIEWS_RESTRICTED_MESSAGE);
  return accountId;
}

/** Handlers of the OrderHistory tag that this server implements; each answers 403 at TierAccessLevel 3 (§6). */
export function orderHistoryHandlers({ db, catalogue }: HandlerContext) {
  /** The figures of the Insights view and its CSV: the asked store (an order view, so Tier 3 is refused), then with allStores the caller's others. */
  const spendOf = (req: FastifyRequest) => {
    const accountId = viewingAccountOf(req);
    const { allStores } = query<'getOrderInsights'>(req);
    return storeSpend({ db, catalogue }, storesToShow(accountId, callerOf(req), allStores === true));
  };
  return {
    /** Orders of the last `timeSpan` days (optionally one status), newest first, amounts in EUR (§4 presets). */
    async getFilteredOrderHistory(req) {
      const q = query<'getFilteredOrderHistory'>(req);
      return { OrderHistory: await orderHistory(db, viewingAccountOf(req), q.timeSpan, q.status) };
    },
    /** The newest order for the info bar's 'Last order' (§2.5); 204 when the account has never ordered. */
    async getRecentOrder(req, reply) {
      const order = await recentOrder(db, viewingAccountOf(req));
      return order ?? noBody(reply, 204);
    },
    /**
     * What the store usually orders ('My usual order' and 'Did you forget?'): its orders of the last
     * 8 weeks through domain's `usualOrder` → `UsualOrder` (outers; reasons as week counts). 403 at Tier 3.
     */
    async getUsualOrder(req) {
      return usualOrderOf({ db, catalogue }, viewingAccountOf(req));
    },
    /**
     * The spending at a glance: the store's invoiced orders of the last 12 months through
     * domain's `spendInsights`, in EUR and outers; with `allStores=true` each of the caller's stores that may
     * view orders, the asked one first. 403 at Tier 3, like every order view.
     */
    async getOrderInsights(req) {
      const stores = await spendOf(req);
      return { Months: SPEND_MONTHS, Stores: stores.map((s) => toStoreInsights(s.account, s.insights)) };
    },
    /**
     * 'Download for my accountant': the same figures' monthly and quarterly totals as CSV
     * (`insightsCsv`), offered as an attachment. 403 at Tier 3.
     */
    async getOrderInsightsCsv(req, reply) {
      const stores = await spendOf(req);
      const allStores = query<'getOrderInsightsCsv'>(req).allStores === true;
      return sent<string>(reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${insightsCsvFileName(stores, allStores)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(insightsCsv(stores)));
    },
    /** One order with its lines (§2.1 /review-order); 404 when the number is not this account's. */
    async getOrderHistoryDetails(req) {
      return orderDetails(db, catalogue, viewingAccountOf(req), query<'getOrderHistoryDetails'>(req).orderNumber);
    },
    /**
     * The order's document as a PDF (§7, §9; docs/adr/0010): an invoice, or a pro-forma invoice for a
     * Pending order. 404 for another account's order; 409 `{ Message }` for a Cancelled one, which has none.
     */
    async getInvoice(req, reply) {
      const accountId = viewingAccountOf(req);
      const order = await orderDetails(db, catalogue, accountId, query<'getInvoice'>(req).ordernumber);
      if (invoiceKind(order.Status) === 'none') throw conflict(CANCELLED_INVOICE_MESSAGE);
      const [a] = await accountRows(db, [accountId]);
      if (!a) throw notFound('This account was not found.');
      const pdf = await renderInvoice(order, { AccountName: a.accountName, AddressLine1: a.addressLine1, JtiAccountId: a.jtiAccountId });
      // The PDF's bytes: the contract's binary string.
      return sent<string>(reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoiceFileName(order)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf));
    },
  } satisfies HandlerMap;
}
