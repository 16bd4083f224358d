/**
 * Recommendations resource (§2.1 /cart 'Before you checkout', §7 Products): the products offered before
 * checkout (GET /api/Product/GetBeforeYouGo and GetHaveYouConsideredProducts, up to 4 each, none already
 * in the cart) and the alternative to an out-of-stock product (GET /api/Product/AlternativeProduct).
 */
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { unwrap, type Product } from '@trade-portal/api-client';
import { $api, portalClient } from './client';
import { forAccount, useAccountNumber, useAccountQuery } from './scope';

/**
 * GET /api/Product/GetBeforeYouGo of an account, selected to its `Products`. Fresh on each visit of
 * the step (staleTime 0) but not refetched while it shows: a product added from the list stays in it,
 * with its stepper, instead of vanishing under the retailer's finger.
 */
export const beforeYouGoQuery = (accountNumber: string) =>
  $api.queryOptions('get', '/api/Product/GetBeforeYouGo', forAccount(accountNumber), { staleTime: 0, select: (d) => d.Products });

/** GET /api/Product/GetHaveYouConsideredProducts of an account, selected to its `Products`; as {@link beforeYouGoQuery}. */
export const haveYouConsideredQuery = (accountNumber: string) =>
  $api.queryOptions('get', '/api/Product/GetHaveYouConsideredProducts', forAccount(accountNumber), { staleTime: 0, select: (d) => d.Products });

/** The current account's 'Before you go' products (up to 4; not in the cart when asked). */
export function useBeforeYouGo(enabled = true) {
  return useAccountQuery((accountNumber) => ({ ...beforeYouGoQuery(accountNumber), enabled }));
}

/** The current account's 'Have you considered' products (up to 4; not in the cart when asked). */
export function useHaveYouConsidered(enabled = true) {
  return useAccountQuery((accountNumber) => ({ ...haveYouConsideredQuery(accountNumber), enabled }));
}

/**
 * GET /api/Product/AlternativeProduct?SKU of an account: the product offered in place of an
 * out-of-stock one (§2.1 cart steps). A 404 (no alternative) is an answer, not an error: it resolves
 * null. The key has the `['get', path, init]` shape of every other query, so `invalidation.ts` reaches it.
 * @throws (through the query) ApiError with the server's Message on any other failure
 */
export const alternativeProductQuery = (accountNumber: string, sku: string) => {
  const init = forAccount(accountNumber, { SKU: sku });
  return queryOptions({
    queryKey: ['get', '/api/Product/AlternativeProduct', init] as const,
    queryFn: async ({ signal }): Promise<Product | null> => {
      const result = await portalClient.GET('/api/Product/AlternativeProduct', { ...init, signal });
      if (result.response.status === 404) return null;
      return unwrap(result);
    },
    staleTime: 5 * 60_000,
  });
};

/**
 * The alternative to an out-of-stock product of the current account, or null when there is none.
 * @param sku the out-of-stock line's SKU; null asks nothing
 */
export function useAlternativeProduct(sku: string | null) {
  const accountNumber = useAccountNumber();
  return useQuery({ ...alternativeProductQuery(accountNumber ?? '', sku ?? ''), enabled: accountNumber !== null && sku !== null });
}

/**
 * The alternatives to several out-of-stock products of the current account, one request per SKU
 * (cached five minutes), for the 'Not available' lines of /cart.
 * @param skus the out-of-stock lines' SKUs
 * @returns by SKU: the alternative, null when there is none (404) or it could not be asked (§8: the
 *   swap is then simply not offered), undefined while asked
 */
export function useAlternativeProducts(skus: readonly string[]): ReadonlyMap<string, Product | null | undefined> {
  const accountNumber = useAccountNumber();
  const results = useQueries({
    queries: skus.map((sku) => ({ ...alternativeProductQuery(accountNumber ?? '', sku), enabled: accountNumber !== null })),
  });
  const key = results.map((r) => (r.isError ? 'e' : r.data === undefined ? 'u' : r.data === null ? 'n' : r.data.SKU)).join('|');
  // A new Map only when an answer changed, so rows fed from it do not re-render on every poll.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => new Map(skus.map((sku, i) => [sku, results[i]?.isError ? null : results[i]?.data])), [key, skus.join('|')]);
}
