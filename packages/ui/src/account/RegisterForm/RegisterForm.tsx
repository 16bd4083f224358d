import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  messages, normaliseRegistrationCode, validateEmail, validateEmailConfirmation, validateNewPassword, validatePasswordConfirmation, validateRegistrationCode,
  validateRequired,
} from '@trade-portal/domain';
import type { RegisterRequest } from '@trade-portal/api-client';
import { Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Form } from '../../primitives/Form';
import { InlineMessage } from '../../primitives/InlineMessage';
import { Link } from '../../primitives/Link';
import { PasswordField, TextField } from '../../primitives/TextField';
import * as field from '../../primitives/TextField/TextField.css';
import { PasswordChecklist } from '../NewPasswordForm';
import * as css from './RegisterForm.css';

/**
 * What the form sends (§2.2 /register): `Register`'s body, every field filled in. JtiAccountId is the
 * store's account number as on its invoices; RegistrationCode its one-time code, from its welcome
 * letter or its business advisor, sent as 'XXXX-XXXX-XXXX' in capitals.
 */
export type RegisterValues = Required<RegisterRequest>;

export interface RegisterFormProps {
  /** Called with the values (text trimmed, passwords as typed) once they pass the §5 checks. */
  onSubmit: (values: RegisterValues) => void;
  /** Sending: the button is busy and every field keeps what was typed. */
  isPending?: boolean;
  /** The server's Message after a refusal (the account number and code do not match, a common password, too many tries…). */
  errorMessage?: string | null;
  /**
   * The server found that the account number and the registration code do not belong together (its 400,
   * which is the same for an unknown account number): both fields are marked (`aria-invalid`), the code
   * field says what to check, and the focus moves to the account number. Typing in either clears the mark.
   */
  isCodeMismatch?: boolean;
  /** The server's acknowledgement: the form is replaced by it and the ways on (resend, log in). */
  sentMessage?: string | null;
  /** The terms the user accepts (§2.2, logged out). @default '/terms-conditions-register' */
  termsHref?: string;
  /** Where a lost verification email is asked for again. @default '/resend-verification' */
  resendHref?: string;
}

type Errors = Partial<Record<keyof RegisterValues, string>>;
const empty: RegisterValues = {
  FirstName: '', LastName: '', Email: '', ConfirmEmail: '', Password: '', ConfirmPassword: '', JtiAccountId: '', RegistrationCode: '', AcceptTerms: false, IsOver18: false,
};

/** What the code field says when the server refuses the pair: the two things a store can check. */
export const codeMismatchHint = 'Check the account number and the code against your welcome letter. Each code works once: if it has been used, your business advisor can give you a new one.';

/**
 * The §5 checks of registration, field by field, and the shape of the registration code.
 * @returns the message of each field in error by its wire name; an empty object when the values may be sent
 */
export function validateRegistration(v: RegisterValues): Errors {
  const found: Errors = {
    Email: validateEmail(v.Email),
    ConfirmEmail: validateEmailConfirmation(v.Email, v.ConfirmEmail),
    Password: validateNewPassword(v.Password),
    ConfirmPassword: validatePasswordConfirmation(v.Password, v.ConfirmPassword),
    JtiAccountId: validateRequired(v.JtiAccountId),
    RegistrationCode: validateRegistrationCode(v.RegistrationCode),
    AcceptTerms: v.AcceptTerms ? undefined : messages.acceptTerms,
    IsOver18: v.IsOver18 ? undefined : messages.confirmAge,
  };
  return Object.fromEntries(Object.entries(found).filter(([, m]) => m)) as Errors;
}

/** A checkbox with its §5 message under it, tied by `aria-describedby` (the primitive has no error slot). */
function CheckField({ name, checked, onChange, error, children }: { name: string; checked: boolean; onChange: (v: boolean) => void; error?: string; children: ReactNode }) {
  const id = `register-${name}-error`;
  return (
    <Stack gap="xxsmall">
      <Checkbox name={name} isSelected={checked} onChange={onChange} isInvalid={!!error} aria-describedby={error ? id : undefined}>
        {children}
      </Checkbox>
      {error && <span id={id} className={field.error}>{error}</span>}
    </Stack>
  );
}

/**
 * The registration form of §2.2 /register: name (optional), email and its confirmation, a password with
 * the §5 checklist and its confirmation, the store's account number and its one-time registration code
 * (the account number alone proves nothing), acceptance of the terms (a link to them beside the
 * box, not inside its label, so pressing the link does not tick it) and the §1 confirmation of age 18+ and
 * trade only. The §5 messages show under each field on submit and clear as it is corrected; the server's
 * Message shows above the button and keeps everything typed (`isCodeMismatch` also marks the two store
 * fields). Once sent, the acknowledgement replaces the form: the account stays unverified until the
 * emailed link is followed.
 */
