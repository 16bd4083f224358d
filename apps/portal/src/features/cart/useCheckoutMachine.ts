import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { isTransientFailure } from '@trade-portal/api-client';
import { checkoutMachine } from '@trade-portal/machines';
import { lazyPart } from '@trade-portal/ui/lazyPart';
import { useFindSimilarOrder, useProductsBySku, useQueueOrder, useRefreshAfterOrder, useStoreOrder, useSubmitOrder, useUpdatePendingOrder } from '../../api';
import { useLatest } from './useLatest';

// The marker's code is not part of the cart page's download (only an edit needs it), nor the e-commerce
// events' (they load with the order).
const editingOrder = lazyPart(() => import('../../ordering/editingOrder'));
const ecommerce = lazyPart(() => import('../../analytics/ecommerce'));

/** Navigation state of /order-confirmation after an edit: the page says the order was updated. */
interface OrderConfirmationState {
  updated?: boolean;
}

/**
 * The checkout machine wired to the server (§4 Checkout, Edit-order confirm):
 * - actor `submitOrder`: POST /api/Order/Submit with the cart id, the attempt's Idempotency-Key and the
 *   lines confirmed, all from the machine (`useSubmitOrder`); a cart changed since rejects with
 *   `CartChangedError`, which the machine asks about again;
 * - actor `updateOrder`: PUT /api/Order/UpdatePendingOrderWithDetails with the cart id and the lines
 *   confirmed, which writes the cart into the pending order being edited (`useUpdatePendingOrder`);
 * - actor `refreshCart`: refetches the cart, 'Last order' and the history after every outcome;
 * - actor `queueOrder`: saves a checkout the server did not hear in the offline outbox, with its key
 *   (`useQueueOrder`, ADR 0031);
 * - actor `findSimilarOrder`: GET /api/Order/SimilarRecentOrder, the duplicate-order guard's question
 *   (on when the section starts the machine with `checkDuplicates`);
 * - action `onOrder`: stores the returned order under its OrderHistoryDetails key and goes to
 *   `/order-confirmation?ordernumber=N`, which a reload shows again from the server. After a checkout it
 *   first sends the GA4 `add_to_cart` (one per line) and `purchase` events (§4 step 3, §7); an edit
 *   sends none (the order was counted when it was placed) and clears the editing marker (§4).
 */
export function useCheckoutMachine(): typeof checkoutMachine {
  const { mutateAsync: submitOrder } = useSubmitOrder();
  const { mutateAsync: updateOrder } = useUpdatePendingOrder();
  const refreshAfterOrder = useRefreshAfterOrder();
  const findSimilarOrder = useFindSimilarOrder();
  const queueOrder = useQueueOrder();
  const storeOrder = useStoreOrder();
  const navigate = useNavigate();
  // The catalogue gives the analytics' brand and category; read when the order comes back, not when the machine is made.
  const productsBySku = useLatest(useProductsBySku());
  return useMemo(
    () =>
      checkoutMachine.provide({
        actors: {
          submitOrder: fromPromise(({ input }) => submitOrder(input)),
          updateOrder: fromPromise(({ input }) => updateOrder({ backEndCartId: input.backEndCartId, lines: input.lines })),
          refreshCart: fromPromise(() => refreshAfterOrder()),
          findSimilarOrder: fromPromise(() => findSimilarOrder()),
          queueOrder: fromPromise(({ input }) => queueOrder(input)),
        },
        // Not heard: no answer, 502–504, or not sent behind the store's changes saved on this device.
        guards: { isUnheard: ({ event }) => 'error' in event && isTransientFailure(event.error) },
        actions: {
          onOrder: (_, { order, mode }) => {
            storeOrder(order);
            if (mode === 'editOrder') void editingOrder.load().then((m) => m.setEditingMarker(null));
            else void ecommerce.load().then((m) => m.trackCheckout(order, productsBySku.current));
            const state: OrderConfirmationState = { updated: mode === 'editOrder' };
            void navigate(`/order-confirmation?${new URLSearchParams({ ordernumber: order.OrderNumber })}`, { state });
          },
        },
      }),
    [submitOrder, updateOrder, refreshAfterOrder, findSimilarOrder, queueOrder, storeOrder, navigate, productsBySku],
  );
}
