import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@trade-portal/domain';
import { pendingOrderErrorMessage, useCancelPendingOrder, useCart, useLoadPendingOrder, useReorder } from '../api';
import { cartLineQuantities, setEditingMarker } from '../lib/editingOrder';
import { requestLeave } from './navigationGuard';
import { usePopup } from './popup';

/** The order actions of /my-orders and /review-order, from {@link useOrderActions}. */
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

/**
 * Edit, Cancel and Reorder of §4, shared by /my-orders and /review-order; every outcome through the
 * shell's popup (§2.10):
 * - Edit: GET LoadPendingOrderIntoBackEndCart, then the editing marker (id, date, po '' and the lines
 *   loaded) is set and the retailer goes to /cart, where the info bar says 'Currently editing order
 *   ({N}).' (§2.4); lines that could not be loaded are listed under 'Your items are currently
 *   unavailable.' (§8, review-order section). Unsaved changes to another pending order are asked about
 *   first (navigation-prompt). Editing the order already in the cart just goes to /cart.
 * - Cancel: the cancel-order confirm, then CancelPendingOrder; success goes to /my-orders (the order now
 *   Cancelled); a refusal shows the server's Message in the alert popup, a 5xx the §8 internal-error text.
 * - Reorder: POST Reorder, then the review-order popup: '{N} outers added to your cart.', the unavailable
 *   products under 'Sorry, but the following products were unavailable this time:' ('Your items are
 *   currently unavailable.' while an order is being edited) and 'Go to cart'.
 * @param onCancelled called with the cancelled order's number after a successful cancel, before leaving
 *   for /my-orders (a page that is already there may focus or announce it)
 */
export function useOrderActions(onCancelled?: (orderNumber: string) => void): OrderActions {
  const popup = usePopup();
  const navigate = useNavigate();
  const { data: cart } = useCart();
  const load = useLoadPendingOrder();
  const cancelOrder = useCancelPendingOrder();
  const reorderOrder = useReorder();
  const [busyOrder, setBusyOrder] = useState<string | null>(null);
  const editingNumber = cart?.PendingOrderNumber ?? null;

  const fail = useCallback(
    (title: string, error: unknown) => popup.show({ section: 'alert', title, desc: pendingOrderErrorMessage(error) }),
    [popup],
  );

  const edit = useCallback<OrderActions['edit']>(
    ({ OrderNumber, OrderDate }) => {
      if (editingNumber === OrderNumber) return void navigate('/cart');
      requestLeave(null, () => {
        void (async () => {
          setBusyOrder(OrderNumber);
          try {
            const { result, cart: loaded } = await load.mutateAsync(OrderNumber);
            setEditingMarker({ id: OrderNumber, date: OrderDate, po: '', lines: cartLineQuantities(loaded.BackEndCartDetails) });
            await navigate('/cart');
            if (result.UnavailableItems.length > 0) {
              popup.show({
                section: 'review-order',
                title: `Editing order ${OrderNumber}`,
                desc: messages.unavailableWhenEditing,
                items: result.UnavailableItems.map((i) => i.Product),
                cancelLabel: 'Close',
              });
            }
          } catch (e) {
            fail(`Order ${OrderNumber} could not be edited`, e);
          } finally {
            setBusyOrder(null);
          }
        })();
      });
    },
    [editingNumber, fail, load, navigate, popup],
  );

  const cancel = useCallback<OrderActions['cancel']>(
    (orderNumber) => {
      popup.show({
        section: 'cancel-order',
        title: `Cancel order ${orderNumber}?`,
        desc: 'The order will not be delivered. A cancelled order cannot be edited again.',
        cancelLabel: 'Keep order',
        confirmLabel: 'Cancel order',
        onConfirm: () => {
          void (async () => {
            setBusyOrder(orderNumber);
            try {
              await cancelOrder.mutateAsync(orderNumber);
              onCancelled?.(orderNumber);
              await navigate('/my-orders');
            } catch (e) {
              fail(`Order ${orderNumber} could not be cancelled`, e);
            } finally {
              setBusyOrder(null);
            }
          })();
        },
      });
    },
    [cancelOrder, fail, navigate, onCancelled, popup],
  );

  const reorder = useCallback<OrderActions['reorder']>(
    (orderNumber) => {
      void (async () => {
        setBusyOrder(orderNumber);
        try {
          const result = await reorderOrder.mutateAsync(orderNumber);
          const unavailable = result.UnavailableItems.map((i) => i.Product);
          popup.show({
            section: 'review-order',
            title: `${result.OutersAdded} ${result.OutersAdded === 1 ? 'outer' : 'outers'} added to your cart.`,
            desc: unavailable.length > 0 ? (editingNumber ? messages.unavailableWhenEditing : messages.unavailableAfterReorder) : undefined,
            items: unavailable,
            cancelLabel: 'Close',
            confirmLabel: 'Go to cart',
            onConfirm: () => void navigate('/cart'),
          });
        } catch (e) {
          fail(`Order ${orderNumber} could not be added to your cart`, e);
        } finally {
          setBusyOrder(null);
        }
      })();
    },
    [editingNumber, fail, navigate, popup, reorderOrder],
  );

  return { edit, cancel, reorder, busyOrder };
}
