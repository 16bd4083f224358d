import { useState, type RefObject } from 'react';
import { errorMessage } from '@trade-portal/api-client';
import { useClearCart } from '../../api';
import { usePopup } from '../../popups/PopupProvider';

/**
 * Clear cart behind the clear-cart popup (§2.1 /cart, §8): the changes still waiting are sent first, then
 * the cart is emptied; a failure shows the server's Message in an alert popup. After it the page scrolls
 * to the top, focus moves to the heading and 'Cart cleared' is announced (polite).
 * @param cartId the back-end cart's id (null: nothing to clear)
 * @param flush sends the cart changes still waiting
 * @param heading the page's heading
 * @returns `clearCart` (opens the popup) and the `announcement` for the page's live region
 */
export function useClearCartConfirm(cartId: number | null, flush: () => Promise<void>, heading: RefObject<HTMLHeadingElement | null>) {
  const popup = usePopup();
  const { mutateAsync: clear } = useClearCart();
  const [announcement, setAnnouncement] = useState('');
  const clearCart = () => {
    popup.show({
      section: 'clear-cart',
      title: 'Clear your cart?',
      desc: 'All products will be removed from your cart.',
      confirmLabel: 'Clear cart',
      onConfirm: () => {
        void (async () => {
          if (cartId == null) return;
          // Emptied first, so a second clear in the same visit is announced again.
          setAnnouncement('');
          try {
            await flush();
            await clear(cartId);
            // The lines are gone from under the reader: start again at the top, on the heading, and say so.
            window.scrollTo({ top: 0 });
            heading.current?.focus({ preventScroll: true });
            setAnnouncement('Cart cleared');
          } catch (e) {
            popup.show({ section: 'alert', title: 'The cart could not be cleared', desc: errorMessage(e) });
          }
        })();
      },
    });
  };
  return { clearCart, announcement };
}
