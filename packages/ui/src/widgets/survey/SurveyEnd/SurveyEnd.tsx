import { useState, type FormEvent } from 'react';
import { isSurveyEmail, messages } from '@trade-portal/domain';
import { Box, Stack } from '../../../primitives/Box';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { Heading } from '../../../primitives/Heading';
import { InlineMessage } from '../../../primitives/InlineMessage';
import { SafeHtml } from '../../../primitives/SafeHtml';
import { Text } from '../../../primitives/Text';
import { TextField } from '../../../primitives/TextField';

/**
 * The end screen's states (§2.12, §5): `email` (the form), `sending` (the email is on its way), `emailSent`
 * (thanks, the email was saved) and `done` (thanks only: an email was left before, HasProvidedEmail).
 */
export const surveyEndStates = ['email', 'sending', 'emailSent', 'done'] as const;
/** One of `surveyEndStates`. */
export type SurveyEndState = (typeof surveyEndStates)[number];

/** Props of `SurveyEnd`. */
export interface SurveyEndProps {
  state: SurveyEndState;
  /** The invitation to leave an email, server HTML (§3 EmailHtml); sanitised here. */
  emailHtml: string;
  /** The email as typed. */
  email: string;
  /** Marketing opt-in (§5): true while the box is unticked; ticking it opts out. */
  optIn: boolean;
  /** The message of a failed send, shown as an alert. */
  errorMessage?: string | null;
  onEmailChange: (email: string) => void;
  /** Called with the new opt-in: false when the box is ticked. */
  onOptInChange: (optIn: boolean) => void;
  /** 'Submit' pressed with a valid email. */
  onSubmit: () => void;
  /** 'Close'. */
  onClose: () => void;
}

/**
 * The survey's end screen (§2.12, §5): 'Survey complete', then, unless an email was already given (`done`:
 * 'Thank you for your feedback.' only), EmailHtml (the server's thanks and invitation) and a form: 'Email address' (the §5 pattern: no spaces, one @, a dot; after leaving the
 * field a wrong one says 'Invalid email format. Please try again.'), the box 'I do not want to receive
 * marketing emails' (unticked: OptIn true) and 'Submit', disabled until the email is valid and pending
 * while sending. After sending: 'Thanks, your email address has been saved.' 'Close' ends it in every state
 * but `sending`. `data-survey-end` carries the state.
 */
export function SurveyEnd({ state, emailHtml, email, optIn, errorMessage, onEmailChange, onOptInChange, onSubmit, onClose }: SurveyEndProps) {
  const [isTouched, setTouched] = useState(false);
  const isValid = isSurveyEmail(email);
  const showForm = state === 'email' || state === 'sending';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isValid && state === 'email') onSubmit();
  };
  return (
    <Stack gap="medium" minWidth={0} data-survey-end={state}>
      <Heading level="3" size="large" tone="primary">Survey complete</Heading>
      {state === 'done' && <Text as="p" tone="secondary">Thank you for your feedback.</Text>}
      {showForm && (
        <Stack as="form" gap="small" onSubmit={submit} aria-label="Leave your email address" aria-busy={state === 'sending' || undefined}>
          <SafeHtml html={emailHtml} />
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            value={email}
            onChange={onEmailChange}
            onBlur={() => setTouched(true)}
            isInvalid={isTouched && email !== '' && !isValid}
            errorMessage={messages.email}
            isDisabled={state === 'sending'}
          />
          <Checkbox isSelected={!optIn} onChange={(ticked) => onOptInChange(!ticked)} isDisabled={state === 'sending'}>
            I do not want to receive marketing emails
          </Checkbox>
          {errorMessage && <InlineMessage tone="critical">{errorMessage}</InlineMessage>}
          <Box display="flex" justifyContent="flex-end" gap="small" flexWrap="wrap">
            <Button variant="secondary" onPress={onClose} isDisabled={state === 'sending'}>Close</Button>
            <Button type="submit" isDisabled={!isValid} isPending={state === 'sending'}>Submit</Button>
          </Box>
        </Stack>
      )}
      {state === 'emailSent' && <InlineMessage tone="positive">Thanks, your email address has been saved.</InlineMessage>}
      {!showForm && (
        <Box display="flex" justifyContent="flex-end" gap="small" flexWrap="wrap">
          <Button onPress={onClose}>Close</Button>
        </Box>
      )}
    </Stack>
  );
}
