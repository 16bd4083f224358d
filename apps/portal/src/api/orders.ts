/**
 * Orders resource (ADR 0001): order submission (POST /api/Order/Submit, §4 Checkout) and the pending-order
 * calls of §4 (load into the cart for editing, update, cancel), reorder (§3 Review-order result) and the
 * cart delete that ends an edit (§2.10 navigation-prompt 'Forget changes').
 */
import { useCallback, useMemo } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { answerWithin, ApiError, errorMessage, NotSentError, unwrap, unwrapConfirmed, withReference, type BackEndCart, type BackEndCartDetail, type Order, type ReviewOrderResult, type SimilarOrder } from '@trade-portal/api-client';
import { messages } from '@trade-portal/domain';
import { loadOutbox } from '../offline/loadOutbox';
import { cartQuery } from './cart';
import { portalClient } from './client';
import { invalidateAfter } from './invalidation';
import { orderDetailsQuery } from './orderHistory';
import { forAccount, useAccountNumber } from './scope';

/** A cart line as the retailer confirmed it: SKU, name, outers and price per outer (EUR, net). */
export type ConfirmedCartLine = Pick<BackEndCartDetail, 'SKU' | 'Product' | 'Quantity' | 'PriceOuter'>;

/**
 * One submission attempt: the cart to order, the attempt's Idempotency-Key (the checkout machine makes it)
 * and the lines the retailer confirmed, which the server orders or refuses (409) but never changes.
 */
export interface OrderSubmission {
  backEndCartId: number;
  idempotencyKey: string;
  lines: readonly ConfirmedCartLine[];
}

/**
 * How long a submit may go unanswered before it counts as not heard: then the attempt is saved on
 * this device and sent again with the same Idempotency-Key, which makes one order however the first ended.
 * Longer than a cart line's limit (`CART_LINE_UNHEARD_AFTER_MS`): an order is one transaction over the whole
 * cart, and a busy server may take seconds over it.
 */
export const ORDER_UNHEARD_AFTER_MS = 20_000;

/** The body's ConfirmedLines: SKU and outers, one per SKU (the wire's `ConfirmedLine`). */
const confirmedLines = (lines: readonly ConfirmedCartLine[]) => lines.map(({ SKU, Quantity }) => ({ SKU, Quantity }));

/**
 * POST /api/Order/Submit for a store, with body { BackEndCartId, ConfirmedLines } and the attempt's
 * Idempotency-Key: a retried request of one attempt (the checkout's, or the offline outbox's later send)
 * makes one order, of the confirmed lines only. Unanswered after `ORDER_UNHEARD_AFTER_MS` it
 * is aborted and counts as not heard.
 * @returns the order, or null when the server answered without one (§8 Submit with no result)
 * @throws CartChangedError (409 with the cart now) when the cart is not what was confirmed; ApiError with
 *   the server's Message (422 for a key already used for other lines); TypeError or ApiError status 0 when
 *   no answer arrived
 */
export async function submitStoreOrder({ accountNumber, backEndCartId, idempotencyKey, lines }: StoreOrderSubmission): Promise<Order | null> {
  const order = await answerWithin(ORDER_UNHEARD_AFTER_MS, async (signal) =>
    unwrapConfirmed(
      await portalClient.POST('/api/Order/Submit', {
        params: { ...forAccount(accountNumber).params, header: { 'Idempotency-Key': idempotencyKey } },
        body: { BackEndCartId: backEndCartId, ...(lines ? { ConfirmedLines: confirmedLines(lines) } : {}) },
        signal,
      }),
    ),
  );
  return order && typeof order === 'object' && 'OrderNumber' in order ? order : null;
}

