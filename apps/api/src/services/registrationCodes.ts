/**
 * A store's one-time registration codes (ADR 0032): the proof that whoever registers for a store
 * belongs to it, given to the store outside the portal (its welcome letter, its business advisor). An
 * account number alone, printed on every invoice, proves nothing.
 *
 * A code is 12 characters of an alphabet without look-alikes (no 0/O, 1/I/L), written `XXXX-XXXX-XXXX`:
 * 31^12 ≈ 2^59 codes. Only the SHA-256 of the normalised code is stored; case, spaces and dashes do not count
 * (`normaliseRegistrationCode` of the domain package, as the portal reads it).
 */
import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { normaliseRegistrationCode } from '@trade-portal/domain';
import type { Conn, Db } from '../db/open';
import { schema, sqlState } from '../db/open';

/** The characters of a code: capitals and digits without the ones read as others (0 O, 1 I L). */
export const REGISTRATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The SHA-256 (hex) a code is stored under, of its normalised form ('kq7m 3xpr9wht' → 'KQ7M-3XPR-9WHT'). */
export function registrationCodeHash(code: string): string {
  return createHash('sha256').update(normaliseRegistrationCode(code)).digest('hex');
}

/** A new random code, `XXXX-XXXX-XXXX`, from `crypto.randomInt` (uniform over the alphabet). */
export function newRegistrationCode(): string {
  const chars = Array.from({ length: 12 }, () => REGISTRATION_CODE_ALPHABET[randomInt(REGISTRATION_CODE_ALPHABET.length)]!);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8)].map((group) => group.join('')).join('-');
}

/**
 * Stores `code` as the store's active code, retiring its older unused ones (one active code a store), in
 * the caller's transaction or on its own.
 * @throws Error when `accountId` is not a store (foreign key), or the code is already on file (unique)
 */
export async function storeRegistrationCode(conn: Conn, accountId: string, code: string, now = new Date()): Promise<void> {
  await conn
    .update(schema.registrationCodes)
    .set({ retiredAt: now })
    .where(and(eq(schema.registrationCodes.accountId, accountId), isNull(schema.registrationCodes.usedAt), isNull(schema.registrationCodes.retiredAt)));
  await conn.insert(schema.registrationCodes).values({ accountId, codeHash: registrationCodeHash(code), createdAt: now });
}

/**
 * Issues a fresh code for a store, as the manufacturer does for a new shop: its older unused codes stop
 * working. The code is returned once and is not stored in clear anywhere.
 * @returns the new code, `XXXX-XXXX-XXXX`
 * @throws Error 'No store has the account number …' when `accountId` is not a store
 */
export async function issueRegistrationCode(db: Db, accountId: string, now = new Date()): Promise<string> {
  const [store] = await db.select({ id: schema.accounts.jtiAccountId }).from(schema.accounts).where(eq(schema.accounts.jtiAccountId, accountId));
  if (!store) throw new Error(`No store has the account number ${accountId}.`);
  // A clash with a code on file (1 in 2^59 a try) only asks for another draw.
  for (;;) {
    const code = newRegistrationCode();
    try {
      await db.transaction((tx) => storeRegistrationCode(tx, accountId, code, now));
      return code;
    } catch (error) {
      if (sqlState(error) !== '23505') throw error;
    }
  }
}
