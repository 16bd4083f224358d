/**
 * Cart resource: the back-end cart of §3 and §4 (GET, POST, PUT and PATCH /api/BackEndCart, POST
 * /api/BackEndCart/Clear). Every cart call answers with the whole cart (lines, TotalItems outers,
 * SubTotal, VatTotal and OrderTotal EUR).
 */
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { answerWithin, unwrap, type BackEndCart } from '@trade-portal/api-client';
import { loadOutbox } from '../../offline/loadOutbox';
import { $api, portalClient } from '../client';
import { invalidateAfter } from '../invalidation';
import { forAccount, useAccountNumber, useAccountQuery } from '../scope';
import { useTransitionQuery } from '../useTransitionQuery';

/**
 * GET /api/BackEndCart of an account (§4 Cart loading), with what this device has saved and not yet sent
 * for that store on top (the offline outbox, ADR 0031): a change made offline stays shown across reloads,
 * and a checkout saved offline shows the cart empty. The outbox's module loads beside the first request.
 */
export const cartQuery = (accountNumber: string) => {
  const { queryKey, queryFn: read } = $api.queryOptions('get', '/api/BackEndCart', forAccount(accountNumber));
  return queryOptions({
    queryKey,
    queryFn: async (context): Promise<BackEndCart> => {
      const [cart, outbox] = await Promise.all([read(context), loadOutbox()]);
      return outbox.cartWithQueue(cart, accountNumber) ?? cart;
    },
  });
};

/** A cart's outers and total (EUR): what the header's cart link and the ordering list's foot show. */
export const cartSummary = (cart: BackEndCart) => ({ items: cart.TotalItems, total: cart.OrderTotal });

/** The current account's cart. */
export function useCart() {
  return useAccountQuery(cartQuery);
}

/**
 * One figure of the current store's cart (its outers, its total, the order being edited), picked from
 * the cached cart by `pick`: a component that reads it re-renders when that figure changes, not on every
 * change of the cart (the shell re-rendered the whole frame on each tap of a stepper). The
 * picked value is shared structurally, so an object of the same figures is the same object.
 * @param pick keep it stable (a module-level function): the cart in, the figure out
 * @returns the figure, or undefined while no store is chosen or the cart loads
 */
export function useCartFigure<T>(pick: (cart: BackEndCart) => T): T | undefined {
  return useAccountQuery((accountNumber) => ({ ...cartQuery(accountNumber), select: pick })).data;
}

/**
 * Outers of each SKU in a cart (its `BackEndCartDetails`; unavailable lines are not orderable and not
 * counted, §3). A SKU the cart does not hold is absent: read it as 0.
 * @param cart a cart, or undefined while it loads (then no SKU has outers)
 * @returns outers (whole numbers) by SKU
 */
export function cartQuantities(cart: BackEndCart | undefined): Readonly<Record<string, number>> {
  const quantities: Record<string, number> = {};
  for (const line of cart?.BackEndCartDetails ?? []) quantities[line.SKU] = line.Quantity;
  return quantities;
}

/**
 * Outers of each SKU in the current store's cart, as shown now (the cart editor's changes included, §5):
 * what every quantity stepper, stock card row and product popup starts from. The same object until the
 * cart changes, so it can be a dependency or a prop of a memoised list.
 * @returns outers by SKU; a SKU not in the cart (or every SKU while the cart loads) is absent, read it as 0
 */
export function useCartQuantities(): Readonly<Record<string, number>> {
  const { data } = useCart();
  return useMemo(() => cartQuantities(data), [data]);
}

/** What `useLatestCart` gives: the current store's cart as it is at this moment, not as last rendered. */
export interface LatestCart {
  /**
   * GET /api/BackEndCart now, past the cache (which it refreshes): for a step that must build on what
   * another tablet may have changed since the page showed the cart (quick order's 'Add', ADR 0027).
   * @throws Error when no store is chosen; ApiError with the server's Message when the server refuses
   */
  fetch(): Promise<BackEndCart>;
  /**
   * The cart in the cache at this moment, the editor's unsent changes included: for steps quicker than
   * renders (scans a scanner types one after another), each of which must build on the last.
   * @returns undefined while no store is chosen or the cart has not loaded
   */
  peek(): BackEndCart | undefined;
}

/** The current store's cart read at the moment of a step instead of at the last render (see `LatestCart`). */
export function useLatestCart(): LatestCart {
  const queryClient = useQueryClient();
  const accountNumber = useAccountNumber();
  return useMemo(
    () => ({
      fetch: () =>
        accountNumber ? queryClient.fetchQuery({ ...cartQuery(accountNumber), staleTime: 0 }) : Promise.reject(new Error('No store is chosen.')),
      peek: () => (accountNumber ? queryClient.getQueryData<BackEndCart>(cartQuery(accountNumber).queryKey) : undefined),
    }),
    [queryClient, accountNumber],
  );
}

