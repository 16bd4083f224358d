/**
 * Orders resource: order submission (POST /api/Order/Submit, §4 Checkout, ADR 0001).
 */
import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Order } from '@trade-portal/api-client';
import { portalClient } from './client';
import { invalidateAfter } from './invalidation';
import { forAccount, useAccountNumber } from './scope';

/** One submission attempt: the cart to order and the attempt's Idempotency-Key (the checkout machine makes it). */
export interface OrderSubmission {
  backEndCartId: number;
  idempotencyKey: string;
}

/**
 * POST /api/Order/Submit for the current account with body { BackEndCartId } and the attempt's
 * Idempotency-Key, so a retried request of one attempt makes one order. Invalidates nothing itself:
 * the checkout machine refreshes after every outcome (`useRefreshAfterOrder`).
 * @returns a mutation whose `mutateAsync` resolves the order, or null when the server answered without
 *   one ('Your order has been submitted correctly.', §8)
 * @throws (through `mutateAsync`) ApiError with the server's Message
 */
export function useSubmitOrder() {
  const accountNumber = useAccountNumber();
  return useMutation({
    mutationFn: async ({ backEndCartId, idempotencyKey }: OrderSubmission): Promise<Order | null> => {
      if (!accountNumber) throw { Message: 'Choose a store before checking out.' };
      const order = unwrap(
        await portalClient.POST('/api/Order/Submit', {
          params: { ...forAccount(accountNumber).params, header: { 'Idempotency-Key': idempotencyKey } },
          body: { BackEndCartId: backEndCartId },
        }),
      );
      return order && typeof order === 'object' && 'OrderNumber' in order ? order : null;
    },
  });
}

/** Refetches what an order submission changes (cart, 'Last order', history): the checkout's `refreshCart`. */
export function useRefreshAfterOrder(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateAfter(queryClient, 'orderSubmitted'), [queryClient]);
}
