/**
 * The cart lines of one store, edited once for every page (§4 Saved cart, §5, §8 Cart quantity update
 * error; ADR 0051): a module-level store, like the session, one per user and store account, that every
 * page's stepper, the cart, the stock card, quick order, the suggestion popup and the several-store grid
 * call. It keeps the optimistic quantities in the cart's query cache entry, the 300 ms quiet time, the
 * write-ahead to the offline outbox (once per change), Undo and the per-SKU errors, and sends what is
 * waiting when the page is left.
 */
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { errorMessage, isTransientFailure, type BackEndCart, type Product } from '@trade-portal/api-client';
import { messages } from '@trade-portal/domain';
import { withLineQuantity, withUnavailableLineFrom } from '../../ordering/cartRules';
import { loadOutbox } from '../../offline/loadOutbox';
import { getSession } from '../../session';
import { onForgetServerState } from '../client';
import { invalidateAfter } from '../invalidation';
import { createLineUpdater, LINE_DEBOUNCE_MS, type LineUpdater } from './lineUpdater';
import { removalAfterChange, removalAfterRefusal, type LineRemoval } from './lineRemoval';
import { cartQuery, sendCartLine, type CartLineChange } from './resource';

/**
 * What a change needs of a product: its SKU, name (for 'Removed …') and price per outer (EUR, for a new
 * line's optimistic total). A whole catalogue `Product` fits; so does an unavailable line being removed
 * (§4), whose price no longer matters.
 */
export type CartProduct = Pick<Product, 'SKU' | 'Product' | 'PriceOuter'>;

/** What a page reads of a store's cart lines besides the quantities (which are in the cached cart). */
export interface CartLinesState {
  /** The server's Message (or 'Error updating product') of the last refused change, by SKU (§8). */
  readonly errors: Readonly<Record<string, string | undefined>>;
  /** SKUs whose request is in flight. */
  readonly saving: Readonly<Record<string, boolean>>;
  /**
   * The last line taken to 0 (by −, a typed 0 or Remove), with its quantity before (outers), while 'Undo'
   * can still put it back; null otherwise. A new removal replaces it; setting the line again by hand drops
   * it; a refused removal drops it (the line is back, §8); a refused undo offers it again with
   * `errorMessage`. Feed it to ui's `RemovedNotice`.
   */
  readonly lastRemoval: LineRemoval | null;
}

const EMPTY: CartLinesState = { errors: {}, saving: {}, lastRemoval: null };

/** A line's latest change as written ahead to the outbox: the quantity and the entry's id. */
interface WrittenAhead {
  quantity: number;
  entryId: Promise<number>;
}

/**
 * One store's cart lines. Get it with `cartLinesFor`; React reads it through `useCartLines`.
 * A change shows in the cached cart at once; a burst of taps on one product sends one request after
 * 300 ms; requests run one at a time, under the outbox's send lock. Each change is written to the outbox
 * as it is made (write-ahead, ADR 0031), held there as in flight while this store sends it, and removed
 * once the server answers. Not heard (offline, a 503, no answer within `CART_LINE_UNHEARD_AFTER_MS`), it
 * is released to the outbox, which sends it when the server answers; while the store has anything else
 * in the outbox, a change waits behind it in the outbox. Refused, the line reverts to the server's
 * quantity, the message is kept against the SKU, and the cart reloads once nothing else waits.
 */
export interface CartLines {
  /** The store (JtiAccountId) these lines belong to. */
  readonly accountNumber: string;
  /** Calls `listener` after each change of `CartLinesState`; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
  /** The state now: the same object until something in it changes. */
  readonly getState: () => CartLinesState;
  /**
   * Sets a product's quantity in this store's cart (outers, 0–999; 0 removes the line). Shown at once in
   * the cached cart, written to the outbox, sent after 300 ms of quiet. Stable: memoised rows given it do
   * not re-render when another row changes.
   */
  readonly setQuantity: (product: CartProduct, quantity: number) => void;
  /** Puts `lastRemoval` back at its quantity through `setQuantity` (same request, same §8 revert). */
  readonly undo: () => void;
  /** Forgets the removal with this id (the notice timed out or was closed); a newer one stays. */
  readonly dismissRemoval: (id: number) => void;
  /** Sends every waiting change now (before checkout, or as the page is left); resolves when all settled. */
  readonly flush: () => Promise<void>;
}

