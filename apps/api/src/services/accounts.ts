/**
 * The account flows of §2.2 and §2.1 (docs/adr/0025, 0032): registration for a store with its one-time
 * registration code and an emailed verification link, a fresh link on request, a forgotten password with an
 * emailed reset link, the password change (also the first-time-login guide's, /password) and the account
 * details, whose login email changes only once the new address confirms it.
 *
 * Links are single-use, expire (verification and email change 24 hours, reset 1 hour) and are stored only
 * as a SHA-256 hash. Registration, a new verification link and a forgotten password answer the same, in
 * words and in time, whether or not the email is known: they answer first and make their links and send
 * their mail afterwards (`AccountContext.afterAnswer`). Link mail is limited per address (3 an hour).
 * Setting a password ends the user's other sessions.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, ne, notExists, sql } from 'drizzle-orm';
import {
  messages, validateEmail, validateEmailConfirmation, validateNewPassword, validatePasswordConfirmation, validateRegistrationCode, validateRequired,
} from '@trade-portal/domain';
import { verify } from '@node-rs/argon2';
import type { RegisterRequest, UpdateAccountRequest } from '@trade-portal/api-client';
import type { Conn, Db } from '../db/open';
import { schema, sqlState } from '../db/open';
import { badRequest, HttpError } from '../httpErrors';
import { hashPassword } from './auth';
import { emailHtml, emailText, type EmailContent, type Mailer } from './mail';
import { registrationCodeHash } from './registrationCodes';

/** How long an emailed verification link works, milliseconds (24 hours). */
export const VERIFY_LINK_TTL_MS = 24 * 3_600_000;
/** How long an emailed reset link works, milliseconds (1 hour). */
export const RESET_LINK_TTL_MS = 3_600_000;
/** How long an emailed email-change link works, milliseconds (24 hours). */
export const EMAIL_CHANGE_LINK_TTL_MS = 24 * 3_600_000;
/**
 * Link emails of one purpose (verification, reset, email change) one address gets in an hour at most.
 * Past it the call answers the same and sends nothing, and the links already sent keep working, so a
 * stranger asking again and again can neither flood an inbox nor keep its owner's link from working.
 */
export const LINK_MAILS_PER_HOUR = 3;

/** The answers of the account flows; those of Register, ResendVerification and ForgottenPassword are the same whoever asks. */
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
  currentPasswordRequired: 'Please enter your current password to change your login email.',
  tooManyPasswordAttempts: 'Too many attempts with a wrong password. Please try again in a minute.',
  codeMismatch: 'The account number and registration code do not match.',
  nameControlCharacters: 'Names cannot contain line breaks, tabs or other control characters.',
  nameLookAlike: 'Names cannot contain hidden formatting characters, or letters of two alphabets in one word.',
  emailLookAlike: 'Please type the email address in plain characters: no brackets, hidden formatting characters or letters of two alphabets in one word.',
  acceptTerms: messages.acceptTerms,
  confirmAge: messages.confirmAge,
  emailInUse: 'This email address is already in use.',
} as const;

/** Where a flow needs the database, the mailer and the addresses its emails give. */
export interface AccountContext {
  db: Db;
  mailer: Mailer;
  /** The portal's public address for links in emails (configured, never taken from a request's Host). */
  publicUrl: string;
  /** Customer service's address, named in the notices that say what to do about an unexpected change. */
  customerServiceEmail: string;
  /** Log a failure that must not change the answer (a mail server down). */
  logError: (error: unknown) => void;
  /** Runs `task` after the answer has been sent (links and mail; see `AfterAnswer`). */
  afterAnswer: (task: () => Promise<void>) => void;
}

/**
 * The caller's per-user limit of wrong current passwords (ChangePassword, UpdateAccount's email change),
 * the same as POST /Token's per user.
 */
export interface PasswordAttempts {
  /** Before the password is checked. @throws HttpError 429 with Retry-After once the limit is reached (argon2 does not run) */
  check(): Promise<void>;
  /** Counts a wrong password. */
  failed(): Promise<void>;
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

// Control characters (a line break, a tab, …) and the Unicode line and paragraph separators: a name is one
// line wherever it is written, and a name with a line break once added fake lines to an email.
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}]/u;

