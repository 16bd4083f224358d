import { messages, validateRequired } from './validation';

/**
 * Track and Trace identifier codes (§1, §5): the economic operator identifier code (EOID) and the facility
 * identifier code (FID) a retailer receives from the ID issuer under Commission Implementing Regulation
 * (EU) 2018/574. Articles 15(1) and 17(1) say each code is the ID issuer's identification code (Article
 * 3(4), alphanumeric, ISO/IEC 15459-2) followed by an alphanumeric sequence unique in that issuer's pool;
 * the regulation fixes no length. The portal's practical format (docs/adr/0010) is uppercase A–Z and 0–9
 * only: a 3-character issuer part then the sequence, 12 characters in all for an EOID and 14 for a FID.
 */
export const trackAndTraceFormat = {
  /** Characters of the ID issuer's identification code at the start of both codes. */
  issuerCodeLength: 3,
  /** Total characters of an EOID. */
  eoidLength: 12,
  /** Total characters of a FID. */
  fidLength: 14,
} as const;

const EOID = new RegExp(`^[A-Z0-9]{${trackAndTraceFormat.issuerCodeLength}}[A-Z0-9]{${trackAndTraceFormat.eoidLength - trackAndTraceFormat.issuerCodeLength}}$`);
const FID = new RegExp(`^[A-Z0-9]{${trackAndTraceFormat.issuerCodeLength}}[A-Z0-9]{${trackAndTraceFormat.fidLength - trackAndTraceFormat.issuerCodeLength}}$`);

/**
 * A typed code as it is checked and stored: surrounding spaces removed, letters uppercased
 * (' ie1abc234567 ' → 'IE1ABC234567'). Inner spaces are kept, so they fail the format.
 */
export function normaliseTrackAndTraceCode(value: string | null | undefined): string {
  return (value ?? '').trim().toUpperCase();
}

/** True when the code, once normalised, has the EOID format of docs/adr/0010 (§5). */
export function isValidEoid(value: string | null | undefined): boolean {
  return EOID.test(normaliseTrackAndTraceCode(value));
}

/** True when the code, once normalised, has the FID format of docs/adr/0010 (§5). */
export function isValidFid(value: string | null | undefined): boolean {
  return FID.test(normaliseTrackAndTraceCode(value));
}

/**
 * 'This field is required.' when empty or blank, 'Invalid EOID format. Please try again.' when the
 * normalised code is not an EOID (§5); undefined when valid.
 */
export function validateEoid(value: string | null | undefined): string | undefined {
  return validateRequired(value) ?? (isValidEoid(value) ? undefined : messages.eoid);
}

/**
 * 'This field is required.' when empty or blank, 'Invalid FID format. Please try again.' when the
 * normalised code is not a FID (§5); undefined when valid.
 */
export function validateFid(value: string | null | undefined): string | undefined {
  return validateRequired(value) ?? (isValidFid(value) ? undefined : messages.fid);
}
