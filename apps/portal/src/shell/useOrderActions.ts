import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { lazyPart } from '@trade-portal/ui/lazyPart';
import { useCancelPendingOrder, useCart, useLoadPendingOrder, useReorder } from '../api';
import type { OrderActionDeps } from './orderActionFlows';
import { usePopup } from '../popups/PopupProvider';

/** The order actions of /my-orders and /review-order, from `useOrderActions`. */
export interface OrderActions {
  /** Edit a pending order: load it into the cart and go to /cart (§4 Pending order). */
  edit: (order: { OrderNumber: string; OrderDate: string }) => void;
  /** Cancel a pending order, after the cancel-order confirm (§4 Cancel order). */
  cancel: (orderNumber: string) => void;
  /** Add an order's lines to the cart again and report the result (§4 Reorder). */
  reorder: (orderNumber: string) => void;
  /** The order whose action is running, or null. */
  busyOrder: string | null;
}

const flows = lazyPart(() => import('./orderActionFlows'));

/**
 * Edit, Cancel and Reorder of §4, shared by /my-orders and /review-order; every outcome through the
 * shell's popup (§2.10). The flows themselves (`orderActionFlows.ts`) load at the first press:
 * - Edit: GET LoadPendingOrderIntoBackEndCart, then the editing marker (id, date, po '' and the lines
 *   loaded) is set and the retailer goes to /cart, where the info bar says 'Currently editing order
 *   ({N}).' (§2.4); lines that could not be loaded are listed under 'Your items are currently
 *   unavailable.' (§8, review-order section). Unsaved changes to another pending order are asked about
 *   first (navigation-prompt), and outers already in the cart, which the order's lines replace, in the
 *   edit-order popup ('Keep my cart' / 'Edit order'). Editing the order already in the cart just goes to /cart.
 * - Cancel: the cancel-order confirm, then CancelPendingOrder; success goes to /my-orders (the order now
 *   Cancelled); a refusal shows the server's Message in the alert popup, a 5xx the §8 internal-error text.
 * - Reorder: POST Reorder, then the review-order popup: '{N} outers added to your cart.', the unavailable
 *   products under 'Sorry, but the following products were unavailable this time:' ('Your items are
 *   currently unavailable.' while an order is being edited) and 'Go to cart'.
 * @param onCancelled called with the cancelled order's number after a successful cancel, before leaving
 *   for /my-orders
 */
export function useOrderActions(onCancelled?: (orderNumber: string) => void): OrderActions {
  const popup = usePopup();
  const navigate = useNavigate();
  const { data: cart } = useCart();
  const { mutateAsync: loadPendingOrder } = useLoadPendingOrder();
  const { mutateAsync: cancelPendingOrder } = useCancelPendingOrder();
  const { mutateAsync: reorder } = useReorder();
  const [busyOrder, setBusyOrder] = useState<string | null>(null);
  // Read when a flow runs, so a flow started before a re-render sees the page as it is now.
  const deps = useRef<OrderActionDeps | null>(null);
  deps.current = { popup, navigate, editingNumber: cart?.PendingOrderNumber ?? null, cartOuters: cart?.TotalItems ?? 0, loadPendingOrder, cancelPendingOrder, reorder, setBusyOrder, onCancelled };

  const run = useCallback(<A,>(flow: (m: Awaited<ReturnType<typeof flows.load>>, d: OrderActionDeps, arg: A) => unknown) => (arg: A) => {
    void flows.load().then((m) => flow(m, deps.current!, arg));
  }, []);
  return useMemo(
    () => ({
      edit: run((m, d, order: { OrderNumber: string; OrderDate: string }) => m.editOrder(d, order)),
      cancel: run((m, d, n: string) => m.cancelOrder(d, n)),
      reorder: run((m, d, n: string) => m.reorderOrder(d, n)),
      busyOrder,
    }),
    [run, busyOrder],
  );
}
