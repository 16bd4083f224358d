/**
 * The cart editor shared by /place-order and /cart: optimistic, debounced changes of cart lines on top
 * of the cart resource (`useSetCartLine`), with the revert of §8. It lives with the cart resource
 * because it is the one writer of the cart's cache entry besides Clear cart.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, isTransientFailure, type BackEndCart, type Product } from '@trade-portal/api-client';
import { messages } from '@trade-portal/domain';
import { createLineUpdater, LINE_DEBOUNCE_MS } from '../lib/lineUpdater';
import { loadOutbox } from '../lib/loadOutbox';
import { removalAfterChange, removalAfterRefusal, type LineRemoval } from '../lib/lineRemoval';
import { withLineQuantity, withUnavailableLineFrom } from '../lib/cart';
import { cartQuery, useSetCartLine } from './cart';
import { invalidateAfter } from './invalidation';
import { useAccountNumber } from './scope';

export type { LineRemoval } from '../lib/lineRemoval';

/**
 * What the editor needs of a product: its SKU, name (for 'Removed …') and price per outer (EUR, for a
 * new line's optimistic total). A whole catalogue `Product` fits; so does an unavailable line being
 * removed (§4), whose price no longer matters.
 */
export type CartProduct = Pick<Product, 'SKU' | 'Product' | 'PriceOuter'>;

/** What a page gets to edit cart lines. */
export interface CartEditor {
  /**
   * Sets a product's quantity (outers; 0 removes). Shown at once (optimistic), sent after 300 ms of quiet.
   * Stable across renders, so memoised rows do not re-render when another row changes.
   */
  setQuantity: (product: CartProduct, quantity: number) => void;
  /** The server's Message (or 'Error updating product') of the last failed change, by SKU (§8). */
  errors: Readonly<Record<string, string | undefined>>;
  /** SKUs whose request is in flight. */
  saving: Readonly<Record<string, boolean>>;
  /** Sends waiting changes now (before checkout or leaving). */
  flush: () => Promise<void>;
  /**
   * The last line taken to 0 (by −, a typed 0 or Remove) in the current store, with its quantity before
   * (outers), while 'Undo' can still put it back; null otherwise. A new removal replaces it; setting the
   * line again by hand drops it; a refused removal drops it (the line is back, §8); a refused undo offers
   * it again with `errorMessage`. Feed it to ui's `RemovedNotice`.
   */
  lastRemoval: LineRemoval | null;
  /** Puts `lastRemoval` back at its quantity through `setQuantity` (same request, same §8 revert). */
  undo: () => void;
  /** Forgets the removal with this id (the notice timed out or was closed); a newer one stays. */
  dismissRemoval: (id: number) => void;
}

/**
 * Edits the back-end cart of the current account (§4 Saved cart, §5, §8 Cart quantity update error)
 * through `useSetCartLine` (POST without a cart id yet, else PUT). A change shows in the cached cart at
 * once; a burst of taps on one product sends one request after 300 ms; requests run one at a time, each
 * for the store it was made in. On failure the line reverts to the server's quantity, the message is
 * kept against the product, and the cart reloads once nothing else waits to be confirmed. Each change is
 * written to the offline outbox (ADR 0031) before it is sent and removed once the server answers (issue 21:
 * write-ahead), so a request that stalls cannot lose it to a reload; when the server could not be heard
 * (offline, a 503, no answer within `CART_LINE_UNHEARD_AFTER_MS`), the change stays there and the outbox
 * sends it when the server answers; while the store has anything in the outbox, new changes queue behind
 * it, so they reach the server in the order made.
 * A line taken to 0 stays undoable as `lastRemoval` until the next removal, the notice's time runs out,
 * or the store changes.
 */
