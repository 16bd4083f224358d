import { useEffect, useState } from 'react';
import { useLocation, useNavigate, Navigate } from 'react-router';
import { errorMessage } from '@trade-portal/api-client';
import { isRestricted, messages } from '@trade-portal/domain';
import { LoginForm } from '@trade-portal/ui';
import { lazyPart } from '@trade-portal/ui/lazyPart';
import { PublicTemplate } from '../../shell/PublicTemplate';
import { afterLoginPath, pickAccount } from '../../ordering/cartRules';
import { clearSession, getSession, hasPendingRevocations, saveLogin, setAccountNumber, useSession } from '../../session';

/** The server-access module, loaded on demand: the login page's first paint does not wait for it. */
const api = lazyPart(() => import('../../api'));
const revocation = lazyPart(() => import('../../api/revocation'));

/** The §8 login-help address, set at build time (`VITE_CUSTOMER_SERVICE_EMAIL`); the form's default otherwise. */
const helpEmail = (import.meta.env.VITE_CUSTOMER_SERVICE_EMAIL as string | undefined) || undefined;

/**
 * /login in the public template (§2.2, §4 Login): on success stores the token, loads the accounts,
 * keeps the stored account if the user still holds it (else the first), and goes back to the page the
 * user came from or to /place-order (`/` at TierAccessLevel 3). A failed login shows the server's Message;
 * arriving because the server ended the session (§8, the guard's `expired` state) says so (§2.10 redirect's words).
 * The server-access module (and TanStack Query with it) loads when the user starts on the form.
 */
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const state = location.state as { from?: string; expired?: boolean } | null;
  const from = state?.from ?? null;
  // A token logged out offline on this tablet (§4 Logout) is revoked once the server can be reached.
  useEffect(() => {
    if (hasPendingRevocations()) void revocation.load().then((m) => m.revocations.retry());
  }, []);

  if (session?.accountNumber && !pending) return <Navigate to={session.passwordChangeRequired ? '/password' : afterLoginPath(from, false)} replace />;

  const submit = async ({ username, password }: { username: string; password: string }) => {
    setPending(true);
    setError(null);
    let saved = false;
    try {
      const { forgetServerState, loadAccounts, requestToken } = await api.load();
      const token = await requestToken(username, password);
      const stored = getSession()?.accountNumber ?? null;
      // What the last session left on the device goes before this one's first answer is kept.
      await forgetServerState();
      // A temporary password is kept in memory for /password, which then does not ask for it again.
      saveLogin(token, username, password);
      saved = true;
      // The stored number may belong to someone else; accounts are fetched without one.
      setAccountNumber(null);
      const accounts = await loadAccounts();
      const chosen = pickAccount(accounts, stored);
      setAccountNumber(chosen);
      const account = accounts.find((a) => a.JtiAccountId === chosen);
      // A temporary password (§2.2 /password): the guide first, then where the user was going.
      if (token.PasswordChangeRequired) await navigate('/password', { replace: true, state: { from } });
      else await navigate(afterLoginPath(from, isRestricted(account?.TierAccessLevel)), { replace: true });
    } catch (e) {
      // A token without accounts is no session (§4): start again from the form.
      if (saved) clearSession();
      setError(errorMessage(e));
    } finally {
      setPending(false);
    }
  };

  return (
    <PublicTemplate title="Log in">
      {/* Fetched once the user starts on the form, so logging in waits for nothing and a visit that only looks loads nothing more. */}
      <div onFocusCapture={() => api.prefetch()}>
        <LoginForm onSubmit={(c) => void submit(c)} errorMessage={error} notice={state?.expired ? messages.sessionEnded : null} isPending={pending} helpEmail={helpEmail} />
      </div>
    </PublicTemplate>
  );
}
