/**
 * Cart resource: the back-end cart of §3 and §4 (GET, POST and PUT /api/BackEndCart, POST
 * /api/BackEndCart/Clear). Every cart call answers with the whole cart (lines, TotalItems outers,
 * SubTotal, VatTotal and OrderTotal EUR).
 */
import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BackEndCart } from '@trade-portal/api-client';
import { $api, portalClient } from './client';
import { invalidateAfter } from './invalidation';
import { forAccount, useAccountNumber, useAccountQuery } from './scope';

/** GET /api/BackEndCart of an account (§4 Cart loading). */
export const cartQuery = (accountNumber: string) => $api.queryOptions('get', '/api/BackEndCart', forAccount(accountNumber));

/** The current account's cart. */
export function useCart() {
  return useAccountQuery(cartQuery);
}

/** One cart line set to a quantity, in the store it was made in. */
export interface CartLineChange {
  accountNumber: string;
  /** The cart to change; null when the store has no cart yet (the server then makes one). */
  backEndCartId: number | null;
  sku: string;
  /** Outers; 0 removes the line. */
  quantity: number;
}

/**
 * Sets one cart line (§4 Saved cart, §5): POST /api/BackEndCart when there is no cart id yet, else PUT
 * with beCartId, SKU and Quantity. Writes nothing into the cache: the cart editor, which shows changes
 * before the server confirms them, decides what the cache holds.
 * @returns a mutation whose `mutateAsync` resolves the server's cart
 * @throws (through `mutateAsync`) ApiError with the server's Message
 */
export function useSetCartLine() {
  return useMutation({
    mutationFn: async ({ accountNumber, backEndCartId, sku, quantity }: CartLineChange): Promise<BackEndCart> =>
      backEndCartId === null
        ? unwrap(await portalClient.POST('/api/BackEndCart', forAccount(accountNumber, { SKU: sku, Quantity: quantity })))
        : unwrap(await portalClient.PUT('/api/BackEndCart', forAccount(accountNumber, { beCartId: backEndCartId, SKU: sku, Quantity: quantity }))),
  });
}

/**
 * Clear cart (§4): POST /api/BackEndCart/Clear with the current account's cart id; the emptied cart
 * goes into the cache at once and the cart reloads afterwards, whatever the outcome.
 * @returns a mutation whose `mutateAsync(backEndCartId)` settles after the reload
 * @throws (through `mutateAsync`) ApiError with the server's Message
 */
export function useClearCart() {
  const queryClient = useQueryClient();
  const accountNumber = useAccountNumber();
  return useMutation({
    mutationFn: async (backEndCartId: number): Promise<BackEndCart> => {
      if (!accountNumber) throw new Error('No store is chosen.');
      return unwrap(await portalClient.POST('/api/BackEndCart/Clear', forAccount(accountNumber, { beCartId: backEndCartId })));
    },
    onSuccess: (emptied) => {
      if (accountNumber) queryClient.setQueryData(cartQuery(accountNumber).queryKey, emptied);
    },
    onSettled: () => invalidateAfter(queryClient, 'cartCleared'),
  });
}

/** Refetches the cart: the keep-alive's `refreshCart` (§4 Session start and keep-alive). */
export function useRefreshCart(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateAfter(queryClient, 'keepAliveTick'), [queryClient]);
}
