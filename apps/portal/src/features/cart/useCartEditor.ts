import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, unwrap, type BackEndCart, type Product } from '@trade-portal/api-client';
import { messages } from '@trade-portal/domain';
import { portalClient } from '../../api/client';
import { cartQueryKey, useAccountNumber } from '../../api/hooks';
import { createLineUpdater, LINE_DEBOUNCE_MS } from '../../lib/lineUpdater';
import { withLineQuantity } from '../../lib/cart';

/** What a page gets to edit cart lines. */
export interface CartEditor {
  /**
   * Sets a product's quantity (outers; 0 removes). Shown at once (optimistic), sent after 300 ms of quiet.
   * Stable across renders, so memoised rows do not re-render when another row changes.
   */
  setQuantity: (product: Product, quantity: number) => void;
  /** The server's Message (or 'Error updating product') of the last failed change, by SKU (§8). */
  errors: Readonly<Record<string, string | undefined>>;
  /** SKUs whose request is in flight. */
  saving: Readonly<Record<string, boolean>>;
  /** Sends waiting changes now (before checkout or leaving). */
  flush: () => Promise<void>;
}

/**
 * Edits the back-end cart of the current account (§4 Saved cart, §5, §8 Cart quantity update error):
 * POST /api/BackEndCart when there is no cart id yet, else PUT with beCartId, SKU and Quantity.
 * A burst of taps on one product sends one request; requests run one at a time. On failure the line
 * reverts to the server's quantity and the message is kept against the product.
 */
export function useCartEditor(): CartEditor {
  const queryClient = useQueryClient();
  const accountNumber = useAccountNumber();
  const [errors, setErrors] = useState<Readonly<Record<string, string | undefined>>>({});
  const [saving, setSaving] = useState<Readonly<Record<string, boolean>>>({});
  const productsRef = useRef(new Map<string, Product>());
  const key = useMemo(() => cartQueryKey(accountNumber), [accountNumber]);
  /** The last cart the server confirmed: what a failed line reverts to. */
  const confirmedRef = useRef<BackEndCart | undefined>(undefined);

  const updater = useMemo(() => {
    const applyPending = (cart: BackEndCart, except?: string): BackEndCart => {
      let next = cart;
      for (const sku of updaterRef.pendingSkus()) {
        if (sku === except) continue;
        const product = productsRef.current.get(sku);
        const q = updaterRef.pending(sku);
        if (product && q !== undefined) next = withLineQuantity(next, product, q);
      }
      return next;
    };
    const updaterRef = createLineUpdater({
      delayMs: LINE_DEBOUNCE_MS,
      send: async (sku, quantity) => {
        if (!accountNumber) return;
        const current = confirmedRef.current ?? queryClient.getQueryData<BackEndCart>(key);
        const cartId = current?.BackEndCartId ?? null;
        setSaving((prev) => ({ ...prev, [sku]: true }));
        try {
          const cart =
            cartId === null
              ? unwrap(await portalClient.POST('/api/BackEndCart', { params: { query: { accountNumber, SKU: sku, Quantity: quantity } } }))
              : unwrap(await portalClient.PUT('/api/BackEndCart', { params: { query: { accountNumber, beCartId: cartId, SKU: sku, Quantity: quantity } } }));
          confirmedRef.current = cart;
          queryClient.setQueryData(key, applyPending(cart, sku));
        } catch (error) {
          const message = errorMessage(error, messages.errorUpdatingProduct);
          setErrors((prev) => ({ ...prev, [sku]: message }));
          const base = confirmedRef.current ?? queryClient.getQueryData<BackEndCart>(key);
          const product = productsRef.current.get(sku);
          if (base && product) {
            const serverQuantity = base.BackEndCartDetails.find((l) => l.SKU === sku)?.Quantity ?? 0;
            const reverted = withLineQuantity(queryClient.getQueryData<BackEndCart>(key) ?? base, product, serverQuantity);
            queryClient.setQueryData(key, reverted);
          }
          // The server may know better than our copy (a cart deleted elsewhere): reload it when nothing
          // else is waiting to be confirmed.
          if (updaterRef.pendingSkus().every((other) => other === sku)) {
            confirmedRef.current = undefined;
            void queryClient.invalidateQueries({ queryKey: key });
          }
          throw error;
        } finally {
          setSaving((prev) => {
            const { [sku]: _done, ...rest } = prev;
            return rest;
          });
        }
      },
    });
    return updaterRef;
  }, [accountNumber, key, queryClient]);

  useEffect(() => {
    confirmedRef.current = undefined;
    // Leaving the page (or the store) sends what is still waiting, for the store it was made in.
    return () => {
      void updater.flush();
    };
  }, [updater]);

  const setQuantity = useCallback(
    (product: Product, quantity: number) => {
      productsRef.current.set(product.SKU, product);
      // With nothing unconfirmed, the cache holds the server's cart (it may have been refetched since).
      if (updater.pendingSkus().length === 0) confirmedRef.current = queryClient.getQueryData<BackEndCart>(key);
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<BackEndCart>(key, (old) => withLineQuantity(old, product, quantity));
      setErrors((prev) => {
        if (!(product.SKU in prev)) return prev;
        const { [product.SKU]: _cleared, ...rest } = prev;
        return rest;
      });
      updater.schedule(product.SKU, quantity);
    },
    [key, queryClient, updater],
  );

  return { setQuantity, errors, saving, flush: updater.flush };
}
