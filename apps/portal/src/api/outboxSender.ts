/**
 * The offline outbox's sender (ADR 0031): sends the first of the user's queued entries to the
 * server with the same calls /place-order and /cart make (PUT or POST /api/BackEndCart for a line, POST
 * /api/Order/Submit with the attempt's Idempotency-Key and its confirmed lines for an order, POST
 * /api/Delivery/CheckIn with its key for a delivery's check-in) and removes
 * it once answered. A request unanswered in time counts as not heard, so a stalled connection
 * never holds the outbox.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { answerWithin, CartChangedError, errorMessage, isTransientFailure, unwrap, type BackEndCart } from '@trade-portal/api-client';
import type { SavedOrderOutcome } from '@trade-portal/ui';
import { formatEur, lineChanges, messages, outers } from '@trade-portal/domain';
import { loadOutbox } from '../offline/loadOutbox';
// Through the index, like every page: importing its modules one by one split the api's chunk in two.
import { CART_LINE_UNHEARD_AFTER_MS, cartQuery, sendCartLine, submitStoreOrder, useAccounts } from './index';
import { deliveryCheckInQuery, sendCheckIn } from './delivery';
import { portalClient } from './client';
import { invalidateAfter } from './invalidation';
import { forAccount } from './scope';

/**
 * The outbox machine's `sendNext`: sends the user's first queued entry (not one this page's cart editor is
 * sending now) and removes it when the server has answered, under the outbox's send lock, so it never
 * overtakes the editor's or another tab's send. A refusal (4xx) removes it too and is reported (`report`),
 * so one refused change never holds back the rest; the store's cart is then reloaded. A sent order is
 * reported with its number; a saved order whose cart changed since it was confirmed (409) is
 * reported with the changes, product by product, and nothing was ordered.
 * @returns a function resolving `{ waiting }`, the user's entries left for the outbox
 * @throws the failure when the server was not heard (the entry stays, to be sent again)
 */
export function useOutboxSender(report: (outcome: SavedOrderOutcome) => void): () => Promise<{ waiting: number }> {
  const queryClient = useQueryClient();
  const accounts = useAccounts();
  const accountName = useCallback((id: string) => accounts.data?.find((a) => a.JtiAccountId === id)?.AccountName ?? `store ${id}`, [accounts.data]);
  return useCallback(async () => {
    const outbox = await loadOutbox();
    const waiting = () => outbox.waitingEntries().length;
    await outbox.whileSending(async () => {
      // Read under the lock: what an earlier send left is what is sent now.
      const entry = outbox.waitingEntries()[0];
      if (!entry) return;
      const { accountNumber } = entry;
      const key = cartQuery(accountNumber).queryKey;
      // The server's cart id: the cached cart keeps it (the outbox only changes its lines); otherwise ask.
      const cartId = async (): Promise<number | null> =>
        queryClient.getQueryData<BackEndCart>(key)?.BackEndCartId ??
        (await answerWithin(CART_LINE_UNHEARD_AFTER_MS, async (signal) => unwrap(await portalClient.GET('/api/BackEndCart', { ...forAccount(accountNumber), signal })))).BackEndCartId;
      const orderText = (order: { outers: number; orderTotal: number }) => `the order of ${outers(order.outers)} (${formatEur(order.orderTotal)}) for ${accountName(accountNumber)}`;
      try {
        if (entry.kind === 'checkIn') {
          const checkIn = await sendCheckIn(accountNumber, entry.request, entry.idempotencyKey);
          await outbox.removeEntry(entry.id);
          queryClient.setQueryData(deliveryCheckInQuery(accountNumber, checkIn.OrderNumber).queryKey, checkIn);
          report({ kind: 'checkedIn', id: entry.id, orderNumber: checkIn.OrderNumber, accountName: accountName(accountNumber) });
          await invalidateAfter(queryClient, 'deliveryCheckedIn');
          return;
        }
        if (entry.kind === 'line') {
          // A quantity, not a step: if an earlier send reached the server unheard, this one sets the same line again.
          const cart = await sendCartLine({ accountNumber, backEndCartId: await cartId(), sku: entry.product.SKU, quantity: entry.quantity });
          await outbox.removeEntry(entry.id);
          queryClient.setQueryData(key, outbox.cartWithQueue(cart, accountNumber) ?? cart);
        } else {
          const id = await cartId();
          if (id === null) throw { Message: messages.checkoutErrorDefault };
          const order = await submitStoreOrder({ accountNumber, backEndCartId: id, idempotencyKey: entry.idempotencyKey, lines: entry.lines });
          await outbox.removeEntry(entry.id);
          if (order) report({ kind: 'sent', id: entry.id, orderNumber: order.OrderNumber, accountName: accountName(accountNumber) });
          await invalidateAfter(queryClient, 'orderSubmitted');
        }
      } catch (error) {
        if (isTransientFailure(error)) throw error;
        await outbox.removeEntry(entry.id);
        if (entry.kind === 'order' && error instanceof CartChangedError) {
          // The cart is not what was confirmed (another tablet changed it); nothing was ordered.
          queryClient.setQueryData(key, outbox.cartWithQueue(error.Cart, accountNumber) ?? error.Cart);
          report({ kind: 'changed', id: entry.id, what: orderText(entry), message: error.Message, changes: lineChanges(entry.lines ?? [], error.Cart.BackEndCartDetails) });
          await invalidateAfter(queryClient, 'orderSubmitted');
          return;
        }
        if (entry.kind === 'checkIn') {
          report({ kind: 'refused', id: entry.id, what: `the check-in of order ${entry.request.OrderNumber}`, message: errorMessage(error) });
          return;
        }
        const what = entry.kind === 'line' ? `${entry.product.Product} set to ${outers(entry.quantity)}` : orderText(entry);
        report({ kind: 'refused', id: entry.id, what, message: errorMessage(error, entry.kind === 'line' ? messages.errorUpdatingProduct : messages.checkoutErrorDefault) });
        await invalidateAfter(queryClient, entry.kind === 'line' ? 'cartLineRefused' : 'orderSubmitted');
      }
    });
    return { waiting: waiting() };
  }, [accountName, queryClient, report]);
}