export function RegisterForm({
  onSubmit, isPending = false, errorMessage, isCodeMismatch = false, sentMessage, termsHref = '/terms-conditions-register', resendHref = '/resend-verification',
}: RegisterFormProps) {
  const [values, setValues] = useState<RegisterValues>(empty);
  const [errors, setErrors] = useState<Errors>({});
  // The server's mismatch marks the two store fields until either is changed.
  const [mismatch, setMismatch] = useState(isCodeMismatch);
  const fields = useRef<HTMLDivElement>(null);
  useEffect(() => {
    setMismatch(isCodeMismatch);
    // The refusal is announced (role=alert) and the focus goes where the correction starts.
    if (isCodeMismatch) fields.current?.querySelector<HTMLInputElement>('input[name="JtiAccountId"]')?.focus();
  }, [isCodeMismatch]);
  const set = <K extends keyof RegisterValues>(key: K) => (value: RegisterValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
    if (key === 'JtiAccountId' || key === 'RegistrationCode') setMismatch(false);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateRegistration(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    onSubmit({
      ...values, FirstName: values.FirstName.trim(), LastName: values.LastName.trim(), Email: values.Email.trim(),
      ConfirmEmail: values.ConfirmEmail.trim(), JtiAccountId: values.JtiAccountId.trim(), RegistrationCode: normaliseRegistrationCode(values.RegistrationCode),
    });
  };

  if (sentMessage) {
    return (
      <Stack gap="medium" alignItems="flex-start" className={css.sent}>
        <InlineMessage tone="positive" title="Check your email">{sentMessage}</InlineMessage>
        <p>Follow the link in the email to verify your account, then log in. The link works for 24 hours.</p>
        <Link href={resendHref} variant="standalone">Didn&apos;t get the email? Send it again</Link>
        <Link href="/login" variant="standalone">Go to Login</Link>
      </Stack>
    );
  }

  const text = (key: 'FirstName' | 'LastName' | 'Email' | 'ConfirmEmail' | 'JtiAccountId' | 'RegistrationCode') => ({
    name: key, value: values[key], onChange: set(key), isInvalid: !!errors[key], errorMessage: errors[key],
  });
  return (
    <Form onSubmit={submit} aria-label="Register">
      <Stack gap="medium" className={css.form} ref={fields}>
        <div className={css.pair}>
          <TextField label="First name" autoComplete="given-name" {...text('FirstName')} />
          <TextField label="Last name" autoComplete="family-name" {...text('LastName')} />
        </div>
        <TextField label="Email" type="email" inputMode="email" autoComplete="email" isRequired {...text('Email')} />
        <TextField label="Confirm email" type="email" inputMode="email" autoComplete="email" isRequired {...text('ConfirmEmail')} />
        <PasswordField label="Password" name="Password" autoComplete="new-password" isRequired value={values.Password} onChange={set('Password')} isInvalid={!!errors.Password} errorMessage={errors.Password} />
        <PasswordChecklist password={values.Password} />
        <PasswordField label="Confirm password" name="ConfirmPassword" autoComplete="new-password" isRequired value={values.ConfirmPassword} onChange={set('ConfirmPassword')} isInvalid={!!errors.ConfirmPassword} errorMessage={errors.ConfirmPassword} />
        <TextField
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          isRequired
          description="Your store's account number, as on your invoices."
          {...text('JtiAccountId')}
          isInvalid={!!errors.JtiAccountId || mismatch}
        />
        <TextField
          label="Registration code"
          autoComplete="off"
          spellCheck="false"
          maxLength={40}
          isRequired
          // The format first, so it is never broken across lines at its hyphens.
          description="XXXX-XXXX-XXXX: your store's one-time code, on its welcome letter or from your business advisor."
          {...text('RegistrationCode')}
          isInvalid={!!errors.RegistrationCode || mismatch}
          errorMessage={errors.RegistrationCode ?? (mismatch ? codeMismatchHint : undefined)}
        />
        <p className={css.terms}>
          Please read the <Link href={termsHref} target="_blank">terms and conditions</Link> (opens in a new tab).
        </p>
        <CheckField name="AcceptTerms" checked={values.AcceptTerms} onChange={set('AcceptTerms')} error={errors.AcceptTerms}>
          I accept the terms and conditions
        </CheckField>
        <CheckField name="IsOver18" checked={values.IsOver18} onChange={set('IsOver18')} error={errors.IsOver18}>
          I am 18 or over and I buy for a tobacco retail business (trade only)
        </CheckField>
        {errorMessage && <InlineMessage tone="critical" title="We could not register you">{errorMessage}</InlineMessage>}
        <Button type="submit" variant="primary" size="large" fullWidth isPending={isPending}>Register</Button>
      </Stack>
    </Form>
  );
}
