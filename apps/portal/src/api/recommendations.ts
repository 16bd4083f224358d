/**
 * Recommendations resource (§2.1 /cart 'Before you checkout', §7 Products): the products offered before
 * checkout (GET /api/Product/GetBeforeYouGo and GetHaveYouConsideredProducts, up to 4 each, none already
 * in the cart) and the alternatives to out-of-stock products (GET /api/Product/AlternativeProduct?SKU;
 * a 404 means none).
 */
import { unwrap, type Product } from '@trade-portal/api-client';
import { $api, portalClient } from './client';
import { forAccount, useAccountNumber, useAccountQuery } from './scope';
import { useTransitionQuery } from './useTransitionQuery';

/**
 * GET /api/Product/GetBeforeYouGo of an account, selected to its `Products`. Fresh on each visit of
 * the step (staleTime 0) but not refetched while it shows: a product added from the list stays in it,
 * with its stepper, instead of vanishing under the retailer's finger.
 */
export const beforeYouGoQuery = (accountNumber: string) =>
  $api.queryOptions('get', '/api/Product/GetBeforeYouGo', forAccount(accountNumber), { staleTime: 0, select: (d) => d.Products });

/** GET /api/Product/GetHaveYouConsideredProducts of an account, selected to its `Products`; as `beforeYouGoQuery`. */
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
 * The alternatives to several out-of-stock products of the current account, asked together (one
 * AlternativeProduct request per SKU, in parallel, cached five minutes as one answer), for the 'Not
 * available' lines of /cart. One query rather than one per line keeps TanStack's multi-query observer
 * off the shell's download.
 * @param skus the out-of-stock lines' SKUs
 * @returns by SKU: the alternative, or null when there is none (404) or it could not be asked (§8: the
 *   swap is then simply not offered); an empty map while asked
 */
export function useAlternativeProducts(skus: readonly string[]): ReadonlyMap<string, Product | null> {
  const accountNumber = useAccountNumber();
  const list = skus.join(',');
  const { data } = useTransitionQuery({
    queryKey: ['get', '/api/Product/AlternativeProduct', forAccount(accountNumber ?? '', { SKU: list })] as const,
    queryFn: async ({ signal }) => {
      const answers = await Promise.all(
        list.split(',').map(async (sku): Promise<[string, Product | null]> => {
          try {
            const result = await portalClient.GET('/api/Product/AlternativeProduct', { ...forAccount(accountNumber ?? '', { SKU: sku }), signal });
            return [sku, result.response.status === 404 ? null : unwrap(result)];
          } catch {
            return [sku, null];
          }
        }),
      );
      return new Map(answers);
    },
    enabled: accountNumber !== null && list !== '',
    staleTime: 5 * 60_000,
  });
  return data ?? empty;
}

const empty: ReadonlyMap<string, Product | null> = new Map();