/**
 * POST /api/Order/Submit for the current account with body { BackEndCartId } and the attempt's
 * Idempotency-Key, so a retried request of one attempt makes one order. While this device has changes
 * of the store not yet sent (the offline outbox, ADR 0031), it sends nothing and fails with
 * `NotSentError`, so the checkout is saved behind them. Invalidates nothing itself:
 * the checkout machine refreshes after every outcome (`useRefreshAfterOrder`).
 * @returns a mutation whose `mutateAsync` resolves the order, or null when the server answered without
 *   one ('Your order has been submitted correctly.', §8)
 * @throws (through `mutateAsync`) ApiError with the server's Message; NotSentError (see above)
 */
export function useSubmitOrder() {
  const accountNumber = useAccountNumber();
  return useMutation({
    mutationFn: async (submission: OrderSubmission): Promise<Order | null> => {
      if (!accountNumber) throw { Message: 'Choose a store before checking out.' };
      if ((await loadOutbox()).hasQueued(accountNumber)) throw new NotSentError();
      return submitStoreOrder({ accountNumber, ...submission });
    },
  });
}

/**
 * Saves a checkout on this device (ADR 0031): the attempt, with its Idempotency-Key and the lines
 * confirmed (sent with it, so the server orders those or nothing), goes into the offline outbox
 * behind the store's changes not yet sent, with the cart's outers and OrderTotal (EUR) for the notice. The
 * cart then shows empty until the order is sent. The cart id is not kept: the outbox asks for it when it
 * sends, so a cart whose first lines are still waiting here gets its order once those lines have made it.
 * @returns a function resolving once the outbox has it
 * @throws Error when there is no store, or the device refused to store it
 */
export function useQueueOrder(): (attempt: Pick<OrderSubmission, 'idempotencyKey' | 'lines'>) => Promise<void> {
  const queryClient = useQueryClient();
  const accountNumber = useAccountNumber();
  return useCallback(
    async ({ idempotencyKey, lines }: Pick<OrderSubmission, 'idempotencyKey' | 'lines'>) => {
      if (!accountNumber) throw { Message: 'Choose a store before checking out.' };
      await queueStoreOrder(queryClient, accountNumber, { idempotencyKey, lines });
    },
    [accountNumber, queryClient],
  );
}

/** `useQueueOrder`'s work for a named store, outside React (the several-store grid checks out each store in turn). */
async function queueStoreOrder(queryClient: QueryClient, accountNumber: string, { idempotencyKey, lines }: Pick<OrderSubmission, 'idempotencyKey' | 'lines'>): Promise<void> {
  const outbox = await loadOutbox();
  const cart = queryClient.getQueryData<BackEndCart>(cartQuery(accountNumber).queryKey);
  await outbox.queueOrder({
    user: outbox.outboxUser(), accountNumber, idempotencyKey, outers: cart?.TotalItems ?? 0, orderTotal: cart?.OrderTotal ?? 0, madeAt: Date.now(),
    lines: lines.map(({ SKU, Product, Quantity, PriceOuter }) => ({ SKU, Product, Quantity, PriceOuter })),
  });
}

/**
 * What the several-store grid checks each store out with (§4 Checkout, ADR 0030): submit and
 * save-on-device for a named store, the same calls as the checkout page's, for the checkout machine's actors.
 * @returns `submit(store, attempt)`: POST /api/Order/Submit, or NotSentError while the store has changes
 *   waiting on this device; `queue(store, attempt)`: the attempt into the outbox; `refresh()`: the carts,
 *   'Last order' and the history read again
 */
export function useStoreCheckoutCalls() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      submit: async (accountNumber: string, submission: OrderSubmission): Promise<Order | null> => {
        // Never ahead of that store's changes saved on this device (ADR 0031).
        if ((await loadOutbox()).hasQueued(accountNumber)) throw new NotSentError();
        return submitStoreOrder({ accountNumber, ...submission });
      },
      queue: (accountNumber: string, attempt: Pick<OrderSubmission, 'idempotencyKey' | 'lines'>) => queueStoreOrder(queryClient, accountNumber, attempt),
      refresh: () => invalidateAfter(queryClient, 'orderSubmitted'),
    }),
    [queryClient],
  );
}

