import { useState, type FormEvent } from 'react';
import { FieldError, Label, TextArea, TextField as RACTextField } from 'react-aria-components';
import { validateEmail, validateRequired } from '@trade-portal/domain';
import { Inline, Stack } from '../../../primitives/Box';
import { Button } from '../../../primitives/Button';
import { Form } from '../../../primitives/Form';
import { InlineMessage } from '../../../primitives/InlineMessage';
import { Select } from '../../../primitives/Select';
import { Skeleton } from '../../../primitives/Skeleton';
import { TextField } from '../../../primitives/TextField';
import * as field from '../../../primitives/TextField/TextField.css';
import * as css from './ContactForm.css';

/** What the contact form sends: the logged-in call's `subject`, `message`, `order_no`; the public one's `name`, `email` too (§7 Contact). */
export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  orderNumber: string;
}

export interface ContactFormProps {
  /** `logged-in` (/faqs, /contact: subject, message, optional order number) or `public` (/contact-us: name and email too). */
  variant: 'logged-in' | 'public';
  /** The subjects (GetSubjectTitles); `undefined` while loading (a placeholder of the same size). */
  subjects: readonly string[] | undefined;
  /** Called with the values once they pass the §5 checks. */
  onSubmit: (values: ContactFormValues) => void;
  /** Sending: the button is busy and the fields keep what was typed. */
  isPending?: boolean;
  /** The server's Message after a failure (a 400 of §5, the 429 of too many messages, a network failure). */
  errorMessage?: string | null;
  /** The server's acknowledgement after sending: the form is replaced by it and a 'Send another message' button. */
  sentMessage?: string | null;
  /** 'Send another message' was pressed: the caller clears `sentMessage`. */
  onSendAnother?: () => void;
}

const empty: ContactFormValues = { name: '', email: '', subject: '', message: '', orderNumber: '' };
type Errors = Partial<Record<keyof ContactFormValues, string>>;

/** The §5 checks of the form: required fields, the email format (public variant). */
export function validateContact(values: ContactFormValues, variant: ContactFormProps['variant']): Errors {
  const errors: Errors = {};
  if (variant === 'public') {
    const name = validateRequired(values.name);
    const email = validateEmail(values.email);
    if (name) errors.name = name;
    if (email) errors.email = email;
  }
  const subject = validateRequired(values.subject);
  const message = validateRequired(values.message);
  if (subject) errors.subject = subject;
  if (message) errors.message = message;
  return errors;
}

/**
 * The contact form of the Help screen (§2.1 /faqs, /contact) and of the public /contact-us (§2.2): a
 * subject from the server's list, the message, an optional order number (logged in) or the sender's name
 * and email (public). The §5 messages show under each field on submit; a server failure shows its Message
 * above the button and keeps everything typed; once sent, the server's acknowledgement replaces the form.
 */
export function ContactForm({ variant, subjects, onSubmit, isPending = false, errorMessage, sentMessage, onSendAnother }: ContactFormProps) {
  const [values, setValues] = useState<ContactFormValues>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof ContactFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values, variant);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onSubmit({ ...values, name: values.name.trim(), email: values.email.trim(), message: values.message.trim(), orderNumber: values.orderNumber.trim() });
  };

  if (sentMessage) {
    return (
      <Stack gap="medium" alignItems="flex-start">
        <InlineMessage tone="positive" title="Message sent">{sentMessage}</InlineMessage>
        <Button
          variant="secondary"
          onPress={() => {
            setValues(empty);
            setErrors({});
            onSendAnother?.();
          }}
        >
          Send another message
        </Button>
      </Stack>
    );
  }

  return (
    <Form onSubmit={submit} validationErrors={errors as Record<string, string>} aria-label="Contact us">
      <Stack gap="medium" className={css.form}>
        {variant === 'public' && (
          <>
            <TextField label="Name" name="name" isRequired autoComplete="name" value={values.name} onChange={set('name')} isInvalid={!!errors.name} errorMessage={errors.name} />
            <TextField label="Email" name="email" type="email" isRequired autoComplete="email" value={values.email} onChange={set('email')} isInvalid={!!errors.email} errorMessage={errors.email} />
          </>
        )}
        {subjects ? (
          <Select
            label="Subject"
            name="subject"
            isRequired
            placeholder="Choose a subject"
            items={subjects.map((s) => ({ id: s, label: s }))}
            selectedKey={values.subject || null}
            onSelectionChange={(key) => set('subject')(key === null ? '' : String(key))}
            isInvalid={!!errors.subject}
            errorMessage={errors.subject}
          />
        ) : (
          <Skeleton height={68} />
        )}
        <RACTextField className={field.field} name="message" isRequired value={values.message} onChange={set('message')} isInvalid={!!errors.message}>
          <Label className={field.label}>
            Message<span className={field.required} aria-hidden="true">*</span>
          </Label>
          <TextArea className={css.textArea} rows={6} />
          <FieldError className={field.error}>{errors.message}</FieldError>
        </RACTextField>
        {variant === 'logged-in' && (
          <TextField
            label="Order number (optional)"
            name="order_no"
            inputMode="numeric"
            value={values.orderNumber}
            onChange={set('orderNumber')}
            description="If your message is about an order, its number, as in My orders."
          />
        )}
        {errorMessage && <InlineMessage tone="critical">{errorMessage}</InlineMessage>}
        <Inline gap="small">
          <Button type="submit" variant="primary" isPending={isPending}>Send message</Button>
        </Inline>
      </Stack>
    </Form>
  );
}
