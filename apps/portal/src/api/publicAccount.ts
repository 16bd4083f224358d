/**
 * The public account calls of §2.2 (ADR 0025): registration, account verification, a fresh verification
 * link, the forgotten-password link and the reset. Public operations (`security: []`), so plain calls
 * (`publicCall`) that the public pages import directly, without the session client or the query cache.
 * Every one answers `{ Message }`; the server answers the same whether or not an address has an account.
 */
import { ApiError } from '@trade-portal/api-client';
import type { RegisterValues } from '@trade-portal/ui';
import { postPublic } from './publicCall';

const failed = 'Sorry, we could not do that just now. Please try again.';

/**
 * POST /api/Account/Register: a new, unverified user of an existing store, proved by the store's one-time
 * RegistrationCode (issue 21); the server emails a link and tells the store's existing users.
 * @returns the acknowledgement
 * @throws ApiError 400 'The account number and registration code do not match.' (also for an unknown
 *   account number, see {@link isRegistrationMismatch}) or a §5 Message (a common password…), 429 past
 *   five tries in ten minutes
 */
export function register(values: RegisterValues): Promise<string> {
  return postPublic('/api/Account/Register', values, { ok: 'Thank you. Please check your email to verify your account.', failed });
}

/**
 * Whether a Register failure is the store's refusal: the account number and the registration code do not
 * belong together (a 400 whose Message names the registration code; the same for an unknown account number).
 */
export function isRegistrationMismatch(failure: unknown): boolean {
  return failure instanceof ApiError && failure.status === 400 && /registration code/i.test(failure.Message);
}

/**
 * POST /api/Account/VerifyAccount with the emailed link's `user` and `code`.
 * @returns 'Your account is verified. You can now log in.'
 * @throws ApiError 410 for an expired, used or unknown link (§8 expired link), 400 for a malformed one
 */
export function verifyAccount(userId: string, code: string): Promise<string> {
  return postPublic('/api/Account/VerifyAccount', { UserId: userId, Code: code }, { ok: 'Your account is verified. You can now log in.', failed });
}

/** POST /api/Account/ResendVerification: a fresh verification link. @throws ApiError 429 past five tries in ten minutes */
export function resendVerification(email: string): Promise<string> {
  return postPublic('/api/Account/ResendVerification', { Email: email }, { ok: 'If this address has an account to verify, we have sent it a new link.', failed });
}

/** POST /api/Account/ForgottenPassword: a reset link, valid one hour. @throws ApiError 429 past five tries in ten minutes */
export function forgottenPassword(email: string): Promise<string> {
  return postPublic('/api/Account/ForgottenPassword', { Email: email }, { ok: 'If this address has an account, we have sent it a link to reset your password.', failed });
}

/**
 * POST /api/Account/ResetPassword with the emailed link's `email` and `code` and the new password; the
 * server ends every session of the user.
 * @throws ApiError 410 for an expired or used link, 400 for a password the server refuses
 */
export function resetPassword(email: string, code: string, password: string, confirmation: string): Promise<string> {
  return postPublic('/api/Account/ResetPassword', { Email: email, Code: code, NewPassword: password, ConfirmPassword: confirmation }, { ok: 'Your password has been changed. You can now log in with it.', failed });
}
