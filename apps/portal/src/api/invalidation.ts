/**
 * What each change on the server makes stale: the portal's one table of invalidation. Mutation hooks
 * and the machines' refresh actors call `invalidateAfter`; nothing else names query keys to invalidate.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { paths } from '@trade-portal/api-client';

type GetPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];

/**
 * The GET paths each change makes stale. Keys are `['get', path, init]` (openapi-react-query), so a
 * path invalidates that call for every account and every set of parameters; only queries on screen
 * refetch at once, the rest when next shown.
 */
export const staleAfter = {
  /** A cart line change the server refused: reload the cart, the server may know better (§8). */
  cartLineRefused: ['/api/BackEndCart'],
  /** Clear cart (§4): the emptied cart is written at once; a reload confirms it. */
  cartCleared: ['/api/BackEndCart'],
  /** An order submission, whatever its outcome (§4 Checkout): the cart, 'Last order', the history and the usual order learned from it. */
  orderSubmitted: ['/api/BackEndCart', '/api/OrderHistory/GetRecentOrder', '/api/OrderHistory/FilteredByTimeSpanOrderHistory', '/api/OrderHistory/UsualOrder'],
  /** The keep-alive tick every 30 s (§4 Session start and keep-alive): the cart, which another device may change. */
  keepAliveTick: ['/api/BackEndCart'],
  /**
   * A suggestion added to the cart (§1; the returned cart is written at once): the suggestion is closed,
   * and the before-you-checkout lists (products not in the cart) may have changed.
   */
  suggestionAdded: ['/api/Product/GetSuggestedProducts', '/api/Product/GetBeforeYouGo', '/api/Product/GetHaveYouConsideredProducts'],
  /** A suggestion declined ('No thanks', §2.10 tm-suggested): it is closed on the server. */
  suggestionDismissed: ['/api/Product/GetSuggestedProducts'],
  /** A product added to or removed from the stock card (§1): the card, which the server numbers (StockCardOrder). */
  stockCardChanged: ['/api/Product/GetStockCard'],
  /** A pending order loaded into the cart for editing (§4 Pending order): the cart, now holding it and its PendingOrderNumber. */
  pendingOrderLoaded: ['/api/BackEndCart'],
  /** Cancel order (§4): its status in the history and 'Last order', and the cart that may have held it for editing. */
  pendingOrderCancelled: ['/api/BackEndCart', '/api/OrderHistory/GetRecentOrder', '/api/OrderHistory/FilteredByTimeSpanOrderHistory', '/api/OrderHistory/UsualOrder'],
  /** Reorder (§4): the cart the lines went into. */
  reordered: ['/api/BackEndCart'],
  /** The cart deleted to forget an edit (§2.10 navigation-prompt, ADR 0001): the cart, now empty and no longer editing. */
  cartDeleted: ['/api/BackEndCart'],
  /** Track and Trace codes stored (§1, §5): the account's flag, which hides the notice. */
  trackAndTraceSubmitted: ['/api/Account/IsTrackAndTrace'],
  /** A delivery checked in (ADR 0055): the history's and the order's DeliveryCheckedInAt, which Home's 'Delivery arrived?' reads. */
  deliveryCheckedIn: ['/api/OrderHistory/FilteredByTimeSpanOrderHistory', '/api/OrderHistory/OrderHistoryDetails'],
  /** A claim sent (ADR 0055): the history's and the order's claim, and Insights, net of an accepted claim's credit note. */
  claimSent: ['/api/OrderHistory/FilteredByTimeSpanOrderHistory', '/api/OrderHistory/OrderHistoryDetails', '/api/OrderHistory/Insights'],
  /** A vlog view reported (§7 Track/VlogAsset): its Views, on /vlogs and in home's Latest Vlog (counted once per session, ADR 0020). */
  vlogViewed: ['/api/Cms/VlogAssets', '/api/Cms/LatestVlogAsset'],
} as const satisfies Record<string, readonly GetPath[]>;

/** A change the server has made or may have made; see `staleAfter`. */
export type ServerChange = keyof typeof staleAfter;

/**
 * Marks stale what `change` affects and refetches what is on screen.
 * @returns a promise that settles when the refetches on screen have settled
 */
export async function invalidateAfter(queryClient: QueryClient, change: ServerChange): Promise<void> {
  await Promise.all(staleAfter[change].map((path) => queryClient.invalidateQueries({ queryKey: ['get', path] })));
}