/**
 * The carts of several of the user's stores at once (the several-store grid, ADR 0030): read afresh in one
 * query when the grid opens, each into its own store's cache entry, and then read from those entries, so
 * the grid, the header badge and every page show the same cart, and a change made through
 * `useStoresCartLines` shows in the grid at once. (One query and a cache subscription rather than
 * `useQueries`, whose code every private page would load.)
 * @param accountNumbers JtiAccountIds (the user's own: the server refuses others)
 * @returns one cart per store in the same order (undefined until read), whether the first read is still
 *   under way, and `refetch`, which reads them all again
 */
export function useStoreCarts(accountNumbers: ReadonlyArray<string>) {
  const queryClient = useQueryClient();
  const read = useTransitionQuery({
    queryKey: ['storeCarts', ...accountNumbers],
    queryFn: () => Promise.all(accountNumbers.map((accountNumber) => queryClient.fetchQuery({ ...cartQuery(accountNumber), staleTime: 0 }))),
    enabled: accountNumbers.length > 0,
  });
  const joined = accountNumbers.join('\u0000');
  const last = useRef<(BackEndCart | undefined)[]>([]);
  const getSnapshot = useCallback(() => {
    const carts = (joined ? joined.split('\u0000') : []).map((accountNumber) => queryClient.getQueryData<BackEndCart>(cartQuery(accountNumber).queryKey));
    const previous = last.current;
    if (previous.length === carts.length && previous.every((cart, i) => cart === carts[i])) return previous;
    last.current = carts;
    return carts;
  }, [queryClient, joined]);
  const subscribe = useCallback((listener: () => void) => queryClient.getQueryCache().subscribe(listener), [queryClient]);
  const data = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const { refetch } = read;
  return useMemo(() => ({ data, isPending: read.isPending, refetch }), [data, read.isPending, refetch]);
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
 * How long a cart-line write may go unanswered before it counts as not heard: a stalled request
 * (bad shop Wi-Fi: connected, but nothing comes back) would otherwise hold the change in the page for
 * minutes, with no notice, until the browser gives up. The server answers a line in tens of milliseconds
 * (ADR 0006), so 5 s is a stall and not a slow answer; the change is already on the device (write-ahead)
 * and the outbox sends it again, which is safe because a line is set to a quantity, never stepped.
 */
export const CART_LINE_UNHEARD_AFTER_MS = 5_000;

/**
 * Sets one line of a store's cart: POST /api/BackEndCart when there is no cart id yet, else PUT with
 * beCartId, SKU and Quantity (outers, absolute: sending it twice sets the same quantity). Aborted, and not
 * heard (ApiError status 0), when unanswered after `CART_LINE_UNHEARD_AFTER_MS`.
 * @returns the server's cart
 * @throws ApiError with the server's Message; ApiError status 0 or TypeError when no answer came
 */
export function sendCartLine({ accountNumber, backEndCartId, sku, quantity }: CartLineChange): Promise<BackEndCart> {
  return answerWithin(CART_LINE_UNHEARD_AFTER_MS, async (signal) =>
    backEndCartId === null
      ? unwrap(await portalClient.POST('/api/BackEndCart', { ...forAccount(accountNumber, { SKU: sku, Quantity: quantity }), signal }))
      : unwrap(await portalClient.PUT('/api/BackEndCart', { ...forAccount(accountNumber, { beCartId: backEndCartId, SKU: sku, Quantity: quantity }), signal })),
  );
}

/** Several cart lines set at once, in one store (quick order). */
export interface CartLinesChange {
  accountNumber: string;
  /** The store's cart; null when it has none yet. */
  backEndCartId: number | null;
  /** Final quantities, outers, on §5's steps (not amounts to add). */
  lines: readonly { SKU: string; Quantity: number }[];
}

/** The most lines one PATCH takes (the contract's maxItems). */
const PATCH_LINES_MAX = 500;

/**
 * Sets several lines of a store's back-end cart (quick order): PATCH /api/BackEndCart, all or
 * nothing, in batches of 500; a store without a cart gets one from a POST of the first line. The
 * server's cart then goes into the cache.
 * @returns a mutation whose `mutateAsync` resolves the server's cart
 * @throws (through `mutateAsync`) ApiError with the server's Message; a refused PATCH wrote none of its lines
 */
export function useSetCartLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ accountNumber, backEndCartId, lines }: CartLinesChange): Promise<BackEndCart> => {
      const rest = [...lines];
      let cart: BackEndCart | null = null;
      let cartId = backEndCartId;
      if (cartId === null) {
        const first = rest.shift();
        if (!first) throw new Error('Nothing to add.');
        cart = unwrap(await portalClient.POST('/api/BackEndCart', forAccount(accountNumber, { SKU: first.SKU, Quantity: first.Quantity })));
        cartId = cart.BackEndCartId;
      }
      for (let i = 0; i < rest.length; i += PATCH_LINES_MAX) {
        const body = { BackEndCartDetails: rest.slice(i, i + PATCH_LINES_MAX) };
        cart = unwrap(await portalClient.PATCH('/api/BackEndCart', { ...forAccount(accountNumber, { beCartId: cartId! }), body }));
      }
      if (!cart) throw new Error('Nothing to add.');
      return cart;
    },
    onSuccess: (cart, { accountNumber }) => queryClient.setQueryData(cartQuery(accountNumber).queryKey, cart),
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
