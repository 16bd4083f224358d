/**
 * One handler per operationId of openapi.yaml. The map must name every operation (`satisfies`), so a
 * call added to the contract without a handler fails `tsc`. Calls later work implements answer 501.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@trade-portal/api-client';
import { eq, inArray } from 'drizzle-orm';
import { issueToken, TOKEN_TTL_SECONDS } from './auth';
import { clearCart, deleteCart, readCart, setLine, setLines, stepLine } from './cart';
import type { Catalogue } from './catalogue';
import type { Db } from './db/open';
import { schema } from './db/open';
import { badRequest, HttpError, notFound } from './errors';
import { renderInvoice } from './invoice';
import { orderDetails, orderHistory, recentOrder, submitOrder } from './orders';

/** Who is calling, set by the bearer security handler. */
export interface Caller {
  userId: number;
  accountIds: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
type Query<Op extends keyof operations> = operations[Op] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

export interface HandlerContext {
  db: Db;
  catalogue: Catalogue;
}

const notImplemented: Handler = async (_req, reply) => reply.code(501).send({ Message: 'Not implemented yet.' });

/** The account the request acts for: its accountNumber, already checked against the caller's accounts. */
function accountOf(req: FastifyRequest): string {
  const q = req.query as { accountNumber?: string };
  if (!q.accountNumber) throw badRequest('accountNumber is required.');
  return q.accountNumber;
}

const query = <Op extends keyof operations>(req: FastifyRequest) => req.query as Query<Op>;

async function accountRows(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(schema.accounts).where(inArray(schema.accounts.jtiAccountId, ids));
  return ids.map((id) => rows.find((r) => r.jtiAccountId === id)!).filter(Boolean);
}

const toUserAccount = (a: typeof schema.accounts.$inferSelect) => ({
  JtiAccountId: a.jtiAccountId,
  AccountName: a.accountName,
  AddressLine1: a.addressLine1,
  TierAccessLevel: a.tierAccessLevel,
});

/** Builds the handler map over a database and the in-memory catalogue. */
export function createHandlers({ db, catalogue }: HandlerContext) {
  return {
    // §4 Login: form-encoded password grant; wrong credentials are a 400 the login form shows (§8).
    async createToken(req, reply) {
      const body = req.body as { username: string; password: string };
      const issued = await issueToken(db, body.username, body.password);
      if (!issued) return reply.code(400).send({ Message: 'The user name or password is incorrect.' });
      return { access_token: issued.token, token_type: 'bearer', expires_in: TOKEN_TTL_SECONDS, userName: issued.userName };
    },
    async checkAuth(_req, reply) {
      return reply.code(200).send();
    },
    async getAccounts(req) {
      return { UserAccounts: (await accountRows(db, req.caller!.accountIds)).map(toUserAccount) };
    },
    async getIsTrackAndTrace(req) {
      const [a] = await accountRows(db, [accountOf(req)]);
      return { IsTrackAndTrace: a!.isTrackAndTrace };
    },
    async getUserInfo(req) {
      const [a] = await accountRows(db, [accountOf(req)]);
      const [u] = await db.select().from(schema.users).where(eq(schema.users.id, req.caller!.userId));
      return {
        UserName: u!.email,
        Email: u!.email,
        FirstName: u!.firstName,
        LastName: u!.lastName,
        Account: toUserAccount(a!),
        TmeAccount: { EmployeeName: a!.employeeName, EmployeeMobilePhone: a!.employeeMobilePhone },
      };
    },
    getHeaderData: notImplemented,
    changePassword: notImplemented,
    updateAccount: notImplemented,
    submitTrackAndTraceCodes: notImplemented,
    register: notImplemented,
    verifyAccount: notImplemented,
    resendVerification: notImplemented,
    forgottenPassword: notImplemented,
    resetPassword: notImplemented,

    async getFilteredOrderHistory(req) {
      const q = query<'getFilteredOrderHistory'>(req);
      return { OrderHistory: await orderHistory(db, accountOf(req), q.timeSpan, q.status) };
    },
    async getRecentOrder(req, reply) {
      const order = await recentOrder(db, accountOf(req));
      return order ?? reply.code(204).send();
    },
    async getOrderHistoryDetails(req) {
      return orderDetails(db, catalogue, accountOf(req), query<'getOrderHistoryDetails'>(req).orderNumber);
    },
    async getInvoice(req, reply) {
      const accountId = accountOf(req);
      const order = await orderDetails(db, catalogue, accountId, query<'getInvoice'>(req).ordernumber);
      const [a] = await accountRows(db, [accountId]);
      const pdf = await renderInvoice(order, { AccountName: a!.accountName, AddressLine1: a!.addressLine1, JtiAccountId: a!.jtiAccountId });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="invoice-${order.OrderNumber}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },

    getHomeAssets: notImplemented,
    getHeroBanner: notImplemented,
    getBackgrounds: notImplemented,
    getNotifications: notImplemented,
    getHomePods: notImplemented,
    getLatestVlogAsset: notImplemented,
    getVideoAssets: notImplemented,
    getVlogAssets: notImplemented,
    getFaqs: notImplemented,
    getPopUpBanners: notImplemented,
    getPartnerContent: notImplemented,
    getNewPartnerContent: notImplemented,
    getDownloadWidgets: notImplemented,
    getProductPopUp: notImplemented,
    trackPartnerContent: notImplemented,
    trackVlogAsset: notImplemented,
    getHelpbotQuestion: notImplemented,
    getHelpbotSubjects: notImplemented,

    async getBackEndCart(req) {
      return readCart(db, catalogue, accountOf(req));
    },
    async addBackEndCartLine(req) {
      const q = query<'addBackEndCartLine'>(req);
      const accountId = accountOf(req);
      const current = await readCart(db, catalogue, accountId);
      return setLine(db, catalogue, accountId, current.BackEndCartId, q.SKU, q.Quantity);
    },
    async setBackEndCartLine(req) {
      const q = query<'setBackEndCartLine'>(req);
      return setLine(db, catalogue, accountOf(req), q.beCartId, q.SKU, q.Quantity);
    },
    async setBackEndCartLines(req) {
      const q = query<'setBackEndCartLines'>(req);
      const body = req.body as { BackEndCartDetails: { SKU: string; Quantity: number }[] };
      return setLines(db, catalogue, accountOf(req), q.beCartId, body.BackEndCartDetails);
    },
    async deleteBackEndCart(req, reply) {
      await deleteCart(db, accountOf(req), query<'deleteBackEndCart'>(req).beCartId);
      return reply.code(204).send();
    },
    async increaseBackEndCartLine(req) {
      const q = query<'increaseBackEndCartLine'>(req);
      return stepLine(db, catalogue, accountOf(req), q.beCartId, q.SKU, 1);
    },
    async decreaseBackEndCartLine(req) {
      const q = query<'decreaseBackEndCartLine'>(req);
      return stepLine(db, catalogue, accountOf(req), q.beCartId, q.SKU, -1);
    },
    async clearBackEndCart(req) {
      return clearCart(db, catalogue, accountOf(req), query<'clearBackEndCart'>(req).beCartId);
    },
    addSuggestedOrderProducts: notImplemented,

    // §7 AllProducts: the in-memory catalogue with a strong ETag; If-None-Match → 304.
    async getAllProducts(req, reply) {
      const snapshot = await catalogue.get();
      reply.header('ETag', snapshot.etag).header('Cache-Control', 'private, no-cache');
      if (req.headers['if-none-match'] === snapshot.etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(snapshot.body);
    },
    getHasAccessToStockCard: notImplemented,
    getSuggestedProducts: notImplemented,
    getBeforeYouGo: notImplemented,
    getHaveYouConsideredProducts: notImplemented,
    getStockcardTour: notImplemented,
    submitStockcardTour: notImplemented,
    getShowStockCard: notImplemented,
    getStockCard: notImplemented,
    getAlternativeProduct: notImplemented,

    async submitOrder(req) {
      const body = req.body as { BackEndCartId: number };
      const key = req.headers['idempotency-key'];
      return submitOrder(db, catalogue, accountOf(req), body.BackEndCartId, typeof key === 'string' ? key : undefined);
    },
    updatePendingOrderWithDetails: notImplemented,
    loadPendingOrderIntoBackEndCart: notImplemented,
    deletePendingOrder: notImplemented,
    cancelPendingOrder: notImplemented,

    getSubjectTitles: notImplemented,
    submitContactLoggedIn: notImplemented,
    submitContactPublic: notImplemented,

    getActiveSurvey: notImplemented,
    submitSurveyAnswer: notImplemented,
    reportSurveyComplete: notImplemented,
    reportSurveyEntered: notImplemented,
    reportSurveyClosed: notImplemented,
    submitSurveyEmail: notImplemented,
  } satisfies Record<keyof operations, Handler>;
}

export { HttpError, notFound };