/** Makes a store's `CartLines` (one per user and store: `cartLinesFor`). */
function createCartLines(queryClient: QueryClient, accountNumber: string): CartLines {
  // Plain variables rather than a class's fields: this code is on every ordering page's first download,
  // and the minifier can shorten only these.
  let state: CartLinesState = EMPTY;
  const listeners = new Set<() => void>();
  const products = new Map<string, CartProduct>();
  /** The last cart the server confirmed: what a refused line reverts to. */
  let confirmed: BackEndCart | undefined;
  /** Removals being put back by `undo`, by SKU, until their save settles. */
  const restoring = new Map<string, LineRemoval>();
  const writtenAhead = new Map<string, WrittenAhead>();
  let removalId = 0;
  const key = cartQuery(accountNumber).queryKey;
  // A mutation of the query client that no component subscribes to: it counts for `useIsMutating` (the
  // popup banner waits for a quiet server) without re-rendering the page on each save.
  // Offline is the outbox's business (ADR 0031), not a reason for TanStack Query to pause the send: a send
  // paused while the browser said it was offline never settled, nor did flush(), and Checkout did nothing.
  const observer = new MutationObserver<BackEndCart, Error, CartLineChange>(queryClient, { mutationFn: sendCartLine, networkMode: 'always' });

  const setState = (next: Partial<CartLinesState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const cached = () => queryClient.getQueryData<BackEndCart>(key);
  const applyPending = (cart: BackEndCart, except: string): BackEndCart => {
    let next = cart;
    for (const sku of updater.pendingSkus()) {
      const product = products.get(sku);
      const quantity = updater.pending(sku);
      if (sku !== except && product && quantity !== undefined) next = withLineQuantity(next, product, quantity);
    }
    return next;
  };

  /** §8: the line back at the server's quantity, the message kept against the SKU, the cart reloaded when quiet. */
  const refused = (product: CartProduct, quantity: number, error: unknown) => {
    const sku = product.SKU;
    const message = errorMessage(error, messages.errorUpdatingProduct);
    let lastRemoval = state.lastRemoval;
    const base = confirmed ?? cached();
    if (base) {
      const serverQuantity = base.BackEndCartDetails.find((l) => l.SKU === sku)?.Quantity ?? 0;
      // A refused removal of an unavailable line (§4) puts that line back too.
      queryClient.setQueryData(key, withUnavailableLineFrom(withLineQuantity(cached() ?? base, product, serverQuantity), base, sku));
      lastRemoval = removalAfterRefusal(lastRemoval, restoring.get(sku), { sku, sent: quantity, serverQuantity, message }, ++removalId);
    }
    setState({ errors: { ...state.errors, [sku]: message }, lastRemoval });
    // The server may know better than our copy (a cart deleted elsewhere): reload it when nothing else is
    // waiting to be confirmed.
    if (updater.pendingSkus().every((other) => other === sku)) {
      confirmed = undefined;
      void invalidateAfter(queryClient, 'cartLineRefused');
    }
  };

  /** Sends one line's quantity under the outbox's send lock (one send of a queued change at a time, in any tab). */
  const send = async (sku: string, quantity: number): Promise<void> => {
    const product = products.get(sku);
    const ahead = writtenAhead.get(sku);
    if (!product || !ahead) return;
    const outbox = await loadOutbox();
    const entryId = await ahead.entryId;
    // A later change of the line has replaced this one in the outbox: that entry is the later send's.
    const ownsEntry = ahead.quantity === quantity;
    await outbox.whileSending(async () => {
      // Behind what this device has not sent yet for the store: the outbox sends it, in order.
      if (outbox.hasQueuedByOthers(accountNumber)) {
        if (ownsEntry) outbox.release(entryId);
        return;
      }
      const backEndCartId = (confirmed ?? cached())?.BackEndCartId ?? null;
      setState({ saving: { ...state.saving, [sku]: true } });
      try {
        const cart = await observer.mutate({ accountNumber, backEndCartId, sku, quantity });
        confirmed = cart;
        queryClient.setQueryData(key, applyPending(cart, sku));
        if (ownsEntry) await outbox.removeEntry(entryId);
      } catch (error) {
        if (isTransientFailure(error)) {
          // Not refused, only not heard (no answer in time, offline, 502–504): the change stays as made,
          // saved on this device, and the outbox sends it when the server answers (ADR 0026, 0031).
          if (ownsEntry) outbox.release(entryId);
          return;
        }
        if (ownsEntry) await outbox.removeEntry(entryId);
        refused(product, quantity, error);
        throw error;
      } finally {
        if (restoring.get(sku)?.quantity === quantity) restoring.delete(sku);
        const { [sku]: _done, ...saving } = state.saving;
        setState({ saving });
      }
    });
  };
  const updater: LineUpdater = createLineUpdater({ delayMs: LINE_DEBOUNCE_MS, send });

  const setQuantity = (product: CartProduct, quantity: number): void => {
    const { SKU: sku } = product;
    products.set(sku, product);
    // With nothing unconfirmed, the cache holds the server's cart (it may have been refetched since).
    if (updater.pendingSkus().length === 0) confirmed = cached();
    void queryClient.cancelQueries({ queryKey: key });
    const before = cached()?.BackEndCartDetails.find((l) => l.SKU === sku)?.Quantity ?? 0;
    const lastRemoval = removalAfterChange(state.lastRemoval, { accountNumber, sku, productName: product.Product, before, after: quantity }, ++removalId);
    queryClient.setQueryData<BackEndCart>(key, (old) => withLineQuantity(old, product, quantity));
    const { [sku]: _cleared, ...errors } = state.errors;
    if (lastRemoval !== state.lastRemoval || sku in state.errors) setState({ lastRemoval, errors });
    updater.schedule(sku, quantity);
    // Write-ahead from the tap: a reload or a closed tab inside the quiet time would otherwise lose the
    // change. Held as in flight, the outbox leaves it to this store while the page lives, and sends it
    // itself after a reload. The send uses this entry; it writes nothing again.
    const entryId = loadOutbox().then((outbox) => outbox.queueLineChange(accountNumber, product, quantity, true));
    writtenAhead.set(sku, { quantity, entryId });
  };

  return {
    accountNumber,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    setQuantity,
    undo: () => {
      const removal = state.lastRemoval;
      const product = removal && products.get(removal.sku);
      if (!removal || !product) return;
      restoring.set(removal.sku, removal);
      setQuantity(product, removal.quantity);
    },
    dismissRemoval: (id) => {
      if (state.lastRemoval?.id === id) setState({ lastRemoval: null });
    },
    flush: () => updater.flush(),
  };
}

/** The stores' cart lines of each query client, by user and store account. */
const registry = new WeakMap<QueryClient, Map<string, CartLines>>();
/** Query clients whose cart lines go when their cached answers do. */
const watched = new WeakSet<QueryClient>();
let leaveListening = false;

/** Every store's cart lines made in this page (all query clients): what is sent as the page is left. */
const all = new Set<CartLines>();

function listenForLeaving(): void {
  if (leaveListening || typeof window === 'undefined') return;
  leaveListening = true;
  // A tap held in the quiet time would be lost when the page is left for another document (reload, a
  // typed address, the tab closed or switched away from on a tablet): send it at once.
  const send = () => {
    for (const lines of all) void lines.flush();
  };
  window.addEventListener('pagehide', send);
  window.addEventListener('beforeunload', send);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
}

/**
 * The cart lines of a store for the logged-in user: the same object for every page and every call, so a
 * change made on one page is the one every other page shows and sends.
 * @param queryClient the portal's query client (the one whose cache holds the carts)
 * @param accountNumber the store (JtiAccountId)
 */
export function cartLinesFor(queryClient: QueryClient, accountNumber: string): CartLines {
  let stores = registry.get(queryClient);
  if (!stores) registry.set(queryClient, (stores = new Map()));
  // Keyed by user too: the next person on a shared tablet never sees the last one's errors or Undo.
  const key = `${getSession()?.username ?? ''}\u0000${accountNumber}`;
  let lines = stores.get(key);
  if (!lines) {
    lines = createCartLines(queryClient, accountNumber);
    stores.set(key, lines);
    all.add(lines);
    listenForLeaving();
    if (!watched.has(queryClient)) {
      watched.add(queryClient);
      onForgetServerState(() => forgetCartLines(queryClient));
    }
  }
  return lines;
}

/**
 * Forgets every store's cart lines of a query client (at login, logout and expiry, with the cached
 * answers, `forgetServerState`): what was waiting has been sent or is in the outbox, which is the user's own.
 */
export function forgetCartLines(queryClient: QueryClient): void {
  for (const lines of registry.get(queryClient)?.values() ?? []) all.delete(lines);
  registry.delete(queryClient);
}

export { EMPTY as NO_CART_LINES };
