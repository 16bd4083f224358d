/**
 * Stock card resource (§1, §2.1 /stock-card, §2.5, §3 Stock card tour, §4, §6, §7 Products): the access
 * check (GET /api/Product/HasAccessToStockCard), the card itself (GET /api/Product/GetStockCard, products in
 * StockCardOrder), adding and removing a product (POST and DELETE /api/Product/StockCard?SKU, optimistic
 * with rollback) and the tour's progress (GET /api/Product/GetStockcardTour, POST SubmitStockcardTour).
 */
import { useCallback, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, unwrap, type Product, type StockCardTour } from '@trade-portal/api-client';
import { cardRolledBack, cardWithChange } from '../ordering/stockCardChanges';
import { $api, portalClient } from './client';
import { invalidateAfter } from './invalidation';
import { forAccount, useAccountNumber, useAccountQuery } from './scope';
import { useTransitionQuery } from './useTransitionQuery';

/**
 * GET /api/Product/HasAccessToStockCard of an account (§2.5, §6; the spec's query key
 * `hasAccessToStockCard`), selected down to the boolean; cached five minutes (it changes with the
 * store, whose number is in the key).
 */
export const stockCardAccessQuery = (accountNumber: string) =>
  $api.queryOptions('get', '/api/Product/HasAccessToStockCard', forAccount(accountNumber), {
    staleTime: 5 * 60_000,
    select: (d) => d.hasAccessToStockCard,
  });

/**
 * The stock-card access check of the current account (§2.5, §6). A failed check reads as no access
 * (`data` false or undefined): the gold-star link and the card are simply not offered.
 * @param enabled run the check now (the header runs it only at the widths §2.5 and §9 allow); a check
 *   already answered stays in the cache and is returned even while disabled. @default true
 */
export function useStockCardAccess(enabled = true) {
  return useAccountQuery((accountNumber) => ({ ...stockCardAccessQuery(accountNumber), enabled }));
}

/** GET /api/Product/GetStockCard of an account (§1, §2.1): `{ Products }` in StockCardOrder (1, 2, 3…). */
export const stockCardQuery = (accountNumber: string) => $api.queryOptions('get', '/api/Product/GetStockCard', forAccount(accountNumber));

/**
 * The current account's stock card: its products (prices EUR per outer) in StockCardOrder, the §9
 * 'Stock Card' order. Empty for a store without access.
 * @param enabled load it now (/place-order loads it only for a store with access). @default true
 */
export function useStockCard(enabled = true) {
  return useAccountQuery(
    (accountNumber) => ({ ...stockCardQuery(accountNumber), enabled, select: (d: { Products: Product[] }) => d.Products }),
  );
}

/**
 * The stock cards of several of the user's stores (the several-stores grid's 'Stock card' rows,
 * ADR 0030), read in one query: per store the access check (§6) and, where it answers true, the card, each
 * with that store's `accountNumber` and under the same cache keys as /stock-card. A failed check reads as
 * no card, as in the header.
 * @param accountNumbers the stores to ask; Tier 3 stores are left out by the caller (never asked, §2.5)
 * @returns a query whose data is the cards of the stores with access (`storeId`, `products` in
 *   StockCardOrder), in the given order
 */
export function useStoreStockCards(accountNumbers: ReadonlyArray<string>) {
  const queryClient = useQueryClient();
  return useTransitionQuery({
    queryKey: ['storeStockCards', ...accountNumbers],
    queryFn: async () => {
      const cards = await Promise.all(accountNumbers.map(async (storeId) => {
        const access = await queryClient.fetchQuery(stockCardAccessQuery(storeId)).catch(() => null);
        return access?.hasAccessToStockCard ? { storeId, products: (await queryClient.fetchQuery(stockCardQuery(storeId))).Products } : null;
      }));
      return cards.filter((c) => c !== null);
    },
    enabled: accountNumbers.length > 0,
  });
}

/** The SKUs on the current account's stock card, or an empty set while it loads or without access. */
export function useStockCardSkus(enabled = true): ReadonlySet<string> {
  const { data } = useStockCard(enabled);
  return useMemo(() => new Set((data ?? []).map((p) => p.SKU)), [data]);
}

/** What `useStockCardEditor` gives a page. */
export interface StockCardEditor {
  /**
   * Puts `product` on the card (`onCard` true, at the end) or takes it off; shown at once, sent at once.
   * A refused change is rolled back (only that product: another change made meanwhile stays) and its
   * message kept in `error`. Stable across renders.
   */
  setOnCard: (product: Product, onCard: boolean) => void;
  /** The server's Message (or a default) of the last refused change, with the product's name; null after a success. */
  error: { sku: string; productName: string; message: string } | null;
}

