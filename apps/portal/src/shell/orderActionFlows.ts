/**
 * The flows behind `useOrderActions` (§4 Pending order, Cancel order, Reorder; §8), loaded at the
 * first press of Edit, Cancel or Reorder so /my-orders and /review-order do not carry them up front.
 * Each takes what the hook gathered during render (popup, navigation, the api mutations).
 */
import { messages } from '@trade-portal/domain';
import type { ReviewOrderResult, BackEndCart, Order } from '@trade-portal/api-client';
import { pendingOrderErrorMessage } from '../api';
import { cartLineQuantities, setEditingMarker } from '../ordering/editingOrder';
import { requestLeave } from './navigationGuard';
import type { PopupControls } from '../popups/PopupProvider';

/** What the flows need from the page. */
export interface OrderActionDeps {
  popup: PopupControls;
  navigate: (to: string) => unknown;
  /** The cart's PendingOrderNumber, or null. */
  editingNumber: string | null;
  /** Outers in the cart now (TotalItems): loading an order for editing replaces them. */
  cartOuters: number;
  loadPendingOrder: (orderNumber: string) => Promise<{ result: ReviewOrderResult; cart: BackEndCart }>;
  cancelPendingOrder: (orderNumber: string) => Promise<Order>;
  reorder: (orderNumber: string) => Promise<ReviewOrderResult>;
  setBusyOrder: (orderNumber: string | null) => void;
  onCancelled?: (orderNumber: string) => void;
}

const fail = (deps: OrderActionDeps, title: string, error: unknown) =>
  deps.popup.show({ section: 'alert', title, desc: pendingOrderErrorMessage(error) });

/**
 * Edit: asks about unsaved changes to another order first (navigation-prompt), or, when the cart holds
 * outers of its own, whether to replace them (the server loads the order's lines in their place); then
 * loads the order, sets the marker and goes to /cart.
 */
export function editOrder(deps: OrderActionDeps, { OrderNumber, OrderDate }: { OrderNumber: string; OrderDate: string }): void {
  const { popup, navigate, editingNumber, cartOuters, loadPendingOrder, setBusyOrder } = deps;
  if (editingNumber === OrderNumber) return void navigate('/cart');
  const load = () => {
    void (async () => {
      setBusyOrder(OrderNumber);
      try {
        const { result, cart } = await loadPendingOrder(OrderNumber);
        setEditingMarker({ id: OrderNumber, date: OrderDate, po: '', lines: cartLineQuantities(cart.BackEndCartDetails) });
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
        fail(deps, `Order ${OrderNumber} could not be edited`, e);
      } finally {
        setBusyOrder(null);
      }
    })();
  };
  requestLeave(null, (afterPrompt) => {
    // After 'Forget changes' the cart is gone; an edit in progress without changes is simply replaced.
    if (afterPrompt || editingNumber !== null || cartOuters === 0) return load();
    popup.show({
      section: 'edit-order',
      title: `Edit order ${OrderNumber}?`,
      desc: `The ${cartOuters} ${cartOuters === 1 ? 'outer' : 'outers'} in your cart will be replaced by this order's lines until you update or forget the order.`,
      cancelLabel: 'Keep my cart',
      confirmLabel: 'Edit order',
      onConfirm: load,
    });
  });
}

/** Cancel: the cancel-order confirm, then the call; success goes to /my-orders, a failure to the alert popup. */
export function cancelOrder(deps: OrderActionDeps, orderNumber: string): void {
  const { popup, navigate, cancelPendingOrder, setBusyOrder, onCancelled } = deps;
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
          await cancelPendingOrder(orderNumber);
          onCancelled?.(orderNumber);
          await navigate('/my-orders');
        } catch (e) {
          fail(deps, `Order ${orderNumber} could not be cancelled`, e);
        } finally {
          setBusyOrder(null);
        }
      })();
    },
  });
}

/** Reorder: the call, then the review-order popup with the outers added, the unavailable products and 'Go to cart'. */
export async function reorderOrder(deps: OrderActionDeps, orderNumber: string): Promise<void> {
  const { popup, navigate, editingNumber, reorder, setBusyOrder } = deps;
  setBusyOrder(orderNumber);
  try {
    const result = await reorder(orderNumber);
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
    fail(deps, `Order ${orderNumber} could not be added to your cart`, e);
  } finally {
    setBusyOrder(null);
  }
}
