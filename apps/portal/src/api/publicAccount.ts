/**
 * The public account calls of §2.2 that follow or renew an emailed link (ADR 0025): account
 * verification, a fresh verification link, and the confirmation of a new login email. Public
 * operations (`security: []`), so calls of the public client (`publicCall`) that the public pages import directly,
 * without the session client or the query cache. Registration is in ./publicRegistration and the
 * password reset in ./publicPasswordReset, so each page downloads its own calls only.
 * Every one answers `{ Message }`; the server answers the same whether or not an address has an account.
 */
import { acknowledged, publicFailure as failed } from './publicCall';

export { isUsedLink } from './publicCall';

/**
 * POST /api/Account/VerifyAccount with the emailed link's `user` and `code`.
 * @returns 'Your account is verified. You can now log in.'
 * @throws ApiError 410 for an expired, used or unknown link (§8 expired link), 400 for a malformed one
 */
export function verifyAccount(userId: string, code: string): Promise<string> {
  return acknowledged((c) => c.POST('/api/Account/VerifyAccount', { body: { UserId: userId, Code: code } }), { ok: 'Your account is verified. You can now log in.', failed });
}

/** POST /api/Account/ResendVerification: a fresh verification link. @throws ApiError 429 past five tries in ten minutes */
export function resendVerification(email: string): Promise<string> {
  return acknowledged((c) => c.POST('/api/Account/ResendVerification', { body: { Email: email } }), { ok: 'If this address has an account to verify, we have sent it a new link.', failed });
}

/**
 * POST /api/Account/ConfirmEmailChange with the link emailed to a new login address (/confirm-email,
 * ADR 0032): from now on the user logs in with that address.
 * The user's sessions stay.
 * @returns the server's acknowledgement
 * @throws ApiError 410 'This link has already been used.' (`isUsedLink`) or 'This link has expired or
 *   is not valid.' (§8 expired link), 400 for a malformed link or an address another account took meanwhile
 */
export function confirmEmailChange(userId: string, code: string): Promise<string> {
  return acknowledged((c) => c.POST('/api/Account/ConfirmEmailChange', { body: { UserId: userId, Code: code } }), { ok: 'Your new email address is confirmed. Log in with it from now on.', failed });
}