type CardData = { Products: Product[] };

/**
 * Adds products to and removes them from the current account's stock card (§1: the card is the
 * retailer's): POST or DELETE /api/Product/StockCard?SKU, optimistic in the GetStockCard cache, each
 * change rolled back alone when refused (403 without access, 400 for an unknown product), and the card
 * reloaded once no change is in flight (the server's answer is the truth: it numbers StockCardOrder).
 */
export function useStockCardEditor(): StockCardEditor {
  const queryClient = useQueryClient();
  const accountNumber = useAccountNumber();
  const [error, setError] = useState<StockCardEditor['error']>(null);
  const mutationKey = useMemo(() => ['stockCard', accountNumber], [accountNumber]);

  const { mutate } = useMutation({
    mutationKey,
    mutationFn: async ({ product, onCard, account }: { product: Product; onCard: boolean; account: string }): Promise<CardData> => {
      const init = forAccount(account, { SKU: product.SKU });
      return unwrap(await (onCard ? portalClient.POST('/api/Product/StockCard', init) : portalClient.DELETE('/api/Product/StockCard', init)));
    },
    onMutate: async ({ product, onCard, account }) => {
      const key = stockCardQuery(account).queryKey;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CardData>(key)?.Products.find((p) => p.SKU === product.SKU);
      queryClient.setQueryData<CardData>(key, (old) => ({ Products: cardWithChange(old?.Products, product, onCard) }));
      return { before };
    },
    onSuccess: (card, { account }) => {
      // A later change still in flight is already in the cache: the server's card would hide it for a moment.
      if (queryClient.isMutating({ mutationKey: ['stockCard', account] }) <= 1) queryClient.setQueryData(stockCardQuery(account).queryKey, card);
      setError(null);
    },
    onError: (err, { product, account }, context) => {
      queryClient.setQueryData<CardData>(stockCardQuery(account).queryKey, (old) => ({ Products: cardRolledBack(old?.Products, product, context?.before) }));
      setError({ sku: product.SKU, productName: product.Product, message: errorMessage(err, 'Your stock card could not be updated. Please try again.') });
    },
    onSettled: (_card, _err, { account }) => {
      if (queryClient.isMutating({ mutationKey: ['stockCard', account] }) <= 1) void invalidateAfter(queryClient, 'stockCardChanged');
    },
  });

  const setOnCard = useCallback(
    (product: Product, onCard: boolean) => {
      if (accountNumber) mutate({ product, onCard, account: accountNumber });
    },
    [accountNumber, mutate],
  );
  return { setOnCard, error };
}

/** GET /api/Product/GetStockcardTour of an account: `{ Completed, Step }`, the user's progress (§3, §4). */
export const stockCardTourQuery = (accountNumber: string) =>
  $api.queryOptions('get', '/api/Product/GetStockcardTour', forAccount(accountNumber), { staleTime: Infinity });

/**
 * The stock card tour's saved progress (§3 Stock card tour): `Completed`, and `Step`, the 0-based step
 * to resume at. Loaded once per session: the tour's own saves keep the cache current.
 * @param enabled load it now (only on a card the retailer can see). @default true
 */
export function useStockCardTour(enabled = true) {
  return useAccountQuery((accountNumber) => ({ ...stockCardTourQuery(accountNumber), enabled }));
}

/**
 * Saves the tour's progress (§4: per step, and complete at the end): POST /api/Product/SubmitStockcardTour
 * with `{ Completed, Step }`; the stored answer goes into the GetStockcardTour cache, so leaving and
 * coming back resumes where the retailer was and a finished tour is not shown again.
 * @returns a function resolving once saved
 * @throws (rejects) ApiError with the server's Message; the tour machine carries on regardless
 */
export function useSaveStockCardTour(): (progress: StockCardTour) => Promise<void> {
  const queryClient = useQueryClient();
  const accountNumber = useAccountNumber();
  return useCallback(
    async (progress: StockCardTour) => {
      if (!accountNumber) return;
      const saved = unwrap(await portalClient.POST('/api/Product/SubmitStockcardTour', { ...forAccount(accountNumber), body: progress }));
      queryClient.setQueryData(stockCardTourQuery(accountNumber).queryKey, saved);
    },
    [accountNumber, queryClient],
  );
}
