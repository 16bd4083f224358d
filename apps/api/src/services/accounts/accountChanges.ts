/**
 * A signed-in user's own changes (§2.1 /my-account, /change-password, /password): the password, which
 * needs the current one and ends the other sessions, and the account details, whose login email changes
 * only once the new address confirms it.
 */
import { and, desc, eq, gt, isNull, ne, notExists, sql } from 'drizzle-orm';
import { validateEmail } from '@trade-portal/domain';
import { verify } from '@node-rs/argon2';
import type { UpdateAccountRequest } from '@trade-portal/api-client';
import type { Db } from '../../db/open';
import { schema, sqlState } from '../../db/open';
import { badRequest } from '../../httpErrors';
import { hashPassword } from '../auth';
import { EMAIL_CHANGE_LINK_TTL_MS, accountMessages, sha256, normaliseEmail, checkNewPassword, checkNames, checkEmailCharacters, newLink, mayMailLink, useLink, deliver, greeting, userByEmail, type AccountContext, type PasswordAttempts, type MailUser } from './links';

/**
 * Checks the user's current password within their attempt limit: 429 past it without running argon2, and a
 * wrong password counted.
 * @throws HttpError 429 (Retry-After) past the limit; 400 'Your current password is incorrect.'
 */
async function checkCurrentPassword(passwordHash: string, password: string, attempts: PasswordAttempts): Promise<void> {
  await attempts.check();
  if (await verify(passwordHash, password).catch(() => false)) return;
  await attempts.failed();
  throw badRequest(accountMessages.wrongPassword);
}

/**
 * §2.1 /change-password and the first-time-login guide (/password, §5): checks the current password (within
 * the per-user attempt limit), sets the new one, and ends the user's other sessions (the one making the
 * change stays).
 * @throws HttpError 429 past the attempt limit; 400 for a wrong current password or the password rules
 */
export async function changePassword(db: Db, userId: number, currentTokenHash: string | null, oldPassword: string, password: string, confirmation: string, attempts: PasswordAttempts): Promise<void> {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
  if (!user) throw badRequest(accountMessages.wrongPassword);
  await checkCurrentPassword(user.passwordHash, oldPassword, attempts);
  await checkNewPassword(password, confirmation, user.email);
  if (password === oldPassword) throw badRequest('Please choose a password different from your current one.');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(schema.users).set({ passwordHash, passwordChangeRequired: false }).where(eq(schema.users.id, userId));
    await tx.delete(schema.tokens).where(currentTokenHash ? and(eq(schema.tokens.userId, userId), ne(schema.tokens.tokenHash, currentTokenHash)) : eq(schema.tokens.userId, userId));
  });
}

/** The SHA-256 a token is stored under. */
export const tokenHashOf = sha256;

/**
 * The user's pending login email: the address of their newest email-change link that still works; null when
 * none (UserInfo.PendingEmail).
 */
export async function pendingEmail(db: Db, userId: number, now = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: schema.emailLinks.newEmail })
    .from(schema.emailLinks)
    .where(and(eq(schema.emailLinks.userId, userId), eq(schema.emailLinks.purpose, 'email-change'), isNull(schema.emailLinks.usedAt), isNull(schema.emailLinks.replacedAt), gt(schema.emailLinks.expiresAt, now)))
    .orderBy(desc(schema.emailLinks.id))
    .limit(1);
  return row?.newEmail ?? null;
}

/**
 * §2.1 /my-account: the user's names and marketing choice change at once. A new login email
 * needs the current password and is only asked for: a single-use link (24 hours) goes to the new address
 * and a note to the current one after the answer, and the login stays the current address until the link
 * is followed (`confirmEmailChange`). The answer is the same whether or not the new address has an account
 * (then it gets a note instead of the link, and can never be confirmed). Nothing changes when any check fails.
 * @throws HttpError 400 for a bad email format or characters, a name with control, format or look-alike
 *   characters, a missing or wrong current password; 429 past the per-user attempt limit
 */