// Format characters (right-to-left override, zero-width space and joiners, the byte-order mark): invisible,
// they make a name or an address read as something else in an email or a list.
const FORMAT = /\p{Cf}/u;
// The alphabets whose letters look alike (Latin a, Cyrillic а, Greek α): one word of two of them is a
// look-alike of another word ('ѕingle' with a Cyrillic ѕ), never a real name or address.
const LOOK_ALIKE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u, /\p{Script=Armenian}/u, /\p{Script=Cherokee}/u];
// What an address needs no brackets or quotes for: `victim<attacker@evil.test>` reads as the victim's.
const ADDRESS_SPECIALS = /[<>()[\]\\,;:"\s]/;

/** Whether a word of `text` (a run of letters) mixes letters of two look-alike alphabets. */
export function mixesAlphabets(text: string): boolean {
  return (text.match(/[\p{L}\p{M}]+/gu) ?? []).some((word) => LOOK_ALIKE_SCRIPTS.filter((script) => script.test(word)).length > 1);
}

/**
 * The checks of a first or last name: no control characters, no format characters and
 * no word of two look-alike alphabets.
 * @throws HttpError 400 'Names cannot contain line breaks, tabs or other control characters.', or
 *   'Names cannot contain hidden formatting characters, or letters of two alphabets in one word.'
 */
export function checkNames(...names: (string | undefined)[]): void {
  const given = names.filter((name): name is string => name !== undefined);
  if (given.some((name) => CONTROL.test(name))) throw badRequest(accountMessages.nameControlCharacters);
  if (given.some((name) => FORMAT.test(name) || mixesAlphabets(name))) throw badRequest(accountMessages.nameLookAlike);
}

/**
 * The check of an address a user gives as theirs (registration, a new login email), after §5's format:
 * no brackets, quotes or spaces, no format characters, no word of two look-alike alphabets.
 * @throws HttpError 400 'Please type the email address in plain characters: …'
 */
export function checkEmailCharacters(email: string): void {
  const trimmed = email.trim();
  if (ADDRESS_SPECIALS.test(trimmed) || FORMAT.test(trimmed) || CONTROL.test(trimmed) || mixesAlphabets(trimmed)) throw badRequest(accountMessages.emailLookAlike);
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
    await tx.insert(schema.emailLinks).values({ userId, purpose, codeHash: sha256(code), expiresAt: new Date(now.getTime() + ttlMs), newEmail, createdAt: now });
  });
  return code;
}

/**
 * Whether one more link mail may go out (`LINK_MAILS_PER_HOUR`): counts the links of `purpose` made in
 * the last hour for the user (verification, reset: the user's address is the recipient) or, for an email
 * change, for the new address and for the user (whose current address gets a note each time).
 * The hour is the server's clock, as the links' times are (ADR 0046), not the database's `now()`.
 */
async function mayMailLink(db: Db, purpose: LinkPurpose, userId: number, newEmail?: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - 3_600_000);
  const recent = (where: ReturnType<typeof and>) =>
    db.select({ n: count() }).from(schema.emailLinks).where(and(eq(schema.emailLinks.purpose, purpose), gt(schema.emailLinks.createdAt, since), where));
  const [byUser] = await recent(eq(schema.emailLinks.userId, userId));
  if ((byUser?.n ?? 0) >= LINK_MAILS_PER_HOUR) return false;
  if (newEmail === undefined) return true;
  const [byAddress] = await recent(eq(schema.emailLinks.newEmail, newEmail));
  return (byAddress?.n ?? 0) < LINK_MAILS_PER_HOUR;
}

/**
 * Why a link cannot be used, as §8's expired-link answer says it (a used link says so): 410
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

/** The user fields the mails need. */
interface MailUser {
  id: number;
  email: string;
  firstName: string;
  verifiedAt: Date | null;
}

/**
 * The greeting of a mail to `user`: their first name only when their address is verified, since a name
 * typed at registration must not reach an address nobody has proved is theirs (a stranger's inbox).
 */
const greeting = (user: MailUser | null) => (user?.verifiedAt && user.firstName ? `Hello ${user.firstName},` : 'Hello,');

/** Emails a fresh verification link (after the answer), unless the address had its hourly share. */
async function sendVerification(ctx: AccountContext, user: MailUser): Promise<void> {
  if (!(await mayMailLink(ctx.db, 'verify', user.id))) return;
  const code = await newLink(ctx.db, user.id, 'verify', VERIFY_LINK_TTL_MS);
  const href = `${ctx.publicUrl}/verify-account?user=${user.id}&code=${encodeURIComponent(code)}`;
  await deliver(ctx, user.email, 'Verify your Trade Portal account', 'verify', {
    // Never the name: the address is not verified yet.
    greeting: 'Hello,',
    paragraphs: ['Thank you for registering for the Trade Portal. Please confirm your email address to finish: the link works once, for 24 hours.', 'If you did not register, you can ignore this email.'],
    action: { label: 'Verify my account', href },
  });
}

/** A user found by email, with what the mails need; undefined when none. */
async function userByEmail(db: Conn, email: string): Promise<MailUser | undefined> {
  const [user] = await db
    .select({ id: schema.users.id, email: schema.users.email, firstName: schema.users.firstName, verifiedAt: schema.users.verifiedAt })
    .from(schema.users)
    .where(eq(schema.users.email, normaliseEmail(email)));
  return user;
}

/**
 * Tells every other user of a store that `newEmail` registered for it: who, when, and what to do
 * if it was not expected. Names are left out: the registrant typed theirs.
 */
async function tellStoreUsers(ctx: AccountContext, accountId: string, newEmail: string, others: MailUser[], now: Date): Promise<void> {
  const [store] = await ctx.db.select().from(schema.accounts).where(eq(schema.accounts.jtiAccountId, accountId));
  if (!store) return;
  const when = new Intl.DateTimeFormat('en-IE', { dateStyle: 'long', timeStyle: 'short', timeZone: store.timeZone }).format(now);
  for (const user of others) {
    await deliver(ctx, user.email, `A new Trade Portal user for ${store.accountName}`, 'store-registration', {
      greeting: greeting(user),
      paragraphs: [
        `${newEmail} registered for the Trade Portal for ${store.accountName} (account ${store.jtiAccountId}) on ${when}, with the store's registration code.`,
        'Once they confirm their email address they can see the store\'s orders and order for it, as you can.',
        `If you did not expect this, please tell customer service at ${ctx.customerServiceEmail}, or your business advisor ${store.employeeName} (${store.employeeMobilePhone}), so that they can remove the access and send the store a new registration code.`,
      ],
    });
  }
}

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
