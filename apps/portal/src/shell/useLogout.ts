import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@trade-portal/domain';
import { forgetServerState, useCart } from '../api';
import { clearSession } from '../session';
import { usePopup } from './popup';

/**
 * §4 Logout: with items in the cart, the 'You have items in your cart' confirmation first; otherwise at
 * once. Logging out clears the five session keys and the cached data, then goes to /login.
 */
export function useLogout(): () => void {
  const { data: cart } = useCart();
  const popup = usePopup();
  const navigate = useNavigate();
  const hasItems = (cart?.BackEndCartDetails.length ?? 0) > 0;

  const logOut = useCallback(() => {
    popup.hide();
    clearSession();
    forgetServerState();
    void navigate('/login', { replace: true });
  }, [navigate, popup]);

  return useCallback(() => {
    if (!hasItems) return logOut();
    popup.show({ section: 'logout', title: messages.logoutTitle, desc: messages.logoutText, confirmLabel: 'Log Out', onConfirm: logOut });
  }, [hasItems, logOut, popup]);
}
