/**
 * The account flows of §2.2 and §2.1 (docs/adr/0025): registration tied to an existing store with an
 * emailed verification link, a fresh link on request, a forgotten password with an emailed reset link, the
 * password change (also the first-time-login guide's, /password) and the account details.
 *
 * Links are single-use, expire (verification 24 hours, reset 1 hour) and are stored only as a SHA-256 hash.
 * Registration, a new verification link and a forgotten password answer the same whether or not the email
 * is known, so the answers do not tell who has an account. Setting a password ends the user's other sessions.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, notExists } from 'drizzle-orm';
import { messages, validateEmail, validateEmailConfirmation, validateNewPassword, validatePasswordConfirmation, validateRequired } from '@trade-portal/domain';
import { verify } from '@node-rs/argon2';
import type { Db } from '../db/open';
import { schema } from '../db/open';
import { badRequest, HttpError } from '../httpErrors';
import { sqlState } from '../db/open';
import { hashPassword } from './auth';
import { emailHtml, emailText, type EmailContent, type Mailer } from './mail';

/** How long an emailed verification link works, milliseconds (24 hours). */
export const VERIFY_LINK_TTL_MS = 24 * 3_600_000;
/** How long an emailed reset link works, milliseconds (1 hour). */
export const RESET_LINK_TTL_MS = 3_600_000;

/** The answers that are the same whoever asks (no user enumeration). */
export const accountMessages = {
  registered: 'Thank you. If the details are right, we have sent you an email with a link to verify your account.',
  verificationSent: 'If this email address belongs to an account that is not verified yet, we have sent it a new link.',
  resetSent: 'If this email address belongs to an account, we have sent it a link to reset your password.',
  verified: 'Your account is verified. You can now log in.',
  passwordReset: 'Your password has been changed. You can now log in with it.',
  passwordChanged: 'Your password has been changed.',
  linkExpired: 'This link has expired or is not valid.',
  linkUsed: 'This link has already been used.',
  linkUsable: 'This link can be used.',
  emailChanged: 'Your login email has been changed. Log in with the new address from now on.',
  commonPassword: 'This password is too common. Please choose another.',
  passwordIsEmail: 'Your password cannot be your email address.',
  wrongPassword: 'Your current password is incorrect.',
  unknownStore: 'We could not find this account number. Please check it, or contact customer service.',
  acceptTerms: messages.acceptTerms,
  confirmAge: messages.confirmAge,
  emailInUse: 'This email address is already in use.',
} as const;

/** Where a flow needs the portal's address and its mailer. */
export interface AccountContext {
  db: Db;
  mailer: Mailer;
  /** The portal's public address for links in emails (configured, never taken from a request's Host). */
  publicUrl: string;
  /** Log a failure that must not change the answer (a mail server down). */
  logError: (error: unknown) => void;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const normaliseEmail = (email: string) => email.trim().toLowerCase();

let commonPasswords: Promise<Set<string>> | undefined;
/**
 * Whether `password` is on the list of common passwords of zxcvbn-ts (about 49,000 leaked passwords,
 * maintained with that library), compared without case. The list loads on first use.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then((m) => new Set((m.dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())));
  return (await commonPasswords).has(password.toLowerCase());
}

/**
 * The checks of a new password: §5 (8 characters, a number, an uppercase and a lowercase letter), the
 * confirmation, not the email address, not a common password.
 * @throws HttpError 400 with the first message that applies
 */
export async function checkNewPassword(password: string, confirmation: string, email: string): Promise<void> {
  const message = validateNewPassword(password) ?? validatePasswordConfirmation(password, confirmation);
  if (message) throw badRequest(message);
  if (normaliseEmail(password) === normaliseEmail(email)) throw badRequest(accountMessages.passwordIsEmail);
  if (await isCommonPassword(password)) throw badRequest(accountMessages.commonPassword);
}

/** The purposes of emailed links (`email_links.purpose`). */
type LinkPurpose = 'verify' | 'reset' | 'email-change';

/**
 * A new single-use link code for `userId`; older working links of the same purpose are marked replaced (they
 * stop working, and say 'expired or not valid' rather than 'already used'). `newEmail` is the pending
 * address of an 'email-change' link.
 */
async function newLink(db: Db, userId: number, purpose: LinkPurpose, ttlMs: number, newEmail: string | null = null, now = new Date()): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(schema.emailLinks)
      .set({ replacedAt: now })
      .where(and(eq(schema.emailLinks.userId, userId), eq(schema.emailLinks.purpose, purpose), isNull(schema.emailLinks.usedAt), isNull(schema.emailLinks.replacedAt)));
    await tx.insert(schema.emailLinks).values({ userId, purpose, codeHash: sha256(code), expiresAt: new Date(now.getTime() + ttlMs), newEmail });
  });
  return code;
}

