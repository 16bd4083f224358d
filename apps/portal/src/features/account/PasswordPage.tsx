import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '@trade-portal/api-client';
import { Box, Button, NewPasswordForm, type NewPasswordValues } from '@trade-portal/ui';
import { lazyPart } from '@trade-portal/ui/lazyPart';
import { afterLoginPath } from '../../ordering/cartRules';
import { clearSession, getSession, setPasswordChanged, temporaryPassword, useSession } from '../../session';
import { PublicTemplate } from '../../shell/PublicTemplate';

/** The server-access module, loaded with the form, as the login page does. */
const api = lazyPart(() => import('../../api'));

/**
 * /password, the first-time-login guide (§2.2, §5): a user whose password the manufacturer set sees this
 * right after logging in, and nothing else of the portal until they set their own (the server refuses the
 * rest, ADR 0025). Without a session: /login; with one whose password is already set: the portal.
 * The temporary password just typed at /login is sent with the change from memory, so the page asks only
 * for the new one; after a page load (memory gone) it asks for the temporary one too, as ChangePassword
 * checks it. 'Log Out' (§2.5's words) leaves without setting a password.
 */
export default function PasswordPage() {
  const session = useSession();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string | null } | null)?.from ?? null;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [kept, setKept] = useState(temporaryPassword);
  useEffect(() => {
    document.title = 'Set your password · Trade Portal';
    return () => {
      document.title = 'Trade Portal';
    };
  }, []);

  if (!session) return <Navigate to="/login" replace />;
  if (!session.passwordChangeRequired && !pending) return <Navigate to="/" replace />;

  const submit = async (values: NewPasswordValues) => {
    setPending(true);
    setError(null);
    try {
      const { changePassword, loadAccounts } = await api.load();
      await changePassword({ ...values, current: kept ?? values.current });
      setPasswordChanged();
      const accounts = await loadAccounts();
      const account = accounts.find((a) => a.JtiAccountId === getSession()?.accountNumber);
      // `pending` stays true: this page must not send the user home while the next one loads.
      await navigate(afterLoginPath(from, account?.TierAccessLevel === 3), { replace: true });
    } catch (e) {
      // The kept password refused (changed meanwhile elsewhere): ask for it after all.
      if (kept && e instanceof ApiError && e.status === 400 && /current password/i.test(e.Message)) setKept(null);
      setError(errorMessage(e));
      setPending(false);
    }
  };

  // §4 Logout without the private shell's cart question: a user here has not reached the portal yet.
  const logOut = async () => {
    try {
      const { revokeSession } = await api.load();
      revokeSession();
    } finally {
      clearSession();
      void navigate('/login', { replace: true });
    }
  };

  return (
    <PublicTemplate title="Set your password">
      <p>
        Welcome to the Trade Portal. Your account was opened with a temporary password: choose your own to continue. You will use it
        from now on; the temporary one stops working.
      </p>
      <NewPasswordForm currentLabel={kept ? null : 'Temporary password'} submitLabel="Set my password" onSubmit={(v) => void submit(v)} isPending={pending} errorMessage={error} />
      <Box display="flex" flexDirection="column" alignItems="flex-start" gap="xsmall" marginTop="large">
        <p>Not now? You can set your password the next time you log in.</p>
        <Button variant="secondary" onPress={() => void logOut()} isDisabled={pending}>Log Out</Button>
      </Box>
    </PublicTemplate>
  );
}
