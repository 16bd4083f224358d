import { useEffect, useState, type FormEvent } from 'react';
import { isRestricted, tierName, validateEmail } from '@trade-portal/domain';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Form } from '../../primitives/Form';
import { InlineMessage } from '../../primitives/InlineMessage';
import { Link } from '../../primitives/Link';
import { Skeleton } from '../../primitives/Skeleton';
import { TextField } from '../../primitives/TextField';
import * as css from './AccountDetails.css';

/** The user's editable details (`UpdateAccount`, §2.1 /my-account), in its wire names. */
export interface AccountDetailsValues {
  FirstName: string;
  LastName: string;
  Email: string;
  /** Marketing emails wanted: true until the user opts out. */
  MarketingOptIn: boolean;
}

export interface AccountDetailsFormProps {
  /** The stored details (`UserInfo`); `undefined` while loading (placeholders of the same size). */
  initial: AccountDetailsValues | undefined;
  /** Called with the trimmed values once they pass the §5 checks. */
  onSubmit: (values: AccountDetailsValues) => void;
  isPending?: boolean;
  /** The server's Message after a refusal (an address already in use). */
  errorMessage?: string | null;
  /** Shown after a save, until the next change. */
  savedMessage?: string | null;
}

/**
 * The user's details on /my-account (§2.1, `UserInfo` and `UpdateAccount`): first and last name, email
 * (the §5 format), and the marketing preference as a plain 'Send me news and offers by email' box. The
 * fields start from the stored details and are replaced when new ones arrive; a refusal keeps what was
 * typed.
 */
export function AccountDetailsForm({ initial, onSubmit, isPending = false, errorMessage, savedMessage }: AccountDetailsFormProps) {
  const [values, setValues] = useState<AccountDetailsValues | undefined>(initial);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    setValues(initial);
    setEdited(false);
  }, [initial]);
  if (!values) {
    return (
      <div className={css.form} aria-busy="true">
        <Skeleton height={68} />
        <Skeleton height={68} />
        <Skeleton height={68} />
        <Skeleton height={44} />
      </div>
    );
  }
  const set = <K extends keyof AccountDetailsValues>(key: K) => (value: AccountDetailsValues[K]) => {
    setValues((v) => v && { ...v, [key]: value });
    setEdited(true);
    if (key === 'Email') setEmailError(undefined);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateEmail(values.Email);
    setEmailError(found);
    if (!found) onSubmit({ ...values, FirstName: values.FirstName.trim(), LastName: values.LastName.trim(), Email: values.Email.trim() });
  };
  return (
    <Form onSubmit={submit} aria-label="Your details">
      <div className={css.form}>
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
          description="You log in with this address."
          value={values.Email}
          onChange={set('Email')}
          isInvalid={!!emailError}
          errorMessage={emailError}
        />
        <Checkbox name="MarketingOptIn" isSelected={values.MarketingOptIn} onChange={set('MarketingOptIn')}>
          Send me news and offers by email
        </Checkbox>
        {errorMessage && <InlineMessage tone="critical">{errorMessage}</InlineMessage>}
        {savedMessage && !edited && <InlineMessage tone="positive">{savedMessage}</InlineMessage>}
        <div>
          <Button type="submit" variant="primary" isPending={isPending}>Save details</Button>
        </div>
      </div>
    </Form>
  );
}

/** One store the user holds (§3 UserAccounts). */
export interface HeldStore {
  JtiAccountId: string;
  AccountName: string;
  AddressLine1: string;
  TierAccessLevel: number;
}

export interface StoresHeldProps {
  /** The user's stores; `undefined` while loading. */
  stores: readonly HeldStore[] | undefined;
  /** The current store's account number, marked 'Current store'. */
  currentId?: string | null;
  /** The current store's business advisor (`UserInfo.TmeAccount`), with a tap-to-call link. */
  advisor?: { EmployeeName: string; EmployeeMobilePhone: string } | null;
}

/**
 * The stores a user holds on /my-account (§2.1, §3): each store's name, account number, address and tier
 * (§5 tier names; tier 3 says ordering and order views are not available for it), the current one
 * marked, and the current store's business advisor with a tap-to-call number (§2.5).
 */
export function StoresHeld({ stores, currentId, advisor }: StoresHeldProps) {
  if (!stores) return <Skeleton height={96} />;
  return (
    <div className={css.stores}>
      <ul className={css.list} aria-label="Your stores">
        {stores.map((s) => (
          <li key={s.JtiAccountId} className={css.store} data-current={s.JtiAccountId === currentId || undefined}>
            <span className={css.storeName}>
              {s.AccountName}
              {s.JtiAccountId === currentId && <span className={css.current}> · Current store</span>}
            </span>
            <span>Account number {s.JtiAccountId}</span>
            <span>{s.AddressLine1}</span>
            <span>
              {tierName(s.TierAccessLevel)}
              {isRestricted(s.TierAccessLevel) && ': ordering and order views are not available for this store'}
            </span>
          </li>
        ))}
      </ul>
      {advisor?.EmployeeMobilePhone && (
        <p className={css.advisor}>
          Your business advisor{advisor.EmployeeName ? `, ${advisor.EmployeeName}` : ''}:{' '}
          <Link href={`tel:${advisor.EmployeeMobilePhone.replace(/\s+/g, '')}`}>{advisor.EmployeeMobilePhone}</Link>
        </p>
      )}
    </div>
  );
}
