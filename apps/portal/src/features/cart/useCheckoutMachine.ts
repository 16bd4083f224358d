import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { checkoutMachine } from '@trade-portal/machines';
import { useAccountNumber, useInvalidateAfterOrder } from '../../api/hooks';
import { submitOrder } from './orders';

/**
 * The checkout machine with the real actors (§4 Checkout): `submitOrder` posts /api/Order/Submit with the
 * attempt's Idempotency-Key and body { BackEndCartId }; `refreshCart` refetches the cart (and the order
 * history and 'Last order', which a new order changes).
 */
export function useCheckoutMachine(): typeof checkoutMachine {
  const accountNumber = useAccountNumber();
  const invalidate = useInvalidateAfterOrder();
  return useMemo(
    () =>
      checkoutMachine.provide({
        actors: {
          submitOrder: fromPromise(async ({ input }) => {
            if (!accountNumber) throw { Message: 'Choose a store before checking out.' };
            return submitOrder({ accountNumber, backEndCartId: input.backEndCartId, idempotencyKey: input.idempotencyKey });
          }),
          refreshCart: fromPromise(async () => {
            await invalidate();
          }),
        },
      }),
    [accountNumber, invalidate],
  );
}