/**
 * Why a link cannot be used, as §8's expired-link answer says it (issue 21: a used link says so): 410
 * 'This link has already been used.' when it was used by `userId` (or anyone, with `userId` null), else
 * 410 'This link has expired or is not valid.' (expired, replaced by a newer one, unknown, another user's).
 */
async function refusedLink(db: Db, codeHash: string, purpose: LinkPurpose, userId: number | null): Promise<HttpError> {
  const [row] = await db
    .select({ userId: schema.emailLinks.userId, usedAt: schema.emailLinks.usedAt })
    .from(schema.emailLinks)
    .where(and(eq(schema.emailLinks.codeHash, codeHash), eq(schema.emailLinks.purpose, purpose)));
  const used = row?.usedAt && (userId === null || row.userId === userId);
  return new HttpError(410, used ? accountMessages.linkUsed : accountMessages.linkExpired);
}

/**
 * Uses a link: marks it used and returns its user id (and an email change's new address), in one
 * statement, so two uses of one link cannot both succeed. A working link followed with another user's id
 * is used up all the same (whoever holds the code and guesses ids gets one try).
 * @throws HttpError 410 'This link has already been used.' or 'This link has expired or is not valid.' (§8 Expired link)
 */
async function useLink(db: Db, code: string, purpose: LinkPurpose, userId: number | null, now = new Date()): Promise<{ userId: number; newEmail: string | null }> {
  const codeHash = sha256(code);
  const [row] = await db
    .update(schema.emailLinks)
    .set({ usedAt: now })
    .where(and(eq(schema.emailLinks.codeHash, codeHash), eq(schema.emailLinks.purpose, purpose), isNull(schema.emailLinks.usedAt), isNull(schema.emailLinks.replacedAt), gt(schema.emailLinks.expiresAt, now)))
    .returning({ userId: schema.emailLinks.userId, newEmail: schema.emailLinks.newEmail });
  if (!row) throw await refusedLink(db, codeHash, purpose, userId);
  if (userId !== null && row.userId !== userId) throw new HttpError(410, accountMessages.linkExpired);
  return row;
}

/** Sends a message; a failure is logged and does not change the answer (the flows answer alike either way). */
async function deliver(ctx: AccountContext, to: string, subject: string, kind: string, content: EmailContent): Promise<void> {
  try {
    await ctx.mailer.send({ to, subject, kind, text: emailText(content), html: emailHtml(content), ...(content.action ? { link: content.action.href } : {}) });
  } catch (error) {
    ctx.logError(error);
  }
}

async function sendVerification(ctx: AccountContext, user: { id: number; email: string; firstName: string }) {
  const code = await newLink(ctx.db, user.id, 'verify', VERIFY_LINK_TTL_MS);
  const href = `${ctx.publicUrl}/verify-account?user=${user.id}&code=${encodeURIComponent(code)}`;
  await deliver(ctx, user.email, 'Verify your Trade Portal account', 'verify', {
    greeting: `Hello${user.firstName ? ` ${user.firstName}` : ''},`,
    paragraphs: ['Thank you for registering for the Trade Portal. Please confirm your email address to finish: the link works once, for 24 hours.', 'If you did not register, you can ignore this email.'],
    action: { label: 'Verify my account', href },
  });
}

