import { EmailLinkForm, Link } from '@trade-portal/ui';
import { resendVerification } from '../../api/publicAccount';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSubmission } from '../../hooks/useSubmission';
import { PublicTemplate } from '../../shell/PublicTemplate';

/**
 * /resend-verification and /resend-email (§2.2; the expired popup's 'Re-send email', §8): a fresh
 * verification link for an account not verified yet. The answer is the same for any address.
 */
export default function ResendEmailPage() {
  usePageTitle('Re-send verification email');
  const { submit, pending, error, result: sent } = useSubmission(resendVerification);
  return (
    <PublicTemplate title="Re-send verification email">
      <p>Enter the address you registered with and we will send a new link to verify your account. It works for 24 hours.</p>
      <EmailLinkForm label="Re-send verification email" submitLabel="Re-send email" onSubmit={(e) => void submit(e)} isPending={pending} errorMessage={error} sentMessage={sent} />
      <Link href="/login" variant="standalone">Back to the login</Link>
    </PublicTemplate>
  );
}
