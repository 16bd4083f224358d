/**
 * Registration for a store (§2.2, docs/adr/0032): its one-time registration code, an emailed verification
 * link (24 hours), and a fresh link on request; the store's other users are told who registered.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import { validateEmail, validateEmailConfirmation, validateRegistrationCode, validateRequired } from '@trade-portal/domain';
import type { RegisterRequest } from '@trade-portal/api-client';
import { schema } from '../../db/open';
import { badRequest } from '../../httpErrors';
import { hashPassword } from '../auth';
import { registrationCodeHash } from '../registrationCodes';
import { accountMessages, normaliseEmail, checkNewPassword, checkNames, checkEmailCharacters, useLink, deliver, sendVerification, userByEmail, tellStoreUsers, type AccountContext } from './links';

/**
 * §2.2 /register: checks §5, the password rules, the names, the terms and the 18+/trade
 * confirmation (§1), then that the registration code is the store's active one. An unknown account number
 * and a wrong, used or retired code are the same one query and the same 400. With a matching code the user
 * is created unverified and tied to the store, and the code used up, in one transaction; the verification
 * link and a note to every other user of the store follow the answer. When the email already has an account
 * nothing is created, the code stays unused, and that address gets a note instead, so the answer is the same.
 * @returns the `{ Message }` to send (the same whether or not the email was known)
 * @throws HttpError 400 with the first §5 message that applies, or 'The account number and registration code do not match.'
 */
export async function register(ctx: AccountContext, r: RegisterRequest, now = new Date()): Promise<{ Message: string }> {
  const message =
    validateEmail(r.Email) ?? validateEmailConfirmation(r.Email, r.ConfirmEmail) ?? validateRequired(r.Password) ?? validateRequired(r.JtiAccountId) ?? validateRegistrationCode(r.RegistrationCode);
  if (message) throw badRequest(message);
  checkEmailCharacters(r.Email);
  checkNames(r.FirstName, r.LastName);
  if (!r.AcceptTerms) throw badRequest(accountMessages.acceptTerms);
  if (!r.IsOver18) throw badRequest(accountMessages.confirmAge);
  const email = normaliseEmail(r.Email);
  await checkNewPassword(r.Password, r.ConfirmPassword, email);

  const accountId = r.JtiAccountId.trim();
  const codeHash = registrationCodeHash(r.RegistrationCode);
  const active = and(eq(schema.registrationCodes.accountId, accountId), eq(schema.registrationCodes.codeHash, codeHash), isNull(schema.registrationCodes.usedAt), isNull(schema.registrationCodes.retiredAt));
  // One indexed query whether the account number is unknown or the code wrong: the same answer in the same time.
  const [code] = await ctx.db.select({ id: schema.registrationCodes.id }).from(schema.registrationCodes).where(active);
  if (!code) throw badRequest(accountMessages.codeMismatch);

  const passwordHash = await hashPassword(r.Password);
  const outcome = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(schema.users)
      .values({ email, passwordHash, firstName: (r.FirstName ?? '').trim(), lastName: (r.LastName ?? '').trim() })
      .onConflictDoNothing({ target: schema.users.email })
      .returning({ id: schema.users.id, email: schema.users.email, firstName: schema.users.firstName, verifiedAt: schema.users.verifiedAt });
    if (!user) return { created: undefined, others: [] };
    // Used up here, under the same guard: of two registrations with one code, the second finds it used and rolls back.
    const [used] = await tx.update(schema.registrationCodes).set({ usedAt: now, usedByUserId: user.id }).where(and(eq(schema.registrationCodes.id, code.id), active)).returning({ id: schema.registrationCodes.id });
    if (!used) throw badRequest(accountMessages.codeMismatch);
    const others = await tx
      .select({ id: schema.users.id, email: schema.users.email, firstName: schema.users.firstName, verifiedAt: schema.users.verifiedAt })
      .from(schema.userAccounts)
      .innerJoin(schema.users, eq(schema.users.id, schema.userAccounts.userId))
      .where(and(eq(schema.userAccounts.accountId, accountId), ne(schema.users.id, user.id)));
    await tx.insert(schema.userAccounts).values({ userId: user.id, accountId, position: 0 });
    return { created: user, others };
  });

  const { created, others } = outcome;
  ctx.afterAnswer(async () => {
    if (created) {
      await sendVerification(ctx, created);
      // Only users who proved their address hear of it: the note quotes the registrant's address, and an
      // unverified one may be the registrant's own second try.
      await tellStoreUsers(ctx, accountId, created.email, others.filter((u) => u.verifiedAt !== null), now);
      return;
    }
    await deliver(ctx, email, 'Your Trade Portal account', 'registered-again', {
      greeting: 'Hello,',
      paragraphs: ['Someone asked to register this email address for the Trade Portal, but it already has an account.', 'If it was you, log in, or reset your password if you have forgotten it. If not, you can ignore this email.'],
      action: { label: 'Reset my password', href: `${ctx.publicUrl}/forgotten-password` },
    });
  });
  return { Message: accountMessages.registered };
}

/** §2.2 /verify-account: follows the emailed link. @throws HttpError 410 for an expired, used or unknown link */
export async function verifyAccount(ctx: AccountContext, userId: string, code: string): Promise<{ Message: string }> {
  const id = /^\d{1,9}$/.test(userId) ? Number(userId) : -1;
  const { userId: user } = await useLink(ctx.db, code, 'verify', id);
  await ctx.db.update(schema.users).set({ verifiedAt: new Date() }).where(and(eq(schema.users.id, user), isNull(schema.users.verifiedAt)));
  return { Message: accountMessages.verified };
}

/**
 * §2.2 /resend-verification and /resend-email: a fresh link for an unverified account. The answer comes
 * before the address is even looked up, so it is the same, in words and time, for any address.
 * @throws HttpError 400 for an email of the wrong format (§5)
 */
export async function resendVerification(ctx: AccountContext, rawEmail: string): Promise<{ Message: string }> {
  const message = validateEmail(rawEmail);
  if (message) throw badRequest(message);
  ctx.afterAnswer(async () => {
    const user = await userByEmail(ctx.db, rawEmail);
    if (user && !user.verifiedAt) await sendVerification(ctx, user);
  });
  return { Message: accountMessages.verificationSent };
}