export async function updateAccount(ctx: AccountContext, userId: number, changes: UpdateAccountRequest, attempts: PasswordAttempts): Promise<void> {
  checkNames(changes.FirstName, changes.LastName);
  const [user] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, userId));
  if (!user) return;
  const newEmail = changes.Email === undefined ? undefined : normaliseEmail(changes.Email);
  const emailChanges = newEmail !== undefined && newEmail !== user.email;
  if (emailChanges) {
    const message = validateEmail(changes.Email);
    if (message) throw badRequest(message);
    checkEmailCharacters(changes.Email!);
    if (!changes.CurrentPassword) throw badRequest(accountMessages.currentPasswordRequired);
    await checkCurrentPassword(user.passwordHash, changes.CurrentPassword, attempts);
  }

  const set: Partial<typeof schema.users.$inferInsert> = {};
  if (changes.FirstName !== undefined) set.firstName = changes.FirstName.trim();
  if (changes.LastName !== undefined) set.lastName = changes.LastName.trim();
  if (changes.MarketingOptIn !== undefined) set.marketingOptIn = changes.MarketingOptIn;
  if (Object.keys(set).length) await ctx.db.update(schema.users).set(set).where(eq(schema.users.id, userId));
  if (!emailChanges || !(await mayMailLink(ctx.db, 'email-change', userId, newEmail))) return;

  // The link is made now, so this answer's PendingEmail names the address; the mail follows the answer.
  const code = await newLink(ctx.db, userId, 'email-change', EMAIL_CHANGE_LINK_TTL_MS, newEmail);
  const current: MailUser = { ...user, firstName: set.firstName ?? user.firstName };
  ctx.afterAnswer(async () => {
    if (await userByEmail(ctx.db, newEmail)) {
      await deliver(ctx, newEmail, 'Your Trade Portal account', 'email-change-taken', {
        greeting: 'Hello,',
        paragraphs: ['Someone asked to make this address the login email of another Trade Portal account, but it already has an account of its own, so it cannot.', 'If it was you, log in with this address instead. If not, you can ignore this email.'],
      });
    } else {
      await deliver(ctx, newEmail, 'Confirm your new Trade Portal login email', 'email-change', {
        // Never the name: this address is not verified.
        greeting: 'Hello,',
        paragraphs: ['We received a request to make this address the login email of a Trade Portal account. Please confirm it: the link works once, for 24 hours.', 'Until it is confirmed the account keeps its current login email. If you did not ask for this, you can ignore this email.'],
        action: { label: 'Confirm my new email', href: `${ctx.publicUrl}/confirm-email?user=${userId}&code=${encodeURIComponent(code)}` },
      });
    }
    await deliver(ctx, current.email, 'Your Trade Portal login email is being changed', 'email-change-notice', {
      greeting: greeting(current),
      paragraphs: [
        `We received a request to change the login email of your Trade Portal account to ${newEmail}. It changes once the link we sent to that address is followed; until then you log in with this address.`,
        `If you did not ask for this, someone may know your password: please change it now, and tell customer service at ${ctx.customerServiceEmail}.`,
      ],
      action: { label: 'Change my password', href: `${ctx.publicUrl}/change-password` },
    });
  });
}

/**
 * /confirm-email: follows the link emailed to a pending login address. The address becomes the
 * login; the user's sessions stay (ADR 0032: the password they were opened with is unchanged, and the old
 * address was told when the change was asked for).
 * @throws HttpError 410 for an expired, used or unknown link (as `useLink`); 400 'This email address is
 *   already in use.' when another account took the address meanwhile (the link is used up then)
 */
export async function confirmEmailChange(ctx: AccountContext, userId: string, code: string): Promise<{ Message: string }> {
  const id = /^\d{1,9}$/.test(userId) ? Number(userId) : -1;
  const now = new Date();
  const link = await useLink(ctx.db, code, 'email-change', id, now);
  const email = link.newEmail!;
  try {
    const [changed] = await ctx.db
      .update(schema.users)
      .set({ email, verifiedAt: sql`coalesce(${schema.users.verifiedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(schema.users.id, link.userId), notExists(ctx.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)))))
      .returning({ id: schema.users.id });
    if (!changed) throw badRequest(accountMessages.emailInUse);
  } catch (error) {
    // Two confirmations of the same address at once: the unique email index decides.
    if (sqlState(error) === '23505') throw badRequest(accountMessages.emailInUse);
    throw error;
  }
  return { Message: accountMessages.emailChanged };
}
