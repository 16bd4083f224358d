/**
 * Suggestions resource (§1, §3 Suggested products, §7 Products and Back-end cart): the newest open
 * suggestion of a brand ambassador (BA) or territory manager (TM), adding it to the cart once and
 * declining it. GET /api/Product/GetSuggestedProducts, PATCH /api/BackEndCart/AddSuggestedOrderProducts,
 * POST /api/Product/DismissSuggestedProducts.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BackEndCart } from '@trade-portal/api-client';
import { $api, portalClient } from './client';
import { cartQuery } from './cart';
import { invalidateAfter } from './invalidation';
import { forAccount, useAccountQuery } from './scope';

/**
 * GET /api/Product/GetSuggestedProducts of an account: the newest open suggestion, or null (204: none
 * made, or the newest was added or dismissed). Asked once per session and store (no refetch on its own):
 * a suggestion is a session-start event (§4 Session start), not live data.
 */
export const suggestedProductsQuery = (accountNumber: string) =>
  $api.queryOptions('get', '/api/Product/GetSuggestedProducts', forAccount(accountNumber), { staleTime: Infinity, retry: false });

/**
 * The current account's open suggestion (null when there is none).
 * @param enabled false keeps it from asking (a tier-3 account, or before the cart has loaded)
 */
export function useSuggestedProducts(enabled: boolean) {
  return useAccountQuery((accountNumber) => ({ ...suggestedProductsQuery(accountNumber), enabled }));
}

/** Which suggestion to add, in which store, to which cart. */
export interface SuggestionToAdd {
  accountNumber: string;
  suggestionId: number;
  /** The store's BackEndCartId; null when it has no cart yet (the server makes one). */
  backEndCartId: number | null;
}

/**
 * Calls being made, by store and suggestion: a second call for the same suggestion (React's
 * development double effects, two tabs of one component) shares the first instead of sending again.
 * The server is idempotent too; this keeps the request count at one.
 */
const inFlight = new Map<string, Promise<BackEndCart>>();

/**
 * PATCH /api/BackEndCart/AddSuggestedOrderProducts: adds a suggestion's products to the cart, once (§1).
 * The server rounds each StockReplenishedQuantity up to a valid step (capped at 999), keeps a line that
 * already holds at least that many outers, and skips unavailable products; a second call changes
 * nothing. Shared by concurrent callers (one request per store and suggestion at a time).
 * @returns the cart after the addition
 * @throws ApiError with the server's Message (404 for an unknown suggestion)
 */
export function addSuggestedProducts({ accountNumber, suggestionId, backEndCartId }: SuggestionToAdd): Promise<BackEndCart> {
  const key = `${accountNumber}:${suggestionId}`;
  let call = inFlight.get(key);
  if (!call) {
    const query = backEndCartId === null ? { suggestionId } : { suggestionId, beCartId: backEndCartId };
    call = (async () => unwrap(await portalClient.PATCH('/api/BackEndCart/AddSuggestedOrderProducts', forAccount(accountNumber, query))))();
    inFlight.set(key, call);
    void call.then(
      () => inFlight.delete(key),
      () => inFlight.delete(key),
    );
  }
  return call;
}

/**
 * Adds a suggestion to the cart (see `addSuggestedProducts`); the returned cart goes into the
 * cache at once, so the header's badge and total show the suggested lines, and the before-you-checkout
 * lists are made stale (they hold products not in the cart).
 * @returns a mutation whose `mutateAsync` resolves the cart
 * @throws (through `mutateAsync`) ApiError with the server's Message
 */
export function useAddSuggestedProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSuggestedProducts,
    onSuccess: (cart, { accountNumber }) => {
      queryClient.setQueryData(cartQuery(accountNumber).queryKey, cart);
      void invalidateAfter(queryClient, 'suggestionAdded');
    },
  });
}

/** Which suggestion to decline, in which store. */
export interface SuggestionToDismiss {
  accountNumber: string;
  suggestionId: number;
}

/**
 * POST /api/Product/DismissSuggestedProducts: declines a suggestion ('No thanks' of the tm-suggested
 * popup, §2.10); the server closes it, so it is not offered again.
 * @returns a mutation whose `mutateAsync` settles when the server has answered (204)
 * @throws (through `mutateAsync`) ApiError with the server's Message
 */
export function useDismissSuggestedProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ accountNumber, suggestionId }: SuggestionToDismiss): Promise<void> => {
      unwrap(await portalClient.POST('/api/Product/DismissSuggestedProducts', forAccount(accountNumber, { suggestionId })));
    },
    onSettled: () => invalidateAfter(queryClient, 'suggestionDismissed'),
  });
}
