/**
 * Order-history resource (§4 My Orders, §2.5 'Last order', §2.1 /review-order and /order-confirmation):
 * the recent order, the history by preset, one order with its lines, and the invoice PDF.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage, type Order } from '@trade-portal/api-client';
import { historyQuery, messages, type HistoryPresetId } from '@trade-portal/domain';
import { $api, portalClient } from './client';
import { forAccount, useAccountNumber, useAccountQuery } from './scope';

/** GET /api/OrderHistory/GetRecentOrder of an account: the newest order, or null (204) (§2.5 'Last order'). */
export const recentOrderQuery = (accountNumber: string) => $api.queryOptions('get', '/api/OrderHistory/GetRecentOrder', forAccount(accountNumber));

/**
 * The current account's newest order, or null.
 * @param enabled false asks nothing (tier 3, whose order views the server refuses, §6)
 */
export function useRecentOrder(enabled = true) {
  return useAccountQuery((accountNumber) => ({ ...recentOrderQuery(accountNumber), enabled }));
}

/** GET /api/Order/CutOff of an account: its weekly order cut-off and the next one. */
export const orderCutOffQuery = (accountNumber: string) => $api.queryOptions('get', '/api/Order/CutOff', forAccount(accountNumber));

/**
 * The current account's order cut-off (`OrderCutOff`: NextCutOff ISO 8601, TimeZone IANA) for the info
 * bar's countdown. Refetched when the countdown passes it (`refetch`).
 * @param enabled false asks nothing (tier 3 orders nothing, and the server refuses it, §6)
 */
export function useOrderCutOff(enabled = true) {
  return useAccountQuery((accountNumber) => ({ ...orderCutOffQuery(accountNumber), enabled }));
}

/** GET /api/OrderHistory/FilteredByTimeSpanOrderHistory of an account for a preset (timeSpan days, optional status) (§4). */
export const orderHistoryQuery = (accountNumber: string, preset: HistoryPresetId) =>
  $api.queryOptions('get', '/api/OrderHistory/FilteredByTimeSpanOrderHistory', forAccount(accountNumber, historyQuery(preset)));

/**
 * A store's orders for a history preset, newest first, without their lines.
 * @param store the JtiAccountId whose history is listed; null = the current account
 */
export function useOrderHistory(preset: HistoryPresetId, store: string | null = null) {
  return useAccountQuery((accountNumber) => orderHistoryQuery(accountNumber, preset), store);
}

/** GET /api/OrderHistory/OrderHistoryDetails of an account: one order with its lines. */
export const orderDetailsQuery = (accountNumber: string, orderNumber: string) =>
  $api.queryOptions('get', '/api/OrderHistory/OrderHistoryDetails', forAccount(accountNumber, { orderNumber }));

/**
 * One order with its lines.
 * @param orderNumber digits; null (a missing or malformed number) asks nothing
 * @param store the JtiAccountId the order belongs to; null = the current account
 */
export function useOrderDetails(orderNumber: string | null, store: string | null = null) {
  return useAccountQuery((accountNumber) => ({ ...orderDetailsQuery(accountNumber, orderNumber ?? ''), enabled: orderNumber !== null }), store);
}

/**
 * Puts an order the server has just returned (POST /api/Order/Submit) under its OrderHistoryDetails
 * key, so /order-confirmation shows it without asking again; a reload asks the server.
 */
export function useStoreOrder(): (order: Order) => void {
  const queryClient = useQueryClient();
  const accountNumber = useAccountNumber();
  return useCallback(
    (order) => {
      if (accountNumber) queryClient.setQueryData(orderDetailsQuery(accountNumber, order.OrderNumber).queryKey, order);
    },
    [accountNumber, queryClient],
  );
}

/**
 * GET /api/OrderHistory/Invoice for the current account, or for `store` (§7, §8 Invoice download failure).
 * @param store the JtiAccountId the orders belong to; null = the current account
 * @returns a function that fetches an order's invoice as a PDF blob
 * @throws (through the function) ApiError with the status and Message when the server refuses or sends
 *   no body
 */
export function useFetchInvoice(store: string | null = null): (orderNumber: string) => Promise<Blob> {
  const current = useAccountNumber();
  const accountNumber = store ?? current;
  return useCallback(
    async (orderNumber) => {
      if (!accountNumber) throw new ApiError(0, messages.invoiceInvalid);
      const { data, response, error } = await portalClient.GET('/api/OrderHistory/Invoice', {
        ...forAccount(accountNumber, { ordernumber: orderNumber }),
        parseAs: 'blob',
      });
      if (!response.ok || !data) throw new ApiError(response.status, errorMessage(error, messages.invoiceInvalid));
      return data as Blob;
    },
    [accountNumber],
  );
}
