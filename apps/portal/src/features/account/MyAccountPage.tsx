import { useMemo } from 'react';
import { errorMessage } from '@trade-portal/api-client';
import { AccountDetailsForm, Heading, Link, Stack, StoresHeld, type AccountDetailsValues } from '@trade-portal/ui';
import { useCurrentAccount, useUpdateAccount, useUserInfo } from '../../api';
import { isCurrentPasswordRefusal } from '../../api/accountRefusals';
import { usePageTitle } from '../../hooks/usePageTitle';

/**
 * /my-account (§2.1; the profile menu's My Account): the user's details and marketing preference
 * (`UserInfo`, saved with `UpdateAccount`), the stores the user holds with their tier, the current
 * store's business advisor to call (§2.5), and the ways to /change-password and /set-eoid-fid.
 * A new email needs the current password (a refusal shows on that field) and waits for its emailed link:
 * `UserInfo.PendingEmail` shows under the email until then.
 */
export default function MyAccountPage() {
  usePageTitle('My account');
  const info = useUserInfo();
  const { accounts, account, isLoading } = useCurrentAccount();
  const update = useUpdateAccount();
  const failure = update.isError ? update.error : null;
  const passwordRefused = !!update.variables?.CurrentPassword && isCurrentPasswordRefusal(failure);
  const initial = useMemo<AccountDetailsValues | undefined>(
    () => info.data && { FirstName: info.data.FirstName, LastName: info.data.LastName, Email: info.data.Email, MarketingOptIn: info.data.MarketingOptIn ?? true },
    [info.data],
  );
  return (
    <Stack gap="large">
      <Heading level="1">My account</Heading>
      <Stack as="section" gap="medium" aria-labelledby="my-details">
        <Heading level="2" id="my-details">Your details</Heading>
        <AccountDetailsForm
          initial={initial}
          pendingEmail={info.data?.PendingEmail}
          onSubmit={(values) => update.mutate(values)}
          isPending={update.isPending}
          errorMessage={failure && !passwordRefused ? errorMessage(failure) : null}
          currentPasswordError={passwordRefused ? errorMessage(failure) : null}
          savedMessage={update.isSuccess ? 'Your details have been saved.' : null}
        />
      </Stack>
      <Stack as="section" gap="small" aria-labelledby="my-password">
        <Heading level="2" id="my-password">Password</Heading>
        <Link href="/change-password" variant="standalone">Change password</Link>
      </Stack>
      <Stack as="section" gap="small" aria-labelledby="my-codes">
        <Heading level="2" id="my-codes">Track and Trace</Heading>
        {/* §1: the notice of §2.4 sends retailers to their account for the EOID and FID codes. */}
        <Link href="/set-eoid-fid" variant="standalone">Your EOID and FID codes</Link>
      </Stack>
      <Stack as="section" gap="medium" aria-labelledby="my-stores">
        <Heading level="2" id="my-stores">Your stores</Heading>
        <StoresHeld stores={isLoading ? undefined : accounts} currentId={account?.JtiAccountId} advisor={info.data?.TmeAccount} />
      </Stack>
    </Stack>
  );
}
