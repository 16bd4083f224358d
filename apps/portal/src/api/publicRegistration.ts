/**
 * Registration (§2.2 /register, ADR 0025): a public operation (`security: []`), so a call of the
 * public client (`publicCall`) that the register page imports directly, without the session client or the
 * query cache.
 */
import { ApiError, type RegisterRequest } from '@trade-portal/api-client';
import { acknowledged, publicFailure as failed } from './publicCall';

/**
 * POST /api/Account/Register: a new, unverified user of an existing store, proved by the store's one-time
 * RegistrationCode; the server emails a link and tells the store's existing users.
 * @returns the acknowledgement
 * @throws ApiError 400 'The account number and registration code do not match.' (also for an unknown
 *   account number, see `isRegistrationMismatch`) or a §5 Message (a common password…), 429 past
 *   five tries in ten minutes
 */
export function register(values: RegisterRequest): Promise<string> {
  return acknowledged((c) => c.POST('/api/Account/Register', { body: values }), { ok: 'Thank you. Please check your email to verify your account.', failed });
}

/**
 * Whether a Register failure is the store's refusal: the account number and the registration code do not
 * belong together (the 400 'The account number and registration code do not match.', the same for an
 * unknown account number and a used code).
 */
export function isRegistrationMismatch(failure: unknown): boolean {
  return failure instanceof ApiError && failure.status === 400 && /registration code do not match/i.test(failure.Message);
}
