import { useState } from 'react';
import { errorMessage } from '@trade-portal/api-client';
import { Link, RegisterForm, type RegisterValues } from '@trade-portal/ui';
import { register } from '../../api/publicAccount';
import { usePageTitle } from '../../lib/usePageTitle';
import { PublicTemplate } from '../../shell/PublicTemplate';

/**
 * /register in the login-style template (§2.2): a shopkeeper of an existing store opens a user with the
 * store's account number, accepting the terms and confirming 18+ and trade only (§1). The server emails a
 * verification link (24 hours); until it is followed the user cannot log in (ADR 0025).
 */
export default function RegisterPage() {
  usePageTitle('Register');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const submit = async (values: RegisterValues) => {
    setPending(true);
    setError(null);
    try {
      setSent(await register(values));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPending(false);
    }
  };
  return (
    <PublicTemplate title="Register">
      {!sent && <p>For tobacco retailers with a store account. You will need your account number, as on your invoices.</p>}
      <RegisterForm onSubmit={(v) => void submit(v)} isPending={pending} errorMessage={error} sentMessage={sent} />
      {!sent && <Link href="/login" variant="standalone">Already registered? Log in</Link>}
    </PublicTemplate>
  );
}
