/**
 * The password reset of §2.2 (ADR 0025): the emailed link (/forgotten-password), its check when
 * /reset-password opens, and the reset. Public operations (`security: []`), so calls of the public client (`publicCall`)
 * that the two pages import directly, without the session client or the query cache. The server answers
 * the same whether or not an address has an account.
 */
import { acknowledged, publicFailure as failed } from './publicCall';

export { isUsedLink } from './publicCall';

/** POST /api/Account/ForgottenPassword: a reset link, valid one hour. @throws ApiError 429 past five tries in ten minutes */
export function forgottenPassword(email: string): Promise<string> {
  return acknowledged((c) => c.POST('/api/Account/ForgottenPassword', { body: { Email: email } }), { ok: 'If this address has an account, we have sent it a link to reset your password.', failed });
}

/**
 * POST /api/Account/CheckResetLink: whether the emailed reset link can still set a password, asked when
 * /reset-password opens (§8 expired link). Nothing is used up.
 * @returns the server's acknowledgement when the link is usable
 * @throws ApiError 410 'This link has already been used.' (see `isUsedLink`) or 'This link has
 *   expired or is not valid.', 400 for a malformed link
 */
export function checkResetLink(email: string, code: string): Promise<string> {
  return acknowledged((c) => c.POST('/api/Account/CheckResetLink', { body: { Email: email, Code: code } }), { ok: 'This link can be used.', failed });
}

/**
 * POST /api/Account/ResetPassword with the emailed link's `email` and `code` and the new password; the
 * server ends every session of the user.
 * @throws ApiError 410 for an expired or used link (`isUsedLink` tells them apart), 400 for a password the server refuses
 */
export function resetPassword(email: string, code: string, password: string, confirmation: string): Promise<string> {
  return acknowledged((c) => c.POST('/api/Account/ResetPassword', { body: { Email: email, Code: code, NewPassword: password, ConfirmPassword: confirmation } }), { ok: 'Your password has been changed. You can now log in with it.', failed });
}
