import { Link, RegisterForm } from '@trade-portal/ui';
import { isRegistrationMismatch, register } from '../../api/publicRegistration';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSubmission } from '../../hooks/useSubmission';
import { PublicTemplate } from '../../shell/PublicTemplate';

/**
 * /register in the login-style template (§2.2): a shopkeeper of an existing store opens a user with the
 * store's account number and its one-time registration code (the number alone proves nothing),
 * accepting the terms and confirming 18+ and trade only (§1). A code that does not match the number marks
 * both fields. The server emails a verification link (24 hours); until it is followed the user cannot log
 * in (ADR 0025).
 */
export default function RegisterPage() {
  usePageTitle('Register');
  const { submit, pending, error, failure, result: sent } = useSubmission(register);
  return (
    <PublicTemplate title="Register">
      {!sent && (
        <p>
          For tobacco retailers with a store account. You will need your store's account number, as on your invoices, and its registration
          code, from its welcome letter or its business advisor.
        </p>
      )}
      <RegisterForm onSubmit={(v) => void submit(v)} isPending={pending} errorMessage={error} isCodeMismatch={isRegistrationMismatch(failure)} sentMessage={sent} />
      {!sent && <Link href="/login" variant="standalone">Already registered? Log in</Link>}
    </PublicTemplate>
  );
}