/** The registration body of the contract (§2.2 /register). */
export interface Registration {
  FirstName?: string;
  LastName?: string;
  Email: string;
  ConfirmEmail: string;
  Password: string;
  ConfirmPassword: string;
  JtiAccountId: string;
  AcceptTerms: boolean;
  IsOver18: boolean;
}

/**
 * §2.2 /register: checks §5 and the password rules, the terms and the 18+/trade confirmation (§1), and that
 * the account number is an existing store; then creates the user unverified, tied to that store, and emails
 * the verification link. When the email already has an account nothing is created and that address gets a
 * note instead, so the answer is the same.
 * @returns the `{ Message }` to send (the same whether or not the email was known)
 * @throws HttpError 400 with the first §5 message that applies
 */
export async function register(ctx: AccountContext, r: Registration): Promise<{ Message: string }> {
  const message =
    validateEmail(r.Email) ?? validateEmailConfirmation(r.Email, r.ConfirmEmail) ?? validateRequired(r.Password) ?? validateRequired(r.JtiAccountId);
  if (message) throw badRequest(message);
  if (!r.AcceptTerms) throw badRequest(accountMessages.acceptTerms);
  if (!r.IsOver18) throw badRequest(accountMessages.confirmAge);
  const email = normaliseEmail(r.Email);
  await checkNewPassword(r.Password, r.ConfirmPassword, email);
  const [store] = await ctx.db.select({ id: schema.accounts.jtiAccountId }).from(schema.accounts).where(eq(schema.accounts.jtiAccountId, r.JtiAccountId.trim()));
  if (!store) throw badRequest(accountMessages.unknownStore);

  const passwordHash = await hashPassword(r.Password);
  const created = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(schema.users)
      .values({ email, passwordHash, firstName: (r.FirstName ?? '').trim(), lastName: (r.LastName ?? '').trim() })
      .onConflictDoNothing({ target: schema.users.email })
      .returning({ id: schema.users.id, email: schema.users.email, firstName: schema.users.firstName });
    if (user) await tx.insert(schema.userAccounts).values({ userId: user.id, accountId: store.id, position: 0 });
    return user;
  });
  if (created) {
    await sendVerification(ctx, created);
  } else {
    await deliver(ctx, email, 'Your Trade Portal account', 'registered-again', {
      greeting: 'Hello,',
      paragraphs: ['Someone asked to register this email address for the Trade Portal, but it already has an account.', 'If it was you, log in, or reset your password if you have forgotten it. If not, you can ignore this email.'],
      action: { label: 'Reset my password', href: `${ctx.publicUrl}/forgotten-password` },
    });
  }
  return { Message: accountMessages.registered };
}

/** §2.2 /verify-account: follows the emailed link. @throws HttpError 410 for an expired, used or unknown link */
export async function verifyAccount(ctx: AccountContext, userId: string, code: string): Promise<{ Message: string }> {
  const id = /^\d{1,9}$/.test(userId) ? Number(userId) : -1;
  const { userId: user } = await useLink(ctx.db, code, 'verify', id);
  await ctx.db.update(schema.users).set({ verifiedAt: new Date() }).where(and(eq(schema.users.id, user), isNull(schema.users.verifiedAt)));
  return { Message: accountMessages.verified };
}

/** §2.2 /resend-verification and /resend-email: a fresh link for an unverified account; the same answer for any address. */
export async function resendVerification(ctx: AccountContext, rawEmail: string): Promise<{ Message: string }> {
  const message = validateEmail(rawEmail);
  if (message) throw badRequest(message);
  const [user] = await ctx.db.select().from(schema.users).where(eq(schema.users.email, normaliseEmail(rawEmail)));
  if (user && !user.verifiedAt) await sendVerification(ctx, user);
  return { Message: accountMessages.verificationSent };
}

