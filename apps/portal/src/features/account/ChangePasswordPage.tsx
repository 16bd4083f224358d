import { Heading, InlineMessage, Link, NewPasswordForm, Stack } from '@trade-portal/ui';
import { changePassword } from '../../api';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSubmission } from '../../hooks/useSubmission';

/**
 * /change-password (§2.1, §5): the current password, the new one with the §5 checklist and its
 * confirmation. On success the server has ended the user's other sessions: the page says so.
 */
export default function ChangePasswordPage() {
  const { submit, pending, error, result: done } = useSubmission(changePassword);
  usePageTitle('Change password');

  return (
    <Stack gap="large">
      <Heading level="1">Change password</Heading>
      {done ? (
        <Stack gap="medium">
          <InlineMessage tone="positive" title="Password changed">
            {done} You stay logged in here; anywhere else you were logged in, you will need the new password.
          </InlineMessage>
          <Link href="/" variant="standalone">Go to the home page</Link>
        </Stack>
      ) : (
        <NewPasswordForm onSubmit={(v) => void submit(v)} isPending={pending} errorMessage={error} />
      )}
    </Stack>
  );
}