/**
 * The duplicate-order guard's question: GET /api/Order/SimilarRecentOrder for the current
 * account, the order of the last 24 hours the cart closely matches.
 * @returns a function resolving the `SimilarOrder` (Similarity 0–1, OrderTotal EUR), or null on a 204
 * @throws ApiError with the server's Message (the checkout then goes on without asking)
 */
export function useFindSimilarOrder(): () => Promise<SimilarOrder | null> {
  const accountNumber = useAccountNumber();
  return useCallback(async () => {
    if (!accountNumber) return null;
    const result = await portalClient.GET('/api/Order/SimilarRecentOrder', forAccount(accountNumber));
    if (result.response.status === 204) return null;
    return unwrap(result);
  }, [accountNumber]);
}

/** Refetches what an order submission changes (cart, 'Last order', history): the checkout's `refreshCart`. */
export function useRefreshAfterOrder(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateAfter(queryClient, 'orderSubmitted'), [queryClient]);
}

/** Where a pending-order call is made: the order number (digits) in the current account. */
function orderParams(accountNumber: string | null, orderNumber: string) {
  if (!accountNumber) throw new ApiError(0, 'Choose a store first.');
  return forAccount(accountNumber, { orderNumber });
}

/**
 * A failed pending-order call as the §8 alert shows it: the server's Message for a refusal (409 'only
 * pending orders…', 404, 403), the internal-error sentence for a 5xx (§8 Internal error on pending-order
 * calls, with the answer's reference after it) or a network failure.
 */
export function pendingOrderErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status >= 500 || error.status === 0)) return withReference(messages.internalError, error.reference);
  return errorMessage(error, messages.internalError);
}

/**
 * Edit, first step (§4 Pending order, §8 'Your items are currently unavailable.'): GET
 * /api/Order/LoadPendingOrderIntoBackEndCart loads a pending order into the current account's cart and
 * sets the cart's PendingOrderNumber (the server's editing marker). Afterwards the cart is refetched, so
 * the caller gets the lines the edit starts from.
 * @returns a mutation whose `mutateAsync(orderNumber)` resolves { result: OutersAdded and UnavailableItems,
 *   cart: the cart as loaded }
 * @throws (through `mutateAsync`) ApiError: 409 for an order that is no longer pending, 404 for another
 *   account's order, 403 at tier 3
 */
export function useLoadPendingOrder() {
  const queryClient = useQueryClient();
  const accountNumber = useAccountNumber();
  return useMutation({
    mutationFn: async (orderNumber: string): Promise<{ result: ReviewOrderResult; cart: BackEndCart }> => {
      const params = orderParams(accountNumber, orderNumber);
      const result = unwrap(await portalClient.GET('/api/Order/LoadPendingOrderIntoBackEndCart', params));
      await invalidateAfter(queryClient, 'pendingOrderLoaded');
      const cart = await queryClient.fetchQuery({ ...cartQuery(accountNumber!), staleTime: 0 });
      return { result, cart };
    },
  });
}

/**
 * Edit, last step (§4 Edit-order confirm): PUT /api/Order/UpdatePendingOrderWithDetails with body
 * { BackEndCartId, ConfirmedLines } writes the cart into the pending order it holds, empties the cart and
 * clears its PendingOrderNumber, when the cart is what was confirmed. Invalidates nothing itself:
 * the checkout machine refreshes after every outcome (`useRefreshAfterOrder`), as for a submission.
 * @returns a mutation whose `mutateAsync({ backEndCartId, lines })` resolves the updated order
 * @throws (through `mutateAsync`) CartChangedError (409 with the cart now) when the cart changed since the
 *   confirm; ApiError with the server's Message (409 when the order is no longer pending)
 */
