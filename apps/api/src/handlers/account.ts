/** Account tag: login, session check, the caller's stores, user info, header data and Track and Trace (§4 Login, §6, §7 Account). */
import { isRestricted } from '@trade-portal/domain';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { notifications } from '../services/content';
import { recentOrder } from '../services/orders';
import { issueToken, TOKEN_TTL_SECONDS } from '../services/auth';
import { saveTrackAndTraceCodes } from '../services/trackAndTrace';
import { schema } from '../db/open';
import { notFound } from '../httpErrors';
import { toUserAccount } from '../wire';
import { accountOf, accountRows, body, callerOf, type HandlerContext, type HandlerMap } from './context';

/** Handlers of the Account tag that this server implements. */
export function accountHandlers({ db, content, tokens }: HandlerContext) {
  const account = async (id: string) => {
    const [a] = await accountRows(db, [id]);
    if (!a) throw notFound('This account was not found.');
    return a;
  };
  /** The user and the store the request acts for, with its territory manager's contact; 404 when either is gone. */
  const userInfo = async (req: FastifyRequest) => {
    const a = await account(accountOf(req));
    const [u] = await db.select().from(schema.users).where(eq(schema.users.id, callerOf(req).userId));
    if (!u) throw notFound('This user was not found.');
    return {
      UserName: u.email,
      Email: u.email,
      FirstName: u.firstName,
      LastName: u.lastName,
      Account: toUserAccount(a),
      TmeAccount: { EmployeeName: a.employeeName, EmployeeMobilePhone: a.employeeMobilePhone },
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
      if (!issued) return reply.code(400).send({ Message: 'The user name or password is incorrect.' });
      return { access_token: issued.token, token_type: 'bearer', expires_in: TOKEN_TTL_SECONDS, userName: issued.userName };
    },
    /** Logout (§4): revokes the caller's token on the server → 204; a later call with it is a 401. */
    async deleteSession(req, reply) {
      if (req.bearerToken) await tokens.revoke(req.bearerToken);
      return reply.code(204).send();
    },
    /** The session check (§4): 200; the security handler has already answered 401 for a bad or expired token. */
    async checkAuth(_req, reply) {
      return reply.code(200).send();
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
     * memory), the store's newest order as GetRecentOrder gives it (null when it has none, and at
     * TierAccessLevel 3, which has no order views, §6) and UserInfo.
     */
    async getHeaderData(req) {
      const accountId = accountOf(req);
      const info = await userInfo(req);
      const order = isRestricted(callerOf(req).tiers[accountId]) ? undefined : await recentOrder(db, accountId);
      return { NotificationMessages: notifications(await content.get(), new Date()), RecentOrder: order ?? null, UserInfo: info };
    },
  } satisfies HandlerMap;
}
