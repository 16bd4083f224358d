/**
 * Track and Trace codes of an account (§1, §2.4 notice, §5; docs/adr/0010): the EU traceability economic
 * operator identifier (EOID) and facility identifier (FID), checked with domain's validators, the same the
 * portal's form uses.
 */
import { messages, normaliseTrackAndTraceCode, validateEoid, validateFid } from '@trade-portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open';
import { schema } from '../db/open';
import { badRequest, notFound } from '../httpErrors';

/** The `Message` answered once the codes are stored. */
export const CODES_SAVED_MESSAGE = 'Your Track and Trace codes have been saved.';

/**
 * Why the codes cannot be stored, naming each wrong one in §5's words ('Invalid EOID format. Please try
 * again.'; an empty one as 'EOID: This field is required.'), or undefined when both are valid.
 */
export function trackAndTraceError(eoid: string, fid: string): string | undefined {
  const named = (field: string, error: string | undefined) => (error === messages.required ? `${field}: ${error}` : error);
  const errors = [named('EOID', validateEoid(eoid)), named('FID', validateFid(fid))].filter((e): e is string => !!e);
  return errors.length > 0 ? errors.join(' ') : undefined;
}

/**
 * Stores the account's EOID and FID, trimmed and uppercased, and sets IsTrackAndTrace (§1, §5). Submitting
 * again replaces them.
 * @returns `{ Message }` saying they were saved
 * @throws HttpError 400 `{ Message }` naming the wrong code(s), nothing stored; 404 when the account is gone
 */
export async function saveTrackAndTraceCodes(db: Db, accountId: string, eoid: string, fid: string): Promise<{ Message: string }> {
  const error = trackAndTraceError(eoid, fid);
  if (error) throw badRequest(error);
  const updated = await db
    .update(schema.accounts)
    .set({ eoid: normaliseTrackAndTraceCode(eoid), fid: normaliseTrackAndTraceCode(fid), isTrackAndTrace: true })
    .where(eq(schema.accounts.jtiAccountId, accountId))
    .returning({ id: schema.accounts.jtiAccountId });
  if (updated.length === 0) throw notFound('This account was not found.');
  return { Message: CODES_SAVED_MESSAGE };
}
