/**
 * The offline outbox's sender (issue 12, ADR 0031): sends the first of the user's queued entries to the
 * server with the same calls /place-order and /cart make (PUT or POST /api/BackEndCart for a line, POST
 * /api/Order/Submit with the attempt's Idempotency-Key for an order) and removes it once answered.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, isTransientFailure, unwrap, type BackEndCart } from '@trade-portal/api-client';
import type { SavedOrderOutcome } from '@trade-portal/ui';
import { messages } from '@trade-portal/domain';
import { loadOutbox } from '../lib/loadOutbox';
import { entriesOf } from '../lib/outboxQueue';
// Through the index, like every page: importing its modules one by one split the api's chunk in two.
import { cartQuery, submitStoreOrder, useAccounts } from './index';
import { portalClient } from './client';
import { invalidateAfter } from './invalidation';
import { forAccount } from './scope';

/**
 * The outbox machine's `sendNext`: sends the user's first queued entry and removes it when the server has
 * answered. A refusal (4xx) removes it too and is reported (`report`), so one refused change never holds
 * back the rest; the store's cart is then reloaded. A sent order is reported with its number.
 * @returns a function resolving `{ waiting }`, the user's entries left
 * @throws the failure when the server was not heard (the entry stays, to be sent again)
 */
export function useOutboxSender(report: (outcome: SavedOrderOutcome) => void): () => Promise<{ waiting: number }> {
  const queryClient = useQueryClient();
  const accounts = useAccounts();
  const accountName = useCallback((id: string) => accounts.data?.find((a) => a.JtiAccountId === id)?.AccountName ?? `store ${id}`, [accounts.data]);
  return useCallback(async () => {
    const outbox = await loadOutbox();
    const waiting = () => entriesOf(outbox.outboxEntries(), outbox.outboxUser()).length;
    const entry = entriesOf(outbox.outboxEntries(), outbox.outboxUser())[0];
    if (!entry) return { waiting: 0 };
    const { accountNumber } = entry;
    const key = cartQuery(accountNumber).queryKey;
    // The server's cart id: the cached cart keeps it (the outbox only changes its lines); otherwise ask.
    const cartId = async (): Promise<number | null> =>
      queryClient.getQueryData<BackEndCart>(key)?.BackEndCartId ??
      unwrap(await portalClient.GET('/api/BackEndCart', forAccount(accountNumber))).BackEndCartId;
    try {
      if (entry.kind === 'line') {
        const id = await cartId();
        const body = { SKU: entry.product.SKU, Quantity: entry.quantity };
        const cart =
          id === null
            ? unwrap(await portalClient.POST('/api/BackEndCart', forAccount(accountNumber, body)))
            : unwrap(await portalClient.PUT('/api/BackEndCart', forAccount(accountNumber, { beCartId: id, ...body })));
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
      const what =
        entry.kind === 'line'
          ? `${entry.product.Product} set to ${entry.quantity} ${entry.quantity === 1 ? 'outer' : 'outers'}`
          : `the order of ${entry.outers} ${entry.outers === 1 ? 'outer' : 'outers'} for ${accountName(accountNumber)}`;
      report({ kind: 'refused', id: entry.id, what, message: errorMessage(error, entry.kind === 'line' ? messages.errorUpdatingProduct : messages.checkoutErrorDefault) });
      await invalidateAfter(queryClient, entry.kind === 'line' ? 'cartLineRefused' : 'orderSubmitted');
    }
    return { waiting: waiting() };
  }, [accountName, queryClient, report]);
}
