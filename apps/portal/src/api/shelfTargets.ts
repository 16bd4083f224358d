/**
 * Shelf targets (ADR 0029): each stock-card line's full-shelf level in packs, stored on the
 * server per account (GET /api/Product/StockCard/ShelfTargets, PUT /api/Product/StockCard/ShelfTarget).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, unwrap, type ShelfTarget } from '@trade-portal/api-client';
import { $api, portalClient } from './client';
import { forAccount, useAccountNumber, useAccountQuery } from './scope';

/** GET /api/Product/StockCard/ShelfTargets of an account: `{ ShelfTargets: [{ SKU, TargetPacks }] }`. */
export const shelfTargetsQuery = (accountNumber: string) => $api.queryOptions('get', '/api/Product/StockCard/ShelfTargets', forAccount(accountNumber));

/** The current account's targets as packs by SKU; empty while loading or without stock-card access. */
export function useShelfTargets() {
  return useAccountQuery((accountNumber) => ({
    ...shelfTargetsQuery(accountNumber),
    select: (d: { ShelfTargets: ShelfTarget[] }) => Object.fromEntries(d.ShelfTargets.flatMap((t) => (t.TargetPacks === null ? [] : [[t.SKU, t.TargetPacks]]))) as Record<string, number>,
  }));
}

/**
 * Sets or clears one line's target; the cached targets follow the server's answer.
 * @returns a mutation of `{ sku, targetPacks }` (packs 1–9999 or null)
 * @throws (through the mutation) ApiError: 400 out of range, 403 without stock-card access, 404 off the card
 */
export function useSetShelfTarget() {
  const queryClient = useQueryClient();
  const accountNumber = useAccountNumber();
  return useMutation({
    mutationFn: async ({ sku, targetPacks }: { sku: string; targetPacks: number | null }): Promise<ShelfTarget> => {
      if (!accountNumber) throw new ApiError(0, 'Choose a store first.');
      return unwrap(await portalClient.PUT('/api/Product/StockCard/ShelfTarget', { ...forAccount(accountNumber, { SKU: sku }), body: { TargetPacks: targetPacks } }));
    },
    onSuccess: (saved) => {
      if (!accountNumber) return;
      queryClient.setQueryData<{ ShelfTargets: ShelfTarget[] }>(shelfTargetsQuery(accountNumber).queryKey, (old) => ({
        ShelfTargets: [...(old?.ShelfTargets ?? []).filter((t) => t.SKU !== saved.SKU), ...(saved.TargetPacks === null ? [] : [saved])],
      }));
    },
  });
}
