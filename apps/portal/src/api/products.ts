/**
 * Products resource: the catalogue of §3 (GET /api/Product/AllProducts, §7).
 */
import { useMemo } from 'react';
import type { Product } from '@trade-portal/api-client';
import { $api } from './client';
import { forAccount, useAccountQuery } from './scope';

/**
 * GET /api/Product/AllProducts of an account, selected down to its `Products`; cached five minutes.
 * The server sends an ETag; the browser revalidates with If-None-Match, so a refetch of an unchanged
 * catalogue costs a 304.
 */
export const productsQuery = (accountNumber: string) =>
  $api.queryOptions('get', '/api/Product/AllProducts', forAccount(accountNumber), { staleTime: 5 * 60_000, select: (d) => d.Products });

/** The current account's catalogue (prices EUR per outer, net of VAT). */
export function useProducts() {
  return useAccountQuery(productsQuery);
}

/** The current account's catalogue by SKU, or null while it loads. */
export function useProductsBySku(): ReadonlyMap<string, Product> | null {
  const { data } = useProducts();
  return useMemo(() => (data ? new Map(data.map((p) => [p.SKU, p])) : null), [data]);
}
