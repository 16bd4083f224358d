import { useState } from 'react';
import { useNavigate } from 'react-router';
import { InlineMessage, Link, PopupDialog, Spinner } from '@trade-portal/ui';
import { confirmEmailChange } from '../../api/publicAccount';
import { usePageTitle } from '../../hooks/usePageTitle';
import { PublicTemplate } from '../../shell/PublicTemplate';
import { useEmailedLink } from './useEmailedLink';

/** Where a new link comes from: the address is entered again on /my-account (a login first, when logged out). */
const newLinkHref = '/my-account';

/**
 * /confirm-email?user={id}&code={code}, the link emailed to a new login address (§2.1 /my-account, issue
 * 21): confirms it once on arrival and says that the new address is the login from now on, with 'Go to
 * Login'. A used link says so: the address it confirmed is the login already. An expired, replaced or
 * unknown link (410) shows the expired popup of §8, whose 'Re-send email' leads to /my-account, where the
 * address is entered again for a new link; a link without its parts says so.
 */
export default function ConfirmEmailPage() {
  usePageTitle('Confirm your new email address');
  const navigate = useNavigate();
  const state = useEmailedLink(confirmEmailChange, 'This link is not complete. Please open the link from the email again.');
  const [popupOpen, setPopupOpen] = useState(true);

  return (
    <PublicTemplate title="Confirm your new email address">
      {state.step === 'following' && (
        <p role="status">
          <Spinner size="small" isDecorative /> Confirming your new email address…
        </p>
      )}
      {state.step === 'done' && (
        <>
          <InlineMessage tone="positive" title="Email address confirmed">{state.message}</InlineMessage>
          <p>Your old address no longer logs you in. Your password has not changed.</p>
          <Link href="/login" variant="standalone">Go to Login</Link>
        </>
      )}
      {state.step === 'used' && (
        <>
          <InlineMessage tone="critical" title="This link has already been used">
            An email-change link works once. If you followed it before, the new address is your login already: log in with it.
          </InlineMessage>
          <Link href="/login" variant="standalone">Go to Login</Link>
        </>
      )}
      {state.step === 'expired' && (
        <>
          <InlineMessage tone="critical" title="This link has expired">
            {state.message} Your login has not changed. To get a new link, log in and enter the new address again on My account.
          </InlineMessage>
          <Link href={newLinkHref} variant="standalone">Go to My account</Link>
        </>
      )}
      {state.step === 'failed' && (
        <>
          <InlineMessage tone="critical">{state.message}</InlineMessage>
          <Link href="/login" variant="standalone">Go to Login</Link>
        </>
      )}
      <PopupDialog
        isOpen={state.step === 'expired' && popupOpen}
        section={state.step === 'expired' && popupOpen ? 'expired' : null}
        href={newLinkHref}
        desc="Links in our emails work for a limited time. Log in and enter the new address again on My account, and we will send a new one."
        onClose={() => setPopupOpen(false)}
        onNavigate={(to) => void navigate(to)}
      />
    </PublicTemplate>
  );
}
