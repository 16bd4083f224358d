import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isRestricted, tierName, validateEmail, validateRequired } from '@trade-portal/domain';
import type { TmeAccount, UpdateAccountRequest, UserAccount } from '@trade-portal/api-client';
import { Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Form } from '../../primitives/Form';
import { InlineMessage } from '../../primitives/InlineMessage';
import { Link } from '../../primitives/Link';
import { Skeleton } from '../../primitives/Skeleton';
import { Text } from '../../primitives/Text';
import { PasswordField, TextField } from '../../primitives/TextField';
import * as css from './AccountDetails.css';

/**
 * The user's editable details, in `UpdateAccount`'s wire names (§2.1 /my-account): the names, Email and
 * MarketingOptIn (marketing emails wanted: true until the user opts out), and CurrentPassword, sent only
 * when `Email` differs from the login, never part of `initial`.
 */
export type AccountDetailsValues = Required<Pick<UpdateAccountRequest, 'FirstName' | 'LastName' | 'Email' | 'MarketingOptIn'>> & Pick<UpdateAccountRequest, 'CurrentPassword'>;

/** Whether `email` is another address than `login` (case and surrounding spaces aside, as the server compares them). */
function isOtherAddress(email: string, login: string): boolean {
  return email.trim().toLowerCase() !== login.trim().toLowerCase();
}

export interface AccountDetailsFormProps {
  /** The stored details (`UserInfo`; `Email` is the login); `undefined` while loading (placeholders of the same size). */
  initial: AccountDetailsValues | undefined;
  /**
   * A new login address waiting for its emailed link (`UserInfo.PendingEmail`): a notice under the email
   * says so and that the login stays `initial.Email` until the link is followed. Null or absent: none.
   */
  pendingEmail?: string | null;
  /** Called with the trimmed values once they pass the §5 checks, with `CurrentPassword` only for a new email. */
  onSubmit: (values: AccountDetailsValues) => void;
  isPending?: boolean;
  /** The server's Message after a refusal (an address already in use, a name it refuses). */
  errorMessage?: string | null;
  /**
   * The server's refusal of the current password (wrong, or too many tries): shown under the
   * 'Current password' field, which is marked and takes the focus.
   */
  currentPasswordError?: string | null;
  /** Shown after a save, until the next change. */
  savedMessage?: string | null;
}

/**
 * The user's details on /my-account (§2.1, `UserInfo` and `UpdateAccount`): first and last name, email
 * (the §5 format), and the marketing preference as a plain 'Send me news and offers by email' box. The
 * fields start from the stored details and are replaced when new ones arrive; a refusal keeps what was
 * typed. An email other than the login brings a required 'Current password' field right after it (issue
 * 21); the new address becomes the login only once its emailed link is followed, and until then
 * `pendingEmail` shows as a notice under the email. States: `data-pending-email` on the form while one waits.
 */
