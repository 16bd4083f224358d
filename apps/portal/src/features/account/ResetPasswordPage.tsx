import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '@trade-portal/api-client';
import { InlineMessage, Link, NewPasswordForm, PopupDialog, type NewPasswordValues } from '@trade-portal/ui';
import { resetPassword } from '../../api/publicAccount';
import { usePageTitle } from '../../lib/usePageTitle';
import { PublicTemplate } from '../../shell/PublicTemplate';

/**
 * /reset-password?email={email}&code={code}, the emailed reset link (§2.2): a new password with the §5
 * checklist. The server ends every session of the user. An expired or used link (410) shows the expired
 * popup of §8, whose 'Re-send email' leads to /forgotten-password for a new reset link; a link without
 * its parts says so and offers the same.
 */
export default function ResetPasswordPage() {
  usePageTitle('Reset your password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);

  const submit = async (values: NewPasswordValues) => {
    setPending(true);
    setError(null);
    try {
      setDone(await resetPassword(email, code, values.password, values.confirmation));
    } catch (e) {
      if (e instanceof ApiError && e.status === 410) setExpired(true);
      else setError(errorMessage(e));
    } finally {
      setPending(false);
    }
  };

  let body;
  if (done) {
    body = (
      <>
        <InlineMessage tone="positive" title="Password changed">{done}</InlineMessage>
        <Link href="/login" variant="standalone">Go to Login</Link>
      </>
    );
  } else if (!email || !code) {
    body = (
      <>
        <InlineMessage tone="critical" title="This link is not complete">Please open the link from the email again, or ask for a new one.</InlineMessage>
        <Link href="/forgotten-password" variant="standalone">Send me a new link</Link>
      </>
    );
  } else {
    body = (
      <>
        <p>Choose a new password for {email}. Anywhere you were logged in, you will need to log in again.</p>
        <NewPasswordForm currentLabel={null} submitLabel="Reset my password" onSubmit={(v) => void submit(v)} isPending={pending} errorMessage={error} />
        {expired && <Link href="/forgotten-password" variant="standalone">Send me a new link</Link>}
      </>
    );
  }
  return (
    <PublicTemplate title="Reset your password">
      {body}
      <PopupDialog
        isOpen={expired}
        section={expired ? 'expired' : null}
        href="/forgotten-password"
        onClose={() => setExpired(false)}
        onNavigate={(to) => void navigate(to)}
      />
    </PublicTemplate>
  );
}