export function useCartEditor(): CartEditor {
  const queryClient = useQueryClient();
  const accountNumber = useAccountNumber();
  const setCartLine = useSetCartLine();
  const [errors, setErrors] = useState<Readonly<Record<string, string | undefined>>>({});
  const [saving, setSaving] = useState<Readonly<Record<string, boolean>>>({});
  const productsRef = useRef(new Map<string, CartProduct>());
  const key = useMemo(() => cartQuery(accountNumber ?? '').queryKey, [accountNumber]);
  /** The last cart the server confirmed: what a failed line reverts to. */
  const confirmedRef = useRef<BackEndCart | undefined>(undefined);
  const [lastRemoval, setLastRemoval] = useState<LineRemoval | null>(null);
  /** Removals being put back by `undo`, by SKU, until their save settles. */
  const restoringRef = useRef(new Map<string, LineRemoval>());
  const removalIdRef = useRef(0);

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
        const outbox = await loadOutbox();
        const product = productsRef.current.get(sku);
        if (!product) return;
        // One send of a queued change at a time, in this tab or another: see `whileSending`.
        await outbox.whileSending(() => sendLine(outbox, product, quantity));
      },
    });
    /** Sends one line's quantity, written to the device first (issue 21); runs under the outbox's send lock. */
    const sendLine = async (outbox: Awaited<ReturnType<typeof loadOutbox>>, product: CartProduct, quantity: number): Promise<void> => {
      const sku = product.SKU;
      if (!accountNumber) return;
      // Behind what this device has not sent yet for the store: the outbox sends it in order.
      if (outbox.hasQueuedByOthers(accountNumber)) {
        await outbox.queueLineChange(accountNumber, product, quantity);
        return;
      }
      // Write-ahead: on the device before it is sent, so a request that stalls (bad shop Wi-Fi) and a reload
      // do not lose it; removed once the server has answered.
      const entryId = await outbox.queueLineChange(accountNumber, product, quantity, true);
      const current = confirmedRef.current ?? queryClient.getQueryData<BackEndCart>(key);
      const cartId = current?.BackEndCartId ?? null;
      setSaving((prev) => ({ ...prev, [sku]: true }));
      try {
        try {
          const cart = await setCartLine({ accountNumber, backEndCartId: cartId, sku, quantity });
          confirmedRef.current = cart;
          queryClient.setQueryData(key, applyPending(cart, sku));
          await outbox.removeEntry(entryId);
        } catch (error) {
          if (isTransientFailure(error)) {
            // Not refused, only not heard (no answer in time, offline, 502–504): the change stays as made,
            // saved on this device, and the outbox sends it when the server answers (ADR 0026, 0031).
            outbox.release(entryId);
            return;
          }
          await outbox.removeEntry(entryId);
          throw error;
        }
      } catch (error) {
        const message = errorMessage(error, messages.errorUpdatingProduct);
        setErrors((prev) => ({ ...prev, [sku]: message }));
        const base = confirmedRef.current ?? queryClient.getQueryData<BackEndCart>(key);
        if (base) {
          const serverQuantity = base.BackEndCartDetails.find((l) => l.SKU === sku)?.Quantity ?? 0;
          // A refused removal of an unavailable line (§4) puts that line back too.
          const reverted = withUnavailableLineFrom(withLineQuantity(queryClient.getQueryData<BackEndCart>(key) ?? base, product, serverQuantity), base, sku);
          queryClient.setQueryData(key, reverted);
          const restoring = restoringRef.current.get(sku);
          const id = ++removalIdRef.current;
          setLastRemoval((last) => removalAfterRefusal(last, restoring, { sku, sent: quantity, serverQuantity, message }, id));
        }
        // The server may know better than our copy (a cart deleted elsewhere): reload it when nothing
        // else is waiting to be confirmed.
        if (updaterRef.pendingSkus().every((other) => other === sku)) {
          confirmedRef.current = undefined;
          void invalidateAfter(queryClient, 'cartLineRefused');
        }
        throw error;
      } finally {
        if (restoringRef.current.get(sku)?.quantity === quantity) restoringRef.current.delete(sku);
        setSaving((prev) => {
          const { [sku]: _done, ...rest } = prev;
          return rest;
        });
      }
    };
    return updaterRef;
  }, [accountNumber, key, queryClient, setCartLine]);

  useEffect(() => {
    confirmedRef.current = undefined;
    // Leaving the page (or the store) sends what is still waiting, for the store it was made in.
    return () => {
      void updater.flush();
    };
  }, [updater]);

  const setQuantity = useCallback(
    (product: CartProduct, quantity: number) => {
      productsRef.current.set(product.SKU, product);
      // With nothing unconfirmed, the cache holds the server's cart (it may have been refetched since).
      if (updater.pendingSkus().length === 0) confirmedRef.current = queryClient.getQueryData<BackEndCart>(key);
      void queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<BackEndCart>(key)?.BackEndCartDetails.find((l) => l.SKU === product.SKU)?.Quantity ?? 0;
      if (accountNumber) {
        const id = ++removalIdRef.current;
        const change = { accountNumber, sku: product.SKU, productName: product.Product, before, after: quantity };
        setLastRemoval((last) => removalAfterChange(last, change, id));
      }
      queryClient.setQueryData<BackEndCart>(key, (old) => withLineQuantity(old, product, quantity));
      setErrors((prev) => {
        if (!(product.SKU in prev)) return prev;
        const { [product.SKU]: _cleared, ...rest } = prev;
        return rest;
      });
      updater.schedule(product.SKU, quantity);
      // Write-ahead from the tap (issue 21): a reload or a closed tab inside the quiet time before the send
      // would otherwise lose the change; held as in flight, the outbox leaves it to this editor while the
      // page lives, and sends it itself after a reload.
      if (accountNumber) void loadOutbox().then((outbox) => outbox.queueLineChange(accountNumber, product, quantity, true));
    },
    [accountNumber, key, queryClient, updater],
  );

  const undo = useCallback(() => {
    const removal = lastRemoval;
    const product = removal && productsRef.current.get(removal.sku);
    if (!removal || !product || removal.accountNumber !== accountNumber) return;
    restoringRef.current.set(removal.sku, removal);
    setQuantity(product, removal.quantity);
  }, [accountNumber, lastRemoval, setQuantity]);

  const dismissRemoval = useCallback((id: number) => setLastRemoval((last) => (last?.id === id ? null : last)), []);

  // A removal made in another store is not offered here.
  const shownRemoval = lastRemoval && lastRemoval.accountNumber === accountNumber ? lastRemoval : null;
  // The same object while nothing in it changes: a memoised part given the editor (the page's product
  // popups) does not re-render on every render of the page (issue 24).
  return useMemo(
    () => ({ setQuantity, errors, saving, flush: updater.flush, lastRemoval: shownRemoval, undo, dismissRemoval }),
    [setQuantity, errors, saving, updater, shownRemoval, undo, dismissRemoval],
  );
}
