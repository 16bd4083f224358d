/**
 * A forgotten password (§2.2): an emailed reset link (1 hour), checked on arrival and used once; setting
 * the password ends the user's other sessions.
 */
import { and, eq } from 'drizzle-orm';
import { validateEmail } from '@trade-portal/domain';
import { schema } from '../../db/open';
import { badRequest, HttpError } from '../../httpErrors';
import { hashPassword } from '../auth';
import { RESET_LINK_TTL_MS, accountMessages, sha256, normaliseEmail, checkNewPassword, newLink, mayMailLink, useLink, deliver, greeting, userByEmail, type AccountContext } from './links';

/**
 * §2.2 /forgotten-password: emails a reset link when the address has an account (at most
 * `LINK_MAILS_PER_HOUR` an hour; past it the earlier link keeps working). The answer comes before the
 * address is looked up: the same, in words and time, for any address.
 * @throws HttpError 400 for an email of the wrong format (§5)
 */
export async function forgottenPassword(ctx: AccountContext, rawEmail: string): Promise<{ Message: string }> {
  const message = validateEmail(rawEmail);
  if (message) throw badRequest(message);
  ctx.afterAnswer(async () => {
    const user = await userByEmail(ctx.db, rawEmail);
    if (!user || !(await mayMailLink(ctx.db, 'reset', user.id))) return;
    const code = await newLink(ctx.db, user.id, 'reset', RESET_LINK_TTL_MS);
    const href = `${ctx.publicUrl}/reset-password?email=${encodeURIComponent(user.email)}&code=${encodeURIComponent(code)}`;
    await deliver(ctx, user.email, 'Reset your Trade Portal password', 'reset', {
      greeting: greeting(user),
      paragraphs: ['We received a request to reset your Trade Portal password. The link works once, for one hour.', 'If you did not ask, you can ignore this email: your password stays as it is.'],
      action: { label: 'Choose a new password', href },
    });
  });
  return { Message: accountMessages.resetSent };
}

/**
 * §2.2 /reset-password: sets a new password from the emailed link, ends every session of the user, and
 * counts the account as verified (the link proves the address).
 * @returns the user id, whose cached sessions the caller forgets
 * @throws HttpError 400 for the password rules; 410 'This link has already been used.' for a used link,
 *   'This link has expired or is not valid.' for an expired, replaced or unknown one
 */
export async function resetPassword(ctx: AccountContext, rawEmail: string, code: string, password: string, confirmation: string): Promise<number> {
  const email = normaliseEmail(rawEmail);
  await checkNewPassword(password, confirmation, email);
  const [user] = await ctx.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  const { userId } = await useLink(ctx.db, code, 'reset', user?.id ?? -1);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(schema.users).set({ passwordHash, passwordChangeRequired: false, verifiedAt: new Date() }).where(eq(schema.users.id, userId));
    await tx.delete(schema.tokens).where(eq(schema.tokens.userId, userId));
  });
  return userId;
}

/**
 * §2.2 /reset-password, when the page opens: whether the emailed reset link for `rawEmail` can
 * still set a password. Nothing is used up.
 * @returns 200 `{ Message }` for a working link
 * @throws HttpError 410 'This link has already been used.' for a used one, 'This link has expired or is not
 *   valid.' for an expired, replaced or unknown one, or one of another address
 */
export async function checkResetLink(ctx: AccountContext, rawEmail: string, code: string, now = new Date()): Promise<{ Message: string }> {
  const [row] = await ctx.db
    .select({ usedAt: schema.emailLinks.usedAt, replacedAt: schema.emailLinks.replacedAt, expiresAt: schema.emailLinks.expiresAt, email: schema.users.email })
    .from(schema.emailLinks)
    .innerJoin(schema.users, eq(schema.users.id, schema.emailLinks.userId))
    .where(and(eq(schema.emailLinks.codeHash, sha256(code)), eq(schema.emailLinks.purpose, 'reset')));
  if (!row || row.email !== normaliseEmail(rawEmail)) throw new HttpError(410, accountMessages.linkExpired);
  if (row.usedAt) throw new HttpError(410, accountMessages.linkUsed);
  if (row.replacedAt || row.expiresAt <= now) throw new HttpError(410, accountMessages.linkExpired);
  return { Message: accountMessages.linkUsable };
}
