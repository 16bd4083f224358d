import { useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { MINIMUM_AGE, validateEmail, validateRequired } from '@trade-portal/domain';
import { Button } from '../Button';
import { InlineMessage } from '../Feedback';
import { PasswordField, TextField } from '../TextField';
import * as css from './Shell.css';

/** The public template of §2.2: a card on the brand background with the trade-only line (§1). */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={css.publicPage}>
      <div className={css.publicCard}>
        <span style={{ fontWeight: 700, letterSpacing: '.04em', textTransform: 'uppercase', fontSize: 12 }}>Trade Portal</span>
        <h1 className={css.publicTitle}>{title}</h1>
        {children}
      </div>
      <p className={css.publicNote}>For tobacco retailers only, aged {MINIMUM_AGE} or over. Not to be shown to the public.</p>
    </main>
  );
}

export interface LoginFormProps {
  /** Called with the credentials once they pass the §5 checks. */
  onSubmit: (credentials: { username: string; password: string }) => void;
  /** The server's message after a failed login (§8). */
  errorMessage?: string | null;
  isPending?: boolean;
  /** Contact address for login help (§8). */
  helpEmail?: string;
}

/** The login form (§2.2, §4 Login, §5 messages). */
export function LoginForm({ onSubmit, errorMessage, isPending, helpEmail = 'customerservice@tradeportal.example' }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const emailError = touched ? validateEmail(username) : undefined;
  const passwordError = touched ? validateRequired(password) : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (validateEmail(username) || validateRequired(password)) return;
    onSubmit({ username: username.trim(), password });
  };
  return (
    <Form onSubmit={submit} className={css.form} validationBehavior="aria">
      {errorMessage && <InlineMessage tone="critical">{errorMessage}</InlineMessage>}
      <TextField label="Email" type="email" name="username" autoComplete="username" value={username} onChange={setUsername} isInvalid={!!emailError} errorMessage={emailError} />
      <PasswordField label="Password" name="password" autoComplete="current-password" value={password} onChange={setPassword} isInvalid={!!passwordError} errorMessage={passwordError} />
      <Button type="submit" size="large" fullWidth isPending={isPending}>Log in</Button>
      <p style={{ margin: 0, fontSize: 14 }}>Trouble logging in? Contact customer service at <a href={`mailto:${helpEmail}`}>{helpEmail}</a>.</p>
    </Form>
  );
}