export function AccountDetailsForm({ initial, pendingEmail, onSubmit, isPending = false, errorMessage, currentPasswordError, savedMessage }: AccountDetailsFormProps) {
  const [values, setValues] = useState<AccountDetailsValues | undefined>(initial);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [edited, setEdited] = useState(false);
  const fields = useRef<HTMLDivElement>(null);
  useEffect(() => {
    setValues(initial);
    setPassword('');
    setPasswordError(undefined);
    setEdited(false);
  }, [initial]);
  useEffect(() => {
    setPasswordError(currentPasswordError ?? undefined);
    // The field says what is wrong; the focus goes there so the password can be typed again at once.
    if (currentPasswordError) fields.current?.querySelector<HTMLInputElement>('input[name="CurrentPassword"]')?.focus();
  }, [currentPasswordError]);
  if (!values) {
    return (
      <Stack gap="medium" className={css.form} aria-busy="true">
        <Skeleton height={68} />
        <Skeleton height={68} />
        <Skeleton height={68} />
        <Skeleton height={44} />
      </Stack>
    );
  }
  const set = <K extends keyof AccountDetailsValues>(key: K) => (value: AccountDetailsValues[K]) => {
    setValues((v) => v && { ...v, [key]: value });
    setEdited(true);
    if (key === 'Email') setEmailError(undefined);
  };
  const login = initial?.Email ?? '';
  const changingEmail = isOtherAddress(values.Email, login);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const foundEmail = validateEmail(values.Email);
    const foundPassword = changingEmail ? validateRequired(password) : undefined;
    setEmailError(foundEmail);
    setPasswordError(foundPassword);
    if (foundEmail || foundPassword) return;
    const trimmed = { FirstName: values.FirstName.trim(), LastName: values.LastName.trim(), Email: values.Email.trim(), MarketingOptIn: values.MarketingOptIn };
    onSubmit(changingEmail ? { ...trimmed, CurrentPassword: password } : trimmed);
  };
  return (
    <Form onSubmit={submit} aria-label="Your details" data-pending-email={pendingEmail ? true : undefined}>
      <Stack gap="medium" className={css.form} ref={fields}>
        <div className={css.pair}>
          <TextField label="First name" name="FirstName" autoComplete="given-name" maxLength={100} value={values.FirstName} onChange={set('FirstName')} />
          <TextField label="Last name" name="LastName" autoComplete="family-name" maxLength={100} value={values.LastName} onChange={set('LastName')} />
        </div>
        <TextField
          label="Email"
          name="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          isRequired
          description="You log in with this address. To change it, we ask for your password and send a link to the new one."
          value={values.Email}
          onChange={set('Email')}
          isInvalid={!!emailError}
          errorMessage={emailError}
        />
        {changingEmail && (
          <PasswordField
            label="Current password"
            name="CurrentPassword"
            autoComplete="current-password"
            isRequired
            maxLength={256}
            description={`Your password for ${login}, to change the address you log in with.`}
            value={password}
            onChange={(v) => {
              setPassword(v);
              setPasswordError(undefined);
              setEdited(true);
            }}
            isInvalid={!!passwordError}
            errorMessage={passwordError}
          />
        )}
        {pendingEmail && (
          <InlineMessage tone="info" title={`Waiting for confirmation: ${pendingEmail}`}>
            Follow the link we sent to that address to log in with it; until then you log in with {login}. No email? Check its spam
            folder, or enter the address again above for a new link.
          </InlineMessage>
        )}
        <Checkbox name="MarketingOptIn" isSelected={values.MarketingOptIn} onChange={set('MarketingOptIn')}>
          Send me news and offers by email
        </Checkbox>
        {errorMessage && <InlineMessage tone="critical">{errorMessage}</InlineMessage>}
        {savedMessage && !edited && <InlineMessage tone="positive">{savedMessage}</InlineMessage>}
        <div>
          <Button type="submit" variant="primary" isPending={isPending}>Save details</Button>
        </div>
      </Stack>
    </Form>
  );
}

export interface StoresHeldProps {
  /** The user's stores; `undefined` while loading. */
  stores: readonly UserAccount[] | undefined;
  /** The current store's account number, marked 'Current store'. */
  currentId?: string | null;
  /** The current store's business advisor (`UserInfo.TmeAccount`), with a tap-to-call link. */
  advisor?: TmeAccount | null;
}

/**
 * The stores a user holds on /my-account (§2.1, §3): each store's name, account number, address and tier
 * (§5 tier names; tier 3 says ordering and order views are not available for it), the current one
 * marked, and the current store's business advisor with a tap-to-call number (§2.5).
 */
export function StoresHeld({ stores, currentId, advisor }: StoresHeldProps) {
  if (!stores) return <Skeleton height={96} />;
  return (
    <Stack gap="medium">
      <ul className={css.list} aria-label="Your stores">
        {stores.map((s) => (
          <Stack as="li" gap="xxsmall" padding="medium" key={s.JtiAccountId} className={css.store} data-current={s.JtiAccountId === currentId || undefined}>
            <Text size="body" weight="medium" tone="primary">
              {s.AccountName}
              {s.JtiAccountId === currentId && <Text weight="regular" tone="secondary"> · Current store</Text>}
            </Text>
            <span>Account number {s.JtiAccountId}</span>
            <span>{s.AddressLine1}</span>
            <span>
              {tierName(s.TierAccessLevel)}
              {isRestricted(s.TierAccessLevel) && ': ordering and order views are not available for this store'}
            </span>
          </Stack>
        ))}
      </ul>
      {advisor?.EmployeeMobilePhone && (
        <Text as="p">
          Your business advisor{advisor.EmployeeName ? `, ${advisor.EmployeeName}` : ''}:{' '}
          <Link href={`tel:${advisor.EmployeeMobilePhone.replace(/\s+/g, '')}`}>{advisor.EmployeeMobilePhone}</Link>
        </Text>
      )}
    </Stack>
  );
}
