import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '@trade-portal/api-client';
import { InlineMessage, Link, PopupDialog, Spinner } from '@trade-portal/ui';
import { verifyAccount } from '../../api/publicAccount';
import { usePageTitle } from '../../lib/usePageTitle';
import { PublicTemplate } from '../../shell/PublicTemplate';

type State = { step: 'verifying' } | { step: 'verified'; message: string } | { step: 'expired' } | { step: 'failed'; message: string };

/** One verification per link and page load: React's development double effect must not use the link twice. */
const calls = new Map<string, Promise<string>>();

/**
 * /verify-account?user={id}&code={code}, the emailed verification link (§2.2): verifies the account at
 * once and says so, with 'Go to Login'. An expired, used or unknown link (410) shows the expired popup of
 * §8 with 'Re-send email' (/resend-email); a link without its parts says so.
 */
export default function VerifyAccountPage() {
  usePageTitle('Verify your account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = params.get('user') ?? '';
  const code = params.get('code') ?? '';
  const [state, setState] = useState<State>(user && code ? { step: 'verifying' } : { step: 'failed', message: 'This link is not complete. Please open the link from the email again, or ask for a new one.' });
  const [popupOpen, setPopupOpen] = useState(true);

  useEffect(() => {
    if (!user || !code) return;
    let live = true;
    const key = `${user}:${code}`;
    if (!calls.has(key)) calls.set(key, verifyAccount(user, code));
    calls.get(key)!.then(
      (message) => live && setState({ step: 'verified', message }),
      (e: unknown) => live && setState(e instanceof ApiError && e.status === 410 ? { step: 'expired' } : { step: 'failed', message: errorMessage(e) }),
    );
    return () => {
      live = false;
    };
  }, [user, code]);

  return (
    <PublicTemplate title="Verify your account">
      {state.step === 'verifying' && (
        <p role="status">
          <Spinner size="small" isDecorative /> Verifying your account…
        </p>
      )}
      {state.step === 'verified' && (
        <>
          <InlineMessage tone="positive" title="Account verified">{state.message}</InlineMessage>
          <Link href="/login" variant="standalone">Go to Login</Link>
        </>
      )}
      {state.step === 'expired' && (
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
      <PopupDialog isOpen={state.step === 'expired' && popupOpen} section={state.step === 'expired' && popupOpen ? 'expired' : null} onClose={() => setPopupOpen(false)} onNavigate={(to) => void navigate(to)} />
    </PublicTemplate>
  );
}
