/**
 * Account tag: login and logout, session check, the caller's stores, user info, header data, Track and
 * Trace, and the account flows of §2.1 and §2.2 (registration, verification, password reset and change,
 * account details; docs/adr/0025) (§4 Login, §6, §7 Account).
 */
import { isRestricted } from '@trade-portal/domain';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { notifications } from '../services/content';
import { notificationsForTier } from '../services/tierContent';
import { recentOrder } from '../services/orders';
import { issueToken, TOKEN_TTL_SECONDS } from '../services/auth';
import {
  accountMessages, changePassword, checkResetLink, confirmEmailChange, forgottenPassword, pendingEmail, register, resendVerification, resetPassword, tokenHashOf, updateAccount,
  verifyAccount, type AccountContext,
} from '../services/accounts';
import { saveTrackAndTraceCodes } from '../services/trackAndTrace';
import { schema } from '../db/open';
import { notFound } from '../httpErrors';
import { toUserAccount } from '../wire';
import { accountOf, accountRows, body, callerOf, noBody, sendBody, type HandlerContext, type HandlerMap } from './context';

/** The login answer for the right password of an account whose email is not verified yet. */
export const UNVERIFIED_MESSAGE = 'Please verify your email address first: follow the link in the email we sent you, or ask for a new one.';

