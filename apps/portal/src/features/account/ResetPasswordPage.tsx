import { useNavigate, useSearchParams } from 'react-router';
import { InlineMessage, Link, NewPasswordForm, PopupDialog, Spinner } from '@trade-portal/ui';
import { usePageTitle } from '../../hooks/usePageTitle';
import { PublicTemplate } from '../../shell/PublicTemplate';
import { useResetLink } from './useResetLink';

/**
 * /reset-password?email={email}&code={code}, the emailed reset link (§2.2): on arrival the server is asked
 * whether the link can still be used (CheckResetLink). A usable link shows a new password with
 * the §5 checklist; the server then ends every session of the user. A used link says so ('This link has
 * already been used') with the ways on, the login and a new link, and no form; an expired one shows the
 * expired popup of §8, whose 'Re-send email' leads to /forgotten-password. A reset answered 410 (the link
 * was used or expired meanwhile) ends the same way (`useResetLink`). A link without its parts says so and
 * offers a new one.
 */
export default function ResetPasswordPage() {
  usePageTitle('Reset your password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';
  const complete = !!email && !!code;
  const { step, submit, pending, error, done, popupOpen, closePopup } = useResetLink(email, code, complete);

  let body;
  if (!complete) {
    body = (
      <>
        <InlineMessage tone="critical" title="This link is not complete">Please open the link from the email again, or ask for a new one.</InlineMessage>
        <Link href="/forgotten-password" variant="standalone">Send me a new link</Link>
      </>
    );
  } else if (step === 'checking') {
    body = (
      <p role="status">
        <Spinner size="small" isDecorative /> Checking your link…
      </p>
    );
  } else if (step === 'done') {
    body = (
      <>
        <InlineMessage tone="positive" title="Password changed">{done}</InlineMessage>
        <Link href="/login" variant="standalone">Go to Login</Link>
      </>
    );
  } else if (step === 'used') {
    body = (
      <>
        <InlineMessage tone="critical" title="This link has already been used">
          A reset link works once. If you chose a new password with it, log in with that password; if not, ask for a new link.
        </InlineMessage>
        <Link href="/login" variant="standalone">Go to Login</Link>
        <Link href="/forgotten-password" variant="standalone">Send me a new link</Link>
      </>
    );
  } else if (step === 'expired') {
    body = (
      <>
        <InlineMessage tone="critical" title="This link has expired">Reset links work for one hour, and only the newest one works. We can send you a new one.</InlineMessage>
        <Link href="/forgotten-password" variant="standalone">Send me a new link</Link>
      </>
    );
  } else {
    body = (
      <>
        <p>Choose a new password for {email}. Anywhere you were logged in, you will need to log in again.</p>
        <NewPasswordForm currentLabel={null} submitLabel="Reset my password" onSubmit={(v) => void submit(v)} isPending={pending} errorMessage={error} />
      </>
    );
  }
  return (
    <PublicTemplate title="Reset your password">
      {body}
      <PopupDialog
        isOpen={step === 'expired' && popupOpen}
        section={step === 'expired' && popupOpen ? 'expired' : null}
        href="/forgotten-password"
        onClose={closePopup}
        onNavigate={(to) => void navigate(to)}
      />
    </PublicTemplate>
  );
}