export function useUpdatePendingOrder() {
  const accountNumber = useAccountNumber();
  return useMutation({
    mutationFn: async ({ backEndCartId, lines }: Pick<OrderSubmission, 'backEndCartId' | 'lines'>): Promise<Order> => {
      if (!accountNumber) throw new ApiError(0, 'Choose a store first.');
      return unwrapConfirmed(
        await portalClient.PUT('/api/Order/UpdatePendingOrderWithDetails', { ...forAccount(accountNumber), body: { BackEndCartId: backEndCartId, ConfirmedLines: confirmedLines(lines) } }),
      );
    },
  });
}

/**
 * Cancel order (§4): POST /api/Order/CancelPendingOrder; the cancelled order (Status 3) replaces its
 * cached details, and the history, 'Last order' and the cart (which may have held it for editing) go stale.
 * @returns a mutation whose `mutateAsync(orderNumber)` resolves the cancelled order
 * @throws (through `mutateAsync`) ApiError: 409 with the server's Message for an order that is not
 *   pending, 404 for another account's, 5xx (show `pendingOrderErrorMessage`)
 */
export function useCancelPendingOrder() {
  const queryClient = useQueryClient();
  const accountNumber = useAccountNumber();
  return useMutation({
    mutationFn: async (orderNumber: string): Promise<Order> =>
      unwrap(await portalClient.POST('/api/Order/CancelPendingOrder', orderParams(accountNumber, orderNumber))),
    onSuccess: (order) => {
      if (accountNumber) queryClient.setQueryData(orderDetailsQuery(accountNumber, order.OrderNumber).queryKey, order);
    },
    onSettled: () => invalidateAfter(queryClient, 'pendingOrderCancelled'),
  });
}

/**
 * Reorder (§3 Review-order result, §4 Reorder): POST /api/Order/Reorder adds an earlier order's
 * orderable lines to the current cart (each on its product's current minimum and step, capped at 999)
 * and lists the rest. The cart goes stale.
 * @returns a mutation whose `mutateAsync(orderNumber)` resolves OutersAdded (outers) and UnavailableItems
 * @throws (through `mutateAsync`) ApiError: 404 for another account's order, 403 at tier 3
 */
export function useReorder() {
  const queryClient = useQueryClient();
  const accountNumber = useAccountNumber();
  return useMutation({
    mutationFn: async (orderNumber: string): Promise<ReviewOrderResult> =>
      unwrap(await portalClient.POST('/api/Order/Reorder', orderParams(accountNumber, orderNumber))),
    onSettled: () => invalidateAfter(queryClient, 'reordered'),
  });
}

/**
 * Forget changes (§2.10 navigation-prompt, ADR 0001): DELETE /api/BackEndCart?beCartId deletes the
 * current account's cart, which ends any order editing; the pending order stays as it was. The cart reloads.
 * @returns a function resolving once the cart has reloaded
 * @throws ApiError with the server's Message
 */
export function useForgetCartChanges(): (backEndCartId: number) => Promise<void> {
  const queryClient = useQueryClient();
  const accountNumber = useAccountNumber();
  return useCallback(
    async (backEndCartId) => {
      if (!accountNumber) return;
      unwrap(await portalClient.DELETE('/api/BackEndCart', forAccount(accountNumber, { beCartId: backEndCartId })));
      await invalidateAfter(queryClient, 'cartDeleted');
    },
    [accountNumber, queryClient],
  );
}

/** One store's checkout from the several-stores grid, or one sent by the offline outbox. */
export interface StoreOrderSubmission extends Omit<OrderSubmission, 'lines'> {
  /** The store ordered for (its JtiAccountId), whatever the current store is. */
  accountNumber: string;
  /**
   * The lines confirmed. Undefined only for an order saved on this device before confirmed lines
   * were kept with it: it goes as it was made then, without ConfirmedLines.
   */
  lines: readonly ConfirmedCartLine[] | undefined;
}

