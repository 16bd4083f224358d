/**
 * The calls every private page waits on, started as soon as the private shell's code is asked for rather
 * than when its first render gets to them: the user's stores (GET /api/Account/GetAccounts,
 * §4 Account loading) and the stored store's cart (GET /api/BackEndCart, §4 Cart loading). The shell's
 * queries then find them in flight or answered (both are fresh for longer than a page takes to show),
 * so nothing is asked twice.
 */
import { getSession } from '../session';
import { accountsQuery } from './account';
import { cartQuery } from './cart';
import { queryClient } from './client';

/**
 * Starts GetAccounts and, when a store was chosen before, its cart, into the server-state cache. Does
 * nothing without a session or while the password is temporary (the server would refuse both, §2.2).
 * Safe to call repeatedly: an answered or running query is not asked again. Failures are left to the
 * shell's own queries, which show them (§8).
 */
export function startSessionCalls(): void {
  const session = getSession();
  if (!session || session.passwordChangeRequired) return;
  void queryClient.prefetchQuery(accountsQuery());
  if (session.accountNumber) void queryClient.prefetchQuery(cartQuery(session.accountNumber));
}
