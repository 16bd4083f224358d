/**
 * Messages of §5 (validation) and §8 (errors), in the spec's exact words. Where the spec names no text
 * (`newPassword`, `acceptTerms`, `confirmAge`, `checkoutErrorDefault`) the wording is ours; `sessionEnded` is the
 * §2.10 redirect popup's title and text in one sentence.
 */
export const messages = {
  required: 'This field is required.',
  email: 'Invalid email format. Please try again.',
  emailMismatch: "Email addresses don't match. Please try again.",
  passwordMismatch: "Passwords don't match. Please try again.",
  eoid: 'Invalid EOID format. Please try again.',
  fid: 'Invalid FID format. Please try again.',
  newPassword: 'Use at least 8 characters, with a number, an uppercase and a lowercase letter.',
  acceptTerms: 'Please accept the terms and conditions.',
  confirmAge: 'Please confirm that you are 18 or over and a tobacco trade customer.',
  internalError: 'Sorry, our server has encountered an internal error and was unable to complete your request. Please try again later.',
  sessionExpired: 'Session has expired. Please refresh your browser and log back in.',
  /** §2.10 redirect section's words, said on /login when a session ended under the user (§8 Invalid session). */
  sessionEnded: 'Your session has expired. Please log in again to continue.',
  invoiceInvalid: 'Order Number is invalid. Please go back to order history.',
  checkoutErrorTitle: 'Sorry, there has been an error and we were unable to complete your request',
  checkoutErrorDefault: 'Your order could not be submitted. Please try again.',
  submittedNoResult: 'Your order has been submitted correctly.',
  errorUpdatingProduct: 'Error updating product',
  unavailableAfterReorder: 'Sorry, but the following products were unavailable this time:',
  unavailableWhenEditing: 'Your items are currently unavailable.',
  logoutTitle: 'You have items in your cart',
  logoutText: 'Are you sure you want to log out without placing your order?',
  unexpectedError: 'Unexpected Application Error!',
} as const;

/** No spaces, exactly one @, and a dot after it (§5). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'This field is required.' when empty or blank (§5); undefined when valid. */
export function validateRequired(value: string | null | undefined): string | undefined {
  return value && value.trim() ? undefined : messages.required;
}

/** Required, then the email format of §5 (surrounding spaces ignored); undefined when valid. */
export function validateEmail(value: string | null | undefined): string | undefined {
  return validateRequired(value) ?? (EMAIL.test(value!.trim()) ? undefined : messages.email);
}

/** Required, then the confirmation must equal the email, ignoring case and surrounding spaces (§5). */
export function validateEmailConfirmation(email: string, confirmation: string): string | undefined {
  return validateRequired(confirmation) ?? (email.trim().toLowerCase() === confirmation.trim().toLowerCase() ? undefined : messages.emailMismatch);
}

/** Required, then the confirmation must equal the password exactly (§5). */
export function validatePasswordConfirmation(password: string, confirmation: string): string | undefined {
  return validateRequired(confirmation) ?? (password === confirmation ? undefined : messages.passwordMismatch);
}

/** Required, then at least 8 characters with a number, an uppercase and a lowercase letter (§5). */
export function validateNewPassword(value: string | null | undefined): string | undefined {
  const v = value ?? '';
  return validateRequired(v) ?? (v.length >= 8 && /\d/.test(v) && /[A-Z]/.test(v) && /[a-z]/.test(v) ? undefined : messages.newPassword);
}

/** The survey end email pattern of §5: no spaces, one @, a dot after it. Submit stays disabled otherwise. */
export function isSurveyEmail(value: string | null | undefined): boolean {
  return EMAIL.test(value ?? '');
}

/**
 * A survey free-text answer as it is sent (§5): line breaks replaced by spaces, trimmed. Empty text is
 * not an answer (`''`).
 */
export function normaliseFreeText(text: string): string {
  return text.replace(/\r\n|\r|\n/g, ' ').trim();
}
