import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAccountNumber } from '../scope';
import { cartLinesFor, NO_CART_LINES, type CartLines, type CartLinesState, type CartProduct } from './cartLines';

/** What a page gets to edit a store's cart lines: `CartLinesState` and the store's actions. */
export interface CartEditor extends CartLinesState {
  /**
   * Sets a product's quantity (outers; 0 removes). Shown at once (optimistic), sent after 300 ms of quiet.
   * Stable across renders, so memoised rows do not re-render when another row changes.
   */
  setQuantity: (product: CartProduct, quantity: number) => void;
  /** Sends waiting changes now (before checkout); resolves when they have settled. */
  flush: () => Promise<void>;
  /** Puts `lastRemoval` back at its quantity (same request, same §8 revert). */
  undo: () => void;
  /** Forgets the removal with this id (the notice timed out or was closed); a newer one stays. */
  dismissRemoval: (id: number) => void;
}

const noSubscribe = () => () => {};
const noState = () => NO_CART_LINES;
const nothing = () => {};
const settled = () => Promise.resolve();

/**
 * The cart lines of a store (ADR 0051): every page that changes a cart line calls this, and every call for
 * one store shares one `CartLines`, so a change, its Undo and its error are the same on every page
 * and are sent once. Quantities are read from the cached cart (`useCart`, `useCartQuantities`).
 * @param accountNumber the store (JtiAccountId); the current store when left out
 * @returns the editor; without a store, one that does nothing
 */
export function useCartLines(accountNumber?: string): CartEditor {
  const queryClient = useQueryClient();
  const current = useAccountNumber();
  const account = accountNumber ?? current;
  const lines = useMemo(() => (account ? cartLinesFor(queryClient, account) : null), [queryClient, account]);
  const state = useSyncExternalStore(lines?.subscribe ?? noSubscribe, lines?.getState ?? noState, lines?.getState ?? noState);
  // The same object while nothing in it changes: a memoised part given the editor (the page's product
  // popups) does not re-render on every render of the page.
  return useMemo(
    () => ({
      ...state,
      setQuantity: lines?.setQuantity ?? nothing,
      flush: lines?.flush ?? settled,
      undo: lines?.undo ?? nothing,
      dismissRemoval: lines?.dismissRemoval ?? nothing,
    }),
    [state, lines],
  );
}

/** The cart lines of several stores at once (the several-store grid): their states and one setter. */
export interface StoresCartEditor {
  /** Each store's `CartLinesState`, by store account. */
  states: Readonly<Record<string, CartLinesState>>;
  /** Sets a product's quantity (outers) in one store's cart, as `useCartLines(store).setQuantity` does. */
  setQuantity: (accountNumber: string, product: CartProduct, quantity: number) => void;
  /** Sends one store's waiting changes now; resolves when they have settled. */
  flush: (accountNumber: string) => Promise<void>;
}

/**
 * `useCartLines` for several stores (the several-store grid, ADR 0030): the same store objects as
 * every other page's, so a grid change is written ahead, queued offline and sent as any other.
 * @param accountNumbers the stores (JtiAccountIds), in the grid's order
 */
export function useStoresCartLines(accountNumbers: ReadonlyArray<string>): StoresCartEditor {
  const queryClient = useQueryClient();
  const joined = accountNumbers.join('\u0000');
  const stores = useMemo(
    () => (joined ? joined.split('\u0000') : []).map((account) => cartLinesFor(queryClient, account)),
    [queryClient, joined],
  );
  const subscribe = useCallback(
    (listener: () => void) => {
      const offs = stores.map((lines) => lines.subscribe(listener));
      return () => offs.forEach((off) => off());
    },
    [stores],
  );
  // One snapshot object for as long as no store's state changes (useSyncExternalStore compares by identity).
  const last = useRef<{ parts: CartLinesState[]; states: Record<string, CartLinesState> } | null>(null);
  const getSnapshot = useCallback(() => {
    const parts = stores.map((lines) => lines.getState());
    const previous = last.current;
    if (previous && previous.parts.length === parts.length && previous.parts.every((part, i) => part === parts[i])) return previous.states;
    const states = Object.fromEntries(stores.map((lines: CartLines, i) => [lines.accountNumber, parts[i]!]));
    last.current = { parts, states };
    return states;
  }, [stores]);
  const states = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const setQuantity = useCallback(
    (account: string, product: CartProduct, quantity: number) => cartLinesFor(queryClient, account).setQuantity(product, quantity),
    [queryClient],
  );
  const flush = useCallback((account: string) => cartLinesFor(queryClient, account).flush(), [queryClient]);
  return useMemo(() => ({ states, setQuantity, flush }), [states, setQuantity, flush]);
}
