import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '@trade-portal/api-client';
import type { NewPasswordValues } from '@trade-portal/ui';
import { checkResetLink, isUsedLink, resetPassword } from '../../api/publicPasswordReset';

/**
 * What /reset-password shows: the link being checked, the password form, the link used or expired (no
 * form: it could not set a password), or the change made.
 */
export type ResetStep = 'checking' | 'ready' | 'used' | 'expired' | 'done';

/**
 * An emailed reset link's life (§2.2, §8): on arrival the server is asked whether it can still be used
 * (CheckResetLink); a usable one takes a new password, after which the server ends every session of the
 * user. A 410 from the check or the reset (used, or expired meanwhile) ends at 'used', or at 'expired'
 * with §8's expired popup open. When the check cannot be made (offline, a server error) the form shows,
 * and the reset tells.
 * @param email the link's address (non-empty when `complete`)
 * @param code the link's code (non-empty when `complete`)
 * @param complete the link has both parts (otherwise nothing is asked)
 * @returns the step, the form's `submit`, `pending` and `error`, the server's `done` message, and the popup's state
 */
export function useResetLink(email: string, code: string, complete: boolean) {
  const [step, setStep] = useState<ResetStep>('checking');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [popupOpen, setPopupOpen] = useState(false);

  /** The link's 410, from the check or the reset: used, or expired with its popup. */
  const gone = (failure: unknown) => {
    const used = isUsedLink(failure);
    setStep(used ? 'used' : 'expired');
    setPopupOpen(!used);
  };

  useEffect(() => {
    if (!complete) return;
    let live = true;
    setStep('checking');
    checkResetLink(email, code).then(
      () => live && setStep('ready'),
      (e: unknown) => {
        if (!live) return;
        if (e instanceof ApiError && e.status === 410) gone(e);
        else setStep('ready');
      },
    );
    return () => {
      live = false;
    };
  }, [complete, email, code]);

  const submit = async (values: NewPasswordValues) => {
    setPending(true);
    setError(null);
    try {
      setDone(await resetPassword(email, code, values.password, values.confirmation));
      setStep('done');
    } catch (e) {
      if (e instanceof ApiError && e.status === 410) gone(e);
      else setError(errorMessage(e));
    } finally {
      setPending(false);
    }
  };

  return { step, submit, pending, error, done, popupOpen, closePopup: () => setPopupOpen(false) };
}
