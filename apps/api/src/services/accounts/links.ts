/**
 * What the account flows share (docs/adr/0025, 0032): the links' lifetimes and mail limit, the messages,
 * the checks of a new password, a name and an address, and the emailed single-use links themselves:
 * made, stored only as a SHA-256 hash, limited per address (3 an hour), used once. Registration, a new
 * verification link and a forgotten password answer the same, in words and in time, whether or not the
 * email is known: they answer first and send their mail afterwards (`AccountContext.afterAnswer`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { messages, validateNewPassword, validatePasswordConfirmation } from '@trade-portal/domain';
import type { Conn, Db } from '../../db/open';
import { schema } from '../../db/open';
import { badRequest, HttpError } from '../../httpErrors';
import { emailHtml, emailText, type EmailContent, type Mailer } from '../mail';

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

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

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
export async function newLink(db: Db, userId: number, purpose: LinkPurpose, ttlMs: number, newEmail: string | null = null, now = new Date()): Promise<string> {
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
export async function mayMailLink(db: Db, purpose: LinkPurpose, userId: number, newEmail?: string, now = new Date()): Promise<boolean> {
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
export async function refusedLink(db: Db, codeHash: string, purpose: LinkPurpose, userId: number | null): Promise<HttpError> {
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
export async function useLink(db: Db, code: string, purpose: LinkPurpose, userId: number | null, now = new Date()): Promise<{ userId: number; newEmail: string | null }> {
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
export async function deliver(ctx: AccountContext, to: string, subject: string, kind: string, content: EmailContent): Promise<void> {
  try {
    await ctx.mailer.send({ to, subject, kind, text: emailText(content), html: emailHtml(content), ...(content.action ? { link: content.action.href } : {}) });
  } catch (error) {
    ctx.logError(error);
  }
}

/** The user fields the mails need. */
export interface MailUser {
  id: number;
  email: string;
  firstName: string;
  verifiedAt: Date | null;
}

/**
 * The greeting of a mail to `user`: their first name only when their address is verified, since a name
 * typed at registration must not reach an address nobody has proved is theirs (a stranger's inbox).
 */
export const greeting = (user: MailUser | null) => (user?.verifiedAt && user.firstName ? `Hello ${user.firstName},` : 'Hello,');

/** Emails a fresh verification link (after the answer), unless the address had its hourly share. */
export async function sendVerification(ctx: AccountContext, user: MailUser): Promise<void> {
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
export async function userByEmail(db: Conn, email: string): Promise<MailUser | undefined> {
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
export async function tellStoreUsers(ctx: AccountContext, accountId: string, newEmail: string, others: MailUser[], now: Date): Promise<void> {
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
