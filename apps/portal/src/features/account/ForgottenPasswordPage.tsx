import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmailLinkForm, Link, PopupDialog } from '@trade-portal/ui';
import { forgottenPassword } from '../../api/publicPasswordReset';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSubmission } from '../../hooks/useSubmission';
import { PublicTemplate } from '../../shell/PublicTemplate';

/**
 * /forgotten-password (§2.2): emails a link to /reset-password (one hour, single use) and shows the
 * 'forgot-pass-alert' popup of §2.10 with the server's words and 'Go to Login'. The answer is the same
 * whether or not the address has an account.
 */
export default function ForgottenPasswordPage() {
  usePageTitle('Forgotten password');
  const navigate = useNavigate();
  const { submit: send, pending, error, result: sent } = useSubmission(forgottenPassword);
  const [alertOpen, setAlertOpen] = useState(false);
  const submit = async (email: string) => {
    if ((await send(email)) !== undefined) setAlertOpen(true);
  };
  return (
    <PublicTemplate title="Forgotten your password?">
      <p>Enter the address you log in with and we will email you a link to choose a new password. It works for one hour.</p>
      <EmailLinkForm label="Forgotten password" submitLabel="Send reset link" onSubmit={(e) => void submit(e)} isPending={pending} errorMessage={error} sentMessage={alertOpen ? null : sent} />
      <Link href="/login" variant="standalone">Back to the login</Link>
      <PopupDialog isOpen={alertOpen} section={alertOpen ? 'forgot-pass-alert' : null} desc={sent ?? undefined} onClose={() => setAlertOpen(false)} onNavigate={(to) => void navigate(to)} />
    </PublicTemplate>
  );
}
