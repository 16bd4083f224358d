import { useEffect, useState } from 'react';
import { errorMessage } from '@trade-portal/api-client';
import { InlineMessage, Link, NewPasswordForm, Stack, type NewPasswordValues } from '@trade-portal/ui';
import { changePassword } from '../../api';
import * as css from '../../shell/layout.css';

/**
 * /change-password (§2.1, §5): the current password, the new one with the §5 checklist and its
 * confirmation. On success the server has ended the user's other sessions: the page says so.
 */
export default function ChangePasswordPage() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Change password · Trade Portal';
    return () => {
      document.title = 'Trade Portal';
    };
  }, []);

  const submit = async (values: NewPasswordValues) => {
    setPending(true);
    setError(null);
    try {
      setDone(await changePassword(values));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="large">
      <h1 className={css.pageTitle}>Change password</h1>
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
