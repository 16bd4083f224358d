import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@trade-portal/domain';
import { forgetServerState, revokeSession, useCart } from '../api';
import { clearSession } from '../session';
import { requestLeave } from './navigationGuard';
import { usePopup } from './popup';
import { resetTrackAndTraceNotice } from './trackAndTrace';

/**
 * §4 Logout: while a pending order has unsaved changes, the navigation prompt first ('Continue editing'
 * or 'Forget changes', which ends the edit and then logs out, `useEditingGuard`); with items in the
 * cart, the 'You have items in your cart' confirmation; otherwise at once. Logging out revokes the token
 * on the server, clears the five session keys, the cached data (the service worker's too) and the raised Track and Trace notice, then goes to /login.
 */
export function useLogout(): () => void {
  const { data: cart } = useCart();
  const popup = usePopup();
  const navigate = useNavigate();
  const hasItems = (cart?.BackEndCartDetails.length ?? 0) > 0;

  const logOut = useCallback(() => {
    popup.hide();
    revokeSession();
    clearSession();
    forgetServerState();
    // The service worker's copies of this user's answers go too (ADR 0031).
    void import('../lib/serviceWorker').then((m) => m.forgetCachedUserData());
    resetTrackAndTraceNotice();
    void navigate('/login', { replace: true });
  }, [navigate, popup]);

  return useCallback(() => {
    requestLeave(null, (forgotten) => {
      // After 'Forget changes' the cart is gone: nothing left to warn about.
      if (forgotten || !hasItems) return logOut();
      popup.show({ section: 'logout', title: messages.logoutTitle, desc: messages.logoutText, confirmLabel: 'Log Out', onConfirm: logOut });
    });
  }, [hasItems, logOut, popup]);
}
