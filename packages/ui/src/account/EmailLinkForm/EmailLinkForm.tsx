import { useState, type FormEvent } from 'react';
import { validateEmail } from '@trade-portal/domain';
import { Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Form } from '../../primitives/Form';
import { InlineMessage } from '../../primitives/InlineMessage';
import { TextField } from '../../primitives/TextField';
import * as css from './EmailLinkForm.css';

export interface EmailLinkFormProps {
  /** The form's accessible name ('Forgotten password', 'Re-send verification email'). */
  label: string;
  /** The button's text ('Send reset link', 'Re-send email'). */
  submitLabel: string;
  /** Called with the trimmed address once it passes the §5 email check. */
  onSubmit: (email: string) => void;
  isPending?: boolean;
  /** The server's Message after a refusal (the 429 of too many requests, a network failure). */
  errorMessage?: string | null;
  /** The server's acknowledgement: shown above the form, which stays for another address. */
  sentMessage?: string | null;
}

/**
 * One email address to send a link to (§2.2 /forgotten-password, /resend-verification, /resend-email):
 * the §5 messages ('This field is required.', 'Invalid email format. Please try again.') on submit, the
 * server's refusal above the button; once sent, its acknowledgement in a positive message (the server
 * answers the same whether or not the address has an account, so the words never say which).
 */
export function EmailLinkForm({ label, submitLabel, onSubmit, isPending = false, errorMessage, sentMessage }: EmailLinkFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateEmail(email);
    setError(found);
    if (!found) onSubmit(email.trim());
  };
  return (
    <Form onSubmit={submit} aria-label={label}>
      <Stack gap="medium" className={css.form}>
        {sentMessage && <InlineMessage tone="positive" title="Check your email">{sentMessage}</InlineMessage>}
        <TextField
          label="Email"
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          isRequired
          value={email}
          onChange={(v) => {
            setEmail(v);
            if (error) setError(undefined);
          }}
          isInvalid={!!error}
          errorMessage={error}
        />
        {errorMessage && <InlineMessage tone="critical">{errorMessage}</InlineMessage>}
        <Button type="submit" variant="primary" size="large" fullWidth isPending={isPending}>{submitLabel}</Button>
      </Stack>
    </Form>
  );
}
