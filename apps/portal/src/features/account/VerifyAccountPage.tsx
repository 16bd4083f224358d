import { useState } from 'react';
import { useNavigate } from 'react-router';
import { InlineMessage, Link, PopupDialog, Spinner } from '@trade-portal/ui';
import { verifyAccount } from '../../api/publicAccount';
import { usePageTitle } from '../../hooks/usePageTitle';
import { PublicTemplate } from '../../shell/PublicTemplate';
import { useEmailedLink } from './useEmailedLink';

/**
 * /verify-account?user={id}&code={code}, the emailed verification link (§2.2): verifies the account at
 * once and says so, with 'Go to Login'. An expired, used or unknown link (410) shows the expired popup of
 * §8 with 'Re-send email' (/resend-email); a link without its parts says so.
 */
export default function VerifyAccountPage() {
  usePageTitle('Verify your account');
  const navigate = useNavigate();
  const state = useEmailedLink(verifyAccount, 'This link is not complete. Please open the link from the email again, or ask for a new one.');
  const [popupOpen, setPopupOpen] = useState(true);

  return (
    <PublicTemplate title="Verify your account">
      {state.step === 'following' && (
        <p role="status">
          <Spinner size="small" isDecorative /> Verifying your account…
        </p>
      )}
      {state.step === 'done' && (
        <>
          <InlineMessage tone="positive" title="Account verified">{state.message}</InlineMessage>
          <Link href="/login" variant="standalone">Go to Login</Link>
        </>
      )}
      {(state.step === 'expired' || state.step === 'used') && (
        <>
          <InlineMessage tone="critical" title="This link has expired">This link has expired or has already been used. If your account is not verified yet, we can send you a new link.</InlineMessage>
          <Link href="/resend-email" variant="standalone">Re-send email</Link>
          <Link href="/login" variant="standalone">Go to Login</Link>
        </>
      )}
      {state.step === 'failed' && (
        <>
          <InlineMessage tone="critical">{state.message}</InlineMessage>
          <Link href="/resend-verification" variant="standalone">Send me a new link</Link>
        </>
      )}
      <PopupDialog isOpen={(state.step === 'expired' || state.step === 'used') && popupOpen} section={(state.step === 'expired' || state.step === 'used') && popupOpen ? 'expired' : null} onClose={() => setPopupOpen(false)} onNavigate={(to) => void navigate(to)} />
    </PublicTemplate>
  );
}
