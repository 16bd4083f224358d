/**
 * The store's usual order (ADR 0041): GET /api/OrderHistory/UsualOrder, what the store
 * usually orders learned from its own orders, for 'Start from my usual order' and 'Did you forget?'.
 * Imported past the api's index, by the lazy parts that use it only, so no page's first download carries it.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BackEndCart } from '@trade-portal/api-client';
import { $api } from './client';
import { cartQuery, useLatestCart, useSetCartLines } from './cart';
import { forAccount, useAccountNumber, useAccountQuery } from './scope';

/** GET /api/OrderHistory/UsualOrder of an account: Proposals, LeftOut and DidYouForget (reasons as numbers). */
export const usualOrderQuery = (accountNumber: string) => $api.queryOptions('get', '/api/OrderHistory/UsualOrder', forAccount(accountNumber));

/**
 * The current store's usual order. It changes only when an order is placed, so it is kept for 5 minutes
 * rather than asked again at each visit of the cart.
 * @param enabled false asks nothing (tier 3, whose order views the server refuses, §6; or until it is wanted)
 */
export function useUsualOrder(enabled = true) {
  return useAccountQuery((accountNumber) => ({ ...usualOrderQuery(accountNumber), enabled, staleTime: 5 * 60_000 }));
}

/** What `useAddToCartOnTop` did: the lines it set and what they held before, to undo it. */
export interface CartLinesAdded {
  accountNumber: string;
  /** The lines as they are now, outers. */
  lines: readonly { SKU: string; Quantity: number }[];
  /** The same lines as they were before (0 for lines the cart did not hold), outers. */
  before: readonly { SKU: string; Quantity: number }[];
}

/**
 * The lines to set so that each SKU holds what `toQuantity` asks on top of `cart`, and what they hold now:
 * a line that would not grow (already at or past what is asked, or asked 0) is left out, so nothing is
 * lowered and Undo puts back exactly what changed.
 * @param cart the cart as it is now (its BackEndCartDetails, outers)
 * @param skus the SKUs to add, each once
 * @param toQuantity a line's final outers (on §5's steps) from the outers in the cart now (0 when absent)
 * @returns `lines` to send and `before`, the same SKUs at their present outers (0 for new lines)
 */
export function cartLinesOnTop(
  cart: { BackEndCartDetails: readonly Pick<BackEndCart['BackEndCartDetails'][number], 'SKU' | 'Quantity'>[] },
  skus: readonly string[],
  toQuantity: (sku: string, inCart: number) => number,
): Pick<CartLinesAdded, 'lines' | 'before'> {
  const inCart = new Map(cart.BackEndCartDetails.map((l) => [l.SKU, l.Quantity]));
  const lines = skus.map((SKU) => ({ SKU, Quantity: toQuantity(SKU, inCart.get(SKU) ?? 0) })).filter((l) => l.Quantity > (inCart.get(l.SKU) ?? 0));
  return { lines, before: lines.map((l) => ({ SKU: l.SKU, Quantity: inCart.get(l.SKU) ?? 0 })) };
}

/**
 * Adds lines on top of the current store's cart as it is now (another tablet may have changed it), in
 * quick order's one all-or-nothing request (`useSetCartLines`, PATCH /api/BackEndCart), and returns what
 * undoes it: the same PATCH with the quantities as they were.
 * @returns `add(skus, toQuantity)`: `toQuantity(sku, inCart)` gives each line's final outers (on §5's steps)
 *   from the outers in the cart now (`cartLinesOnTop`); it resolves what was set and what was there before. `undo(added)` puts them
 *   back. Both reject with ApiError and the server's Message, having changed nothing.
 */
export function useAddToCartOnTop() {
  const accountNumber = useAccountNumber();
  const latestCart = useLatestCart();
  const setLines = useSetCartLines();
  const queryClient = useQueryClient();
  const { mutateAsync } = setLines;
  const add = useCallback(
    async (skus: readonly string[], toQuantity: (sku: string, inCart: number) => number): Promise<CartLinesAdded> => {
      if (!accountNumber) throw new Error('No store is chosen.');
      const fresh = await latestCart.fetch();
      const { lines, before } = cartLinesOnTop(fresh, skus, toQuantity);
      if (lines.length > 0) await mutateAsync({ accountNumber, backEndCartId: fresh.BackEndCartId, lines });
      return { accountNumber, lines, before };
    },
    [accountNumber, latestCart, mutateAsync],
  );
  const undo = useCallback(
    async ({ accountNumber: store, before }: CartLinesAdded): Promise<void> => {
      const cart = queryClient.getQueryData<BackEndCart>(cartQuery(store).queryKey) ?? (await queryClient.fetchQuery(cartQuery(store)));
      if (before.length > 0) await mutateAsync({ accountNumber: store, backEndCartId: cart.BackEndCartId, lines: before });
    },
    [queryClient, mutateAsync],
  );
  return { add, undo, isPending: setLines.isPending };
}
