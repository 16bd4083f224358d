import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '@trade-portal/api-client';
import { NewPasswordForm, type NewPasswordValues } from '@trade-portal/ui';
import { afterLoginPath } from '../../lib/cart';
import { getSession, setPasswordChanged, useSession } from '../../session';
import { PublicTemplate } from '../../shell/PublicTemplate';

/** The server-access module, loaded with the form, as the login page does. */
const loadApi = () => import('../../api');

/**
 * /password, the first-time-login guide (§2.2, §5): a user whose password the manufacturer set sees this
 * right after logging in, and nothing else of the portal until they set their own (the server refuses the
 * rest, ADR 0025). Without a session: /login; with one whose password is already set: the portal.
 */
export default function PasswordPage() {
  const session = useSession();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string | null } | null)?.from ?? null;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
      const { changePassword, loadAccounts } = await loadApi();
      await changePassword(values);
      setPasswordChanged();
      const accounts = await loadAccounts();
      const account = accounts.find((a) => a.JtiAccountId === getSession()?.accountNumber);
      // `pending` stays true: this page must not send the user home while the next one loads.
      await navigate(afterLoginPath(from, account?.TierAccessLevel === 3), { replace: true });
    } catch (e) {
      setError(errorMessage(e));
      setPending(false);
    }
  };

  return (
    <PublicTemplate title="Set your password">
      <p>
        Welcome to the Trade Portal. Your account was opened with a temporary password: choose your own to continue. You will use it
        from now on; the temporary one stops working.
      </p>
      <NewPasswordForm currentLabel="Temporary password" submitLabel="Set my password" onSubmit={(v) => void submit(v)} isPending={pending} errorMessage={error} />
    </PublicTemplate>
  );
}