/** §2.2 /forgotten-password: emails a reset link when the address has an account; the same answer for any address. */
export async function forgottenPassword(ctx: AccountContext, rawEmail: string): Promise<{ Message: string }> {
  const message = validateEmail(rawEmail);
  if (message) throw badRequest(message);
  const [user] = await ctx.db.select().from(schema.users).where(eq(schema.users.email, normaliseEmail(rawEmail)));
  if (user) {
    const code = await newLink(ctx.db, user.id, 'reset', RESET_LINK_TTL_MS);
    const href = `${ctx.publicUrl}/reset-password?email=${encodeURIComponent(user.email)}&code=${encodeURIComponent(code)}`;
    await deliver(ctx, user.email, 'Reset your Trade Portal password', 'reset', {
      greeting: `Hello${user.firstName ? ` ${user.firstName}` : ''},`,
      paragraphs: ['We received a request to reset your Trade Portal password. The link works once, for one hour.', 'If you did not ask, you can ignore this email: your password stays as it is.'],
      action: { label: 'Choose a new password', href },
    });
  }
  return { Message: accountMessages.resetSent };
}

/**
 * §2.2 /reset-password: sets a new password from the emailed link, ends every session of the user, and
 * counts the account as verified (the link proves the address).
 * @returns the user id, whose cached sessions the caller forgets
 * @throws HttpError 400 for the password rules, 410 for an expired, used or unknown link
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
 * §2.2 /reset-password, when the page opens (issue 21): whether the emailed reset link for `rawEmail` can
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

/**
 * §2.1 /change-password and the first-time-login guide (/password, §5): checks the current password, sets
 * the new one, and ends the user's other sessions (the one making the change stays).
 * @throws HttpError 400 for a wrong current password or the password rules
 */
export async function changePassword(db: Db, userId: number, currentTokenHash: string | null, oldPassword: string, password: string, confirmation: string): Promise<void> {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
  if (!user || !(await verify(user.passwordHash, oldPassword).catch(() => false))) throw badRequest(accountMessages.wrongPassword);
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
 * §2.1 /my-account: the user's name, email and marketing choice. A new email must be free.
 * @throws HttpError 400 for a bad email format or one already in use
 */
export async function updateAccount(db: Db, userId: number, changes: { FirstName?: string; LastName?: string; Email?: string; MarketingOptIn?: boolean }): Promise<void> {
  const set: Partial<typeof schema.users.$inferInsert> = {};
  if (changes.FirstName !== undefined) set.firstName = changes.FirstName.trim();
  if (changes.LastName !== undefined) set.lastName = changes.LastName.trim();
  if (changes.MarketingOptIn !== undefined) set.marketingOptIn = changes.MarketingOptIn;
  if (changes.Email !== undefined) {
    const message = validateEmail(changes.Email);
    if (message) throw badRequest(message);
    set.email = normaliseEmail(changes.Email);
    const [other] = await db.select({ id: schema.users.id }).from(schema.users).where(and(eq(schema.users.email, set.email), ne(schema.users.id, userId)));
    if (other) throw badRequest(accountMessages.emailInUse);
  }
  if (Object.keys(set).length) await db.update(schema.users).set(set).where(eq(schema.users.id, userId));
}

/**
 * /confirm-email (issue 21): follows the link emailed to a pending login address. The address becomes the
 * login; the user's sessions stay (ADR 0032: the password they were opened with is unchanged, and the old
 * address was told when the change was asked for).
 * @throws HttpError 410 for an expired, used or unknown link (as `useLink`); 400 'This email address is
 *   already in use.' when another account took the address meanwhile (the link is used up then)
 */
export async function confirmEmailChange(ctx: AccountContext, userId: string, code: string): Promise<{ Message: string }> {
  const id = /^\d{1,9}$/.test(userId) ? Number(userId) : -1;
  const link = await useLink(ctx.db, code, 'email-change', id);
  const email = link.newEmail!;
  try {
    const [changed] = await ctx.db
      .update(schema.users)
      .set({ email })
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
