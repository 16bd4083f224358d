import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAccounts, useCurrentAccount } from '../api';
import { sessionEndedBy, useSession, setAccountNumber } from '../session';
import { pickAccount } from '../ordering/cartRules';

/**
 * §2.1: private routes need a session; without one the user goes to /login, which returns them here after
 * logging in (the `from` state; `expired` when the server ended the session), except /cookies-policy, which goes to /cookies-policy-public. Also applies §4 Account loading: the stored account if still present,
 * else the first. Children render once an account is chosen.
 */
export function RequireSession({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const accounts = useAccounts();
  const list = accounts.data;
  const wanted = list ? pickAccount(list, session?.accountNumber) : undefined;

  useEffect(() => {
    if (session && wanted !== undefined && wanted !== session.accountNumber) setAccountNumber(wanted);
  }, [session, wanted]);

  if (!session) {
    // §2.1: the cookies policy has a public twin, which a logged-out visitor reads instead of logging in.
    if (location.pathname.replace(/\/+$/, '') === '/cookies-policy') return <Navigate to="/cookies-policy-public" replace />;
    const from = `${location.pathname}${location.search}`;
    // A session the server ended (§8) is said on /login, in the §2.10 redirect popup's words.
    return <Navigate to="/login" replace state={{ from, expired: sessionEndedBy() === 'expired' }} />;
  }
  // A temporary password: the first-time-login guide comes first (§2.2 /password); the server refuses the rest.
  if (session.passwordChangeRequired) return <Navigate to="/password" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (!session.accountNumber || (wanted !== undefined && wanted !== session.accountNumber)) return <>{fallback ?? null}</>;
  return <>{children}</>;
}

/** The state Home is opened with when tier 3 was sent there from an ordering page: that page's path. */
export interface OrderingRefused {
  orderingRefused: string;
}

/**
 * §2.4, §6: at TierAccessLevel 3 /my-orders, /place-order and /cart send the user to `/`; so do the order
 * views /review-order and /order-confirmation, since tier 3 is restricted from order views (§3) and the
 * server refuses them (403). Home is told which page was refused (`OrderingRefused`), so it can say why.
 */
export function RequireOrdering({ children }: { children: ReactNode }) {
  const { restricted, isLoading } = useCurrentAccount();
  const location = useLocation();
  if (isLoading) return null;
  if (restricted) return <Navigate to="/" replace state={{ orderingRefused: location.pathname } satisfies OrderingRefused} />;
  return <>{children}</>;
}

/** Layout route for the pages tier 3 may not open (§2.4). */
export function OrderingOutlet() {
  return (
    <RequireOrdering>
      <Outlet />
    </RequireOrdering>
  );
}
