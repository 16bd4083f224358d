import { useState, type FormEvent } from 'react';
import { validateEmail, validateRequired } from '@trade-portal/domain';
import { Box } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Form } from '../../primitives/Form';
import { InlineMessage } from '../../primitives/InlineMessage';
import { Link } from '../../primitives/Link';
import { Text } from '../../primitives/Text';
import { PasswordField, TextField } from '../../primitives/TextField';
import * as css from './LoginForm.css';

export interface LoginFormProps {
  /** Called with the credentials once they pass the §5 checks (email trimmed). */
  onSubmit: (credentials: { username: string; password: string }) => void;
  /** The server's message after a failed login (§8), shown above the fields. */
  errorMessage?: string | null;
  /**
   * Why the user is here, shown above the fields as information while there is no error: the session
   * ended (§2.10 redirect: 'Your session has expired. Please log in again to continue.').
   */
  notice?: string | null;
  /** The login request is running: the button shows a spinner and ignores presses. @default false */
  isPending?: boolean;
  /** Customer service address for login help (§8), from the portal's configuration. */
  helpEmail?: string;
}

/** The public flows the login card leads to (§2.2). */
const accountLinks = [
  ['/forgotten-password', 'Forgotten your password?'],
  ['/register', 'New customer? Register'],
  ['/resend-verification', 'Re-send verification email'],
] as const;

/**
 * The login form of §2.2 and §4: email and password with the §5 messages ('This field is required.',
 * 'Invalid email format. Please try again.') shown after the first submit and then as the user types;
 * a server error in a critical InlineMessage (else the `notice`, as information); the links to the public account flows (forgotten password,
 * registration, a new verification email); and the §8 login-help line.
 */
export function LoginForm({ onSubmit, errorMessage, notice, isPending = false, helpEmail = 'customerservice@tradeportal.example' }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const emailError = submitted ? validateEmail(username) : undefined;
  const passwordError = submitted ? validateRequired(password) : undefined;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSubmitted(true);
    if (validateEmail(username) || validateRequired(password)) return;
    onSubmit({ username: username.trim(), password });
  };
  return (
    <Form onSubmit={submit} aria-label="Log in">
      {errorMessage ? <InlineMessage tone="critical">{errorMessage}</InlineMessage> : notice && <InlineMessage tone="info">{notice}</InlineMessage>}
      <TextField
        label="Email"
        type="email"
        name="username"
        autoComplete="username"
        inputMode="email"
        value={username}
        onChange={setUsername}
        isInvalid={!!emailError}
        errorMessage={emailError}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        isInvalid={!!passwordError}
        errorMessage={passwordError}
      />
      <Button type="submit" size="large" fullWidth isPending={isPending}>Log in</Button>
      <Box as="ul" display="flex" flexWrap="wrap" className={css.links} aria-label="Account help">
        {accountLinks.map(([href, label]) => (
          <li key={href}>
            <Link href={href} variant="standalone">{label}</Link>
          </li>
        ))}
      </Box>
      <Text as="p" size="small" tone="secondary" breakWords>
        Trouble logging in? Contact customer service at <Link href={`mailto:${helpEmail}`}>{helpEmail}</Link>.
      </Text>
    </Form>
  );
}
