import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '@trade-portal/api-client';
import { useCart, useForgetCartChanges } from '../api';
import { hasUnsavedEdit, setEditingMarker, useEditingMarker } from '../ordering/editingOrder';
import { rememberEntry, setNavigationBlocker } from './navigationGuard';
import { installNavigationListeners } from './navigationListeners';
import { usePopup } from '../popups/PopupProvider';

/**
 * Pages where an edit goes on: the cart and the ordering pages that change it (§2.1, and /quick-order). Going there
 * keeps the edit, so it needs no prompt; the info bar still says which order is being edited (§2.4).
 */
const EDITING_PATHS = ['/cart', '/place-order', '/stock-card', '/quick-order'];

/** Whether `destination` (a path with query) keeps the edit going. */
export function continuesEdit(destination: string): boolean {
  const path = destination.split(/[?#]/)[0] ?? '';
  return EDITING_PATHS.includes(path);
}

/**
 * §2.10 navigation-prompt and §8 Leaving with unsaved changes, for the pending order being edited
 * (§4 Pending order): while the cart holds a pending order whose lines differ from those it was loaded
 * with (`hasUnsavedEdit`), leaving for any page but /cart, /place-order and /stock-card, Back, logging out
 * and switching store all ask first: 'Continue editing' stays, 'Forget changes' deletes the cart
 * (DELETE /api/BackEndCart, which ends the edit and leaves the order as it was, ADR 0001), clears the
 * editing marker and then goes where the retailer was going. Reload and closing the tab get the
 * browser's own prompt. A failed delete shows the server's message in an alert popup and stays.
 * Used by `EditingGuard`, which the private shell loads only while the cart holds a pending order;
 * see `navigationGuard.ts` for how each way of leaving is caught.
 */
export function useEditingGuard(): void {
  const { data: cart } = useCart();
  const marker = useEditingMarker();
  const popup = usePopup();
  const navigate = useNavigate();
  const location = useLocation();
  const forget = useForgetCartChanges();
  const pendingOrderNumber = cart?.PendingOrderNumber ?? null;
  const unsaved = hasUnsavedEdit(pendingOrderNumber, cart?.BackEndCartDetails ?? [], marker);
  const cartId = cart?.BackEndCartId ?? null;

  // The listeners live as long as the shell; they act only while a blocker is installed.
  useEffect(() => installNavigationListeners((to) => void navigate(to)), [navigate]);
  useEffect(() => rememberEntry(), [location]);

  useEffect(() => {
    if (!unsaved || !pendingOrderNumber) return;
    return setNavigationBlocker((destination, proceed) => {
      if (destination !== null && continuesEdit(destination)) return false;
      popup.show({
        section: 'navigation-prompt',
        title: `Leave order ${pendingOrderNumber} unsaved?`,
        desc: `Your changes to pending order ${pendingOrderNumber} have not been saved. Forget them to keep the order as it was.`,
        cancelLabel: 'Continue editing',
        confirmLabel: 'Forget changes',
        onConfirm: () => {
          void (async () => {
            try {
              if (cartId !== null) await forget(cartId);
              setEditingMarker(null);
              proceed(true);
            } catch (e) {
              popup.show({ section: 'alert', title: 'Your changes could not be forgotten', desc: errorMessage(e) });
            }
          })();
        },
      });
      return true;
    });
  }, [unsaved, pendingOrderNumber, cartId, popup, forget]);
}

/** The editing guard as a component, so the shell can load it (a lazy chunk) only while an order is edited. */
export default function EditingGuard() {
  useEditingGuard();
  return null;
}
