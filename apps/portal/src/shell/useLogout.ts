import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@trade-portal/domain';
import { forgetServerState, revokeSession, useLatestCart } from '../api';
import { loadOutbox } from '../offline/loadOutbox';
import { clearSession, getSession } from '../session';
import { requestLeave } from './navigationGuard';
import { usePopup } from '../popups/PopupProvider';
import { resetTrackAndTraceNotice } from './TrackAndTraceBanner';

/**
 * Beyond the spec (a shared tablet): the confirmation when changes made offline have not reached
 * the server yet, since logging out deletes them from the device.
 */
export const unsentTitle = 'Changes not sent yet';
/** @param count queued changes and checkouts */
export const unsentText = (count: number) =>
  `${count === 1 ? 'One change' : `${count} changes`} made without a connection ${count === 1 ? 'has' : 'have'} not reached us yet. If you log out now, ${count === 1 ? 'it is' : 'they are'} deleted from this device.`;

/** The logged-in user's queued changes and checkouts (loads the outbox's module). */
async function queuedOfUser(): Promise<number> {
  const user = getSession()?.username;
  if (!user) return 0;
  try {
    return (await loadOutbox()).queuedCount(user);
  } catch {
    return 0;
  }
}

/**
 * §4 Logout: while a pending order has unsaved changes, the navigation prompt first ('Continue editing'
 * or 'Forget changes', which ends the edit and then logs out, `useEditingGuard`); with changes made
 * offline that the server has not heard, 'Changes not sent yet'; with items in the cart, the 'You have
 * items in your cart' confirmation; otherwise at once. Logging out revokes the token on the server (later,
 * if offline), clears the five session keys, the cached data (the service worker's too), the user's
 * queued changes and the raised Track and Trace notice, then goes to /login.
 *
 * The cart is read when Log Out is pressed, not subscribed to: the shell holds this hook, and a
 * subscription re-rendered the whole frame around the page (header, notices, download row) on every tap
 * of a stepper (ADR 0037).
 */
export function useLogout(): () => void {
  const latestCart = useLatestCart();
  const popup = usePopup();
  const navigate = useNavigate();

  const logOut = useCallback(() => {
    const user = getSession()?.username;
    popup.hide();
    revokeSession();
    clearSession();
    void forgetServerState();
    if (user) void loadOutbox().then((outbox) => outbox.dropUser(user)).catch(() => undefined);
    resetTrackAndTraceNotice();
    void navigate('/login', { replace: true });
  }, [navigate, popup]);

  return useCallback(() => {
    requestLeave(null, (forgotten) => {
      void queuedOfUser().then((queued) => {
        const hasItems = (latestCart.peek()?.BackEndCartDetails.length ?? 0) > 0;
        if (queued > 0) return popup.show({ section: 'logout', title: unsentTitle, desc: unsentText(queued), confirmLabel: 'Log Out', onConfirm: logOut });
        // After 'Forget changes' the cart is gone: nothing left to warn about.
        if (forgotten || !hasItems) return logOut();
        popup.show({ section: 'logout', title: messages.logoutTitle, desc: messages.logoutText, confirmLabel: 'Log Out', onConfirm: logOut });
      });
    });
  }, [latestCart, logOut, popup]);
}
