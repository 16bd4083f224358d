/**
 * The account flows of §2.2 and §2.1 (docs/adr/0025, 0032), one module per flow: registration
 * (`registration.ts`), a forgotten password (`passwordReset.ts`) and a user's own changes
 * (`accountChanges.ts`), over what they share (`links.ts`).
 */
export {
  VERIFY_LINK_TTL_MS, RESET_LINK_TTL_MS, EMAIL_CHANGE_LINK_TTL_MS, LINK_MAILS_PER_HOUR, accountMessages, isCommonPassword, checkNewPassword, mixesAlphabets,
  checkNames, checkEmailCharacters, type AccountContext, type PasswordAttempts,
} from './links';
export { register, verifyAccount, resendVerification } from './registration';
export { forgottenPassword, resetPassword, checkResetLink } from './passwordReset';
export { changePassword, tokenHashOf, pendingEmail, updateAccount, confirmEmailChange } from './accountChanges';
