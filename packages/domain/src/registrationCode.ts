/**
 * A store's one-time registration code: the proof, given to the store outside the portal (its
 * welcome letter or its business advisor), that a registrant belongs to it. Its own module, apart from
 * the §5 catalogue in ./validation, so only /register downloads it.
 */
import { validateRequired } from './validation';

/** The shape message (our wording: the spec has no registration code). */
export const registrationCodeMessage = 'Invalid registration code format. It has 12 letters and digits, as XXXX-XXXX-XXXX.';

/**
 * A registration code as the server reads it: case, spaces and dashes do not count, so 'kq7m 3xpr-9wht'
 * is 'KQ7M-3XPR-9WHT'. Twelve letters and digits are written in three groups of four; anything else is
 * returned in capitals without spaces or dashes, for {@link validateRegistrationCode} to refuse.
 */
export function normaliseRegistrationCode(value: string): string {
  const bare = value.replace(/[\s-]+/g, '').toUpperCase();
  return /^[A-Z0-9]{12}$/.test(bare) ? bare.match(/.{4}/g)!.join('-') : bare;
}

/**
 * Required (§5 'This field is required.'), then the shape of a registration code: 12 letters and digits
 * once case, spaces and dashes are set aside ({@link registrationCodeMessage}). Whether the code is the
 * store's is the server's answer, not this one.
 * @returns the message to show, or undefined when the code may be sent
 */
export function validateRegistrationCode(value: string | null | undefined): string | undefined {
  return validateRequired(value) ?? (/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(normaliseRegistrationCode(value!)) ? undefined : registrationCodeMessage);
}
