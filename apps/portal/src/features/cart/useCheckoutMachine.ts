import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { checkoutMachine } from '@trade-portal/machines';
import { useRefreshAfterOrder, useStoreOrder, useSubmitOrder } from '../../api';

/**
 * The checkout machine wired to the server (§4 Checkout):
 * - actor `submitOrder`: POST /api/Order/Submit with the cart id and the attempt's Idempotency-Key,
 *   both from the machine (`useSubmitOrder`);
 * - actor `refreshCart`: refetches the cart, 'Last order' and the history after every outcome;
 * - action `onOrder`: stores the returned order under its OrderHistoryDetails key and goes to
 *   `/order-confirmation?ordernumber=N`, which a reload shows again from the server.
 */
export function useCheckoutMachine(): typeof checkoutMachine {
  const { mutateAsync: submitOrder } = useSubmitOrder();
  const refreshAfterOrder = useRefreshAfterOrder();
  const storeOrder = useStoreOrder();
  const navigate = useNavigate();
  return useMemo(
    () =>
      checkoutMachine.provide({
        actors: {
          submitOrder: fromPromise(({ input }) => submitOrder(input)),
          refreshCart: fromPromise(() => refreshAfterOrder()),
        },
        actions: {
          onOrder: (_, { order }) => {
            storeOrder(order);
            void navigate(`/order-confirmation?${new URLSearchParams({ ordernumber: order.OrderNumber })}`);
          },
        },
      }),
    [submitOrder, refreshAfterOrder, storeOrder, navigate],
  );
}
