import { useState, type FormEvent } from 'react';
import { validateNewPassword, validatePasswordConfirmation, validateRequired } from '@trade-portal/domain';
import { Box, Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Form } from '../../primitives/Form';
import { Icon } from '../../primitives/Icon';
import { InlineMessage } from '../../primitives/InlineMessage';
import { PasswordField } from '../../primitives/TextField';
import { visuallyHidden } from '../../theme';
import * as css from './NewPasswordForm.css';

/** What the form sends: the current (or temporary) password, the new one and its confirmation. */
export interface NewPasswordValues {
  current: string;
  password: string;
  confirmation: string;
}

export interface NewPasswordFormProps {
  /**
   * The label of the current password: 'Temporary password' in the first-time guide; `null` for no such
   * field (/reset-password, where the emailed link stands for it). @default 'Current password'
   */
  currentLabel?: string | null;
  /** The submit button's text. @default 'Change password' */
  submitLabel?: string;
  /** Called with the values once they pass the §5 checks. */
  onSubmit: (values: NewPasswordValues) => void;
  isPending?: boolean;
  /** The server's Message after a failure (a wrong current password, a common password…). */
  errorMessage?: string | null;
}

/** The §5 rule of a new password, as a live checklist: each item met or not yet. */
export const passwordRules: ReadonlyArray<readonly [label: string, test: (p: string) => boolean]> = [
  ['At least 8 characters', (p) => p.length >= 8],
  ['A number', (p) => /\d/.test(p)],
  ['An uppercase letter', (p) => /[A-Z]/.test(p)],
  ['A lowercase letter', (p) => /[a-z]/.test(p)],
];

/**
 * The §5 rule as a live checklist under a new-password field: each item marked met or not yet, in words
 * for screen readers too. Shared by every form that sets a password (change, first time, reset, register).
 */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <Stack as="ul" gap="xxsmall" className={css.rules} aria-label="Your new password needs">
      {passwordRules.map(([label, test]) => {
        const met = test(password);
        return (
          <Box as="li" display="flex" alignItems="center" gap="xsmall" key={label} className={css.rule} data-met={met || undefined}>
            <Icon name={met ? 'check' : 'info'} className={css.mark} aria-hidden="true" />
            {label}
            <span className={visuallyHidden}>{met ? ' (done)' : ' (not yet)'}</span>
          </Box>
        );
      })}
    </Stack>
  );
}

/**
 * A new password (§2.1 /change-password, §2.2 /password, §5): the current or temporary password, the new
 * one with a live checklist (`PasswordChecklist`) of the §5 rule (8 characters, a number, an uppercase and a lowercase letter),
 * and its confirmation; the §5 messages on submit, the server's Message above the button.
 */
export function NewPasswordForm({ currentLabel = 'Current password', submitLabel = 'Change password', onSubmit, isPending = false, errorMessage }: NewPasswordFormProps) {
  const [values, setValues] = useState<NewPasswordValues>({ current: '', password: '', confirmation: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof NewPasswordValues, string>>>({});
  const set = (key: keyof NewPasswordValues) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      current: currentLabel === null ? undefined : validateRequired(values.current),
      password: validateNewPassword(values.password),
      confirmation: validatePasswordConfirmation(values.password, values.confirmation),
    };
    setErrors(found);
    if (!found.current && !found.password && !found.confirmation) onSubmit(values);
  };
  return (
    <Form onSubmit={submit} aria-label="New password">
      <Stack gap="medium" className={css.form}>
        {currentLabel !== null && (
          <PasswordField label={currentLabel} name="current" autoComplete="current-password" isRequired value={values.current} onChange={set('current')} isInvalid={!!errors.current} errorMessage={errors.current} />
        )}
        <PasswordField label="New password" name="password" autoComplete="new-password" isRequired value={values.password} onChange={set('password')} isInvalid={!!errors.password} errorMessage={errors.password} />
        <PasswordChecklist password={values.password} />
        <PasswordField label="Confirm new password" name="confirmation" autoComplete="new-password" isRequired value={values.confirmation} onChange={set('confirmation')} isInvalid={!!errors.confirmation} errorMessage={errors.confirmation} />
        {errorMessage && <InlineMessage tone="critical">{errorMessage}</InlineMessage>}
        <Button type="submit" variant="primary" isPending={isPending}>{submitLabel}</Button>
      </Stack>
    </Form>
  );
}