/** Handlers of the Account tag that this server implements. */
export function accountHandlers({ db, content, tokens, mailer, publicUrl, customerServiceEmail, afterAnswer, passwordAttempts }: HandlerContext) {
  const flows: AccountContext = {
    db, mailer, publicUrl, customerServiceEmail,
    logError: (error) => console.error('email failed:', error),
    afterAnswer: (task) => afterAnswer.run(task),
  };
  const account = async (id: string) => {
    const [a] = await accountRows(db, [id]);
    if (!a) throw notFound('This account was not found.');
    return a;
  };
  /**
   * The user and the store the request acts for, with its territory manager's contact and the login email
   * waiting for confirmation; 404 when either is gone.
   */
  const userInfo = async (req: FastifyRequest) => {
    const a = await account(accountOf(req));
    const { userId } = callerOf(req);
    const [u] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
    if (!u) throw notFound('This user was not found.');
    return {
      UserName: u.email,
      Email: u.email,
      FirstName: u.firstName,
      LastName: u.lastName,
      Account: toUserAccount(a),
      TmeAccount: { EmployeeName: a.employeeName, EmployeeMobilePhone: a.employeeMobilePhone },
      MarketingOptIn: u.marketingOptIn,
      PendingEmail: await pendingEmail(db, userId),
    };
  };
  return {
    /**
     * §4 Login: form-encoded password grant → `{ access_token, token_type, expires_in (seconds), userName }`;
     * wrong credentials are a 400 `{ Message }` the login form shows (§8).
     */
    async createToken(req, reply) {
      // RFC 6749 §5.1: an answer that may carry a token is never stored by a browser or a proxy.
      reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
      const { username, password } = body<'createToken'>(req);
      const issued = await issueToken(db, username, password);
      if (!issued) return sendBody(reply, 400, { Message: 'The user name or password is incorrect.' });
      // Only with the right password: the answer tells nothing about an address to someone who does not know it.
      if (issued === 'unverified') return sendBody(reply, 400, { Message: UNVERIFIED_MESSAGE });
      return {
        access_token: issued.token, token_type: 'bearer', expires_in: TOKEN_TTL_SECONDS, userName: issued.userName,
        ...(issued.passwordChangeRequired ? { PasswordChangeRequired: true } : {}),
      };
    },
    /** Logout (§4): revokes the caller's token on the server → 204; a later call with it is a 401. */
    async deleteSession(req, reply) {
      if (req.bearerToken) await tokens.revoke(req.bearerToken);
      return noBody(reply, 204);
    },
    /**
     * §2.2 /register → 200 `{ Message }`, the same whether or not the email has an account; 400 for §5, and
     * 'The account number and registration code do not match.' for an unknown store or a wrong code alike.
     */
    async register(req) {
      return register(flows, body<'register'>(req));
    },
    /** §2.2 /verify-account → 200 `{ Message }`; 410 for an expired, used or unknown link (§8). */
    async verifyAccount(req) {
      const { UserId, Code } = body<'verifyAccount'>(req);
      return verifyAccount(flows, UserId, Code);
    },
    /** §2.2 /resend-verification, /resend-email → 200 `{ Message }` for any address, before any look-up (the mail follows). */
    async resendVerification(req) {
      return resendVerification(flows, body<'resendVerification'>(req).Email);
    },
    /** §2.2 /forgotten-password → 200 `{ Message }` for any address, before any look-up (the mail follows). */
    async forgottenPassword(req) {
      return forgottenPassword(flows, body<'forgottenPassword'>(req).Email);
    },
    /** §2.2 /reset-password → 200 `{ Message }`, every session of the user ended; 400 for §5, 410 for the link (used, or expired or not valid). */
    async resetPassword(req) {
      const { Email, Code, NewPassword, ConfirmPassword } = body<'resetPassword'>(req);
      tokens.forgetUser(await resetPassword(flows, Email, Code, NewPassword, ConfirmPassword));
      return { Message: accountMessages.passwordReset };
    },
    /**
     * §2.2 /reset-password as it opens → 200 `{ Message }` for a working link; 410 'This link has
     * already been used.' or 'This link has expired or is not valid.'. Nothing is used up.
     */
    async checkResetLink(req) {
      const { Email, Code } = body<'checkResetLink'>(req);
      return checkResetLink(flows, Email, Code);
    },
    /**
     * /confirm-email → 200 `{ Message }`, the pending address is now the login; 410 for an
     * expired, used or unknown link; 400 when the address was taken meanwhile.
     */
    async confirmEmailChange(req) {
      const { UserId, Code } = body<'confirmEmailChange'>(req);
      return confirmEmailChange(flows, UserId, Code);
    },
    /**
     * §2.1 /change-password and /password → 200 `{ Message }`, the user's other sessions ended; 400 for a
     * wrong current password or §5; 429 with Retry-After past the per-user limit of wrong passwords.
     */
    async changePassword(req, reply) {
      const { OldPassword, NewPassword, ConfirmPassword } = body<'changePassword'>(req);
      const { userId } = callerOf(req);
      await changePassword(db, userId, req.bearerToken ? tokenHashOf(req.bearerToken) : null, OldPassword, NewPassword, ConfirmPassword, passwordAttempts(req, reply));
      tokens.forgetUser(userId);
      return { Message: accountMessages.passwordChanged };
    },
    /**
     * §2.1 /my-account → the updated UserInfo, with PendingEmail naming a new login email waiting for its
     * link; 400 for a bad email, a name with control characters, a missing or wrong current password; 429
     * with Retry-After past the per-user limit of wrong passwords.
     */
    async updateAccount(req, reply) {
      await updateAccount(flows, callerOf(req).userId, body<'updateAccount'>(req), passwordAttempts(req, reply));
      return userInfo(req);
    },
    /** The session check (§4): 200; the security handler has already answered 401 for a bad or expired token. */
    async checkAuth(_req, reply) {
      return noBody(reply, 200);
    },
    /** The caller's stores with their TierAccessLevel, in display order (§6 several accounts). */
    async getAccounts(req) {
      return { UserAccounts: (await accountRows(db, callerOf(req).accountIds)).map(toUserAccount) };
    },
    /** Whether the account's Track and Trace codes are on file (§2.4 notice, §7). */
    async getIsTrackAndTrace(req) {
      return { IsTrackAndTrace: (await account(accountOf(req))).isTrackAndTrace };
    },
    /**
     * Stores the account's EOID and FID (§1, §5; docs/adr/0010), checked with domain's validators and kept
     * trimmed and uppercased, and turns IsTrackAndTrace on → 200 `{ Message }`; 400 `{ Message }` naming
     * the wrong code(s), with nothing stored.
     */
    async submitTrackAndTraceCodes(req) {
      const { Eoid, Fid } = body<'submitTrackAndTraceCodes'>(req);
      return saveTrackAndTraceCodes(db, accountOf(req), Eoid, Fid);
    },
    /** The user and the store the request acts for, with its territory manager's contact (§3, §7); 404 when either is gone. */
    async getUserInfo(req) {
      return userInfo(req);
    },
    /**
     * The header's data in one call (§3 Header data response): the active notification messages (from
     * memory; at TierAccessLevel 3 none about ordering, §6), the store's newest order as GetRecentOrder gives it (null when it has none, and at
     * TierAccessLevel 3, which has no order views, §6) and UserInfo.
     */
    async getHeaderData(req) {
      const accountId = accountOf(req);
      const info = await userInfo(req);
      const tier = callerOf(req).tiers[accountId];
      const order = isRestricted(tier) ? undefined : await recentOrder(db, accountId);
      return { NotificationMessages: notificationsForTier(notifications(await content.get(), new Date()), tier), RecentOrder: order ?? null, UserInfo: info };
    },
  } satisfies HandlerMap;
}
