/**
 * What every handler module shares: the handler signature, the caller set by the bearer security
 * handler, and small helpers to read the validated query and body.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@trade-portal/api-client';
import { isRestricted } from '@trade-portal/domain';
import { inArray } from 'drizzle-orm';
import type { AfterAnswer } from '../services/afterAnswer';
import type { PasswordAttempts } from '../services/accounts';
import type { TokenCache } from '../services/auth';
import type { Mailer } from '../services/mail';
import type { CartCache } from '../services/cartCache';
import type { LineWrites } from '../services/lineWrites';
import type { Catalogue } from '../services/catalogue';
import type { Content } from '../services/content';
import type { DatabaseReach } from '../services/databaseReach';
import type { Db } from '../db/open';
import type { Lifecycle } from '../plugins/health';
import { schema } from '../db/open';
import { badRequest, forbidden, unauthorized } from '../httpErrors';

/** Who is calling, set by the bearer security handler (§6). */
export interface Caller {
  userId: number;
  /** The caller's stores (JtiAccountId), in display order. */
  accountIds: string[];
  /** TierAccessLevel of each of the caller's stores, by JtiAccountId (§6), as read with the token. */
  tiers: Readonly<Record<string, number>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Work done after the answer (the account flows' mail): tests and a clean stop wait for `idle()`. */
    afterAnswer: AfterAnswer;
  }
  interface FastifyRequest {
    caller?: Caller;
    /** The bearer token the caller was authenticated with (logout revokes it). */
    bearerToken?: string;
  }
}

/** The bodies operation `Op` may answer with: each response's content, whatever its media type. */
type Bodies<R> = { [S in keyof R]: R[S] extends { content: infer C } ? C[keyof C] : never }[keyof R];

declare const sentBody: unique symbol;
/**
 * A reply the handler has sent itself, with a body of type `T` (`null`: none). Only `sent`, `sendBody` and
 * `noBody` make one, so a handler that sends its own reply still answers a shape its operation declares.
 * At run time it is the reply, which Fastify expects back from a handler that sent it; its type hides
 * that the reply is thenable, since `await` of a FastifyReply types as `never`, which any answer accepts.
 * ESLint refuses a handler's `return reply.send(…)` so that every own send goes through these.
 */
export type Sent<T> = { readonly [sentBody]: T };

/** `reply`, which the caller has sent with a body of type `T` (bytes, CSV, a PDF or JSON serialised ahead). */
export const sent = <T>(reply: FastifyReply): Sent<T> => reply as unknown as Sent<T>;
/** Sends `body` as JSON with `status` (an error `{ Message }` answered rather than thrown). */
export const sendBody = <T>(reply: FastifyReply, status: number, body: T): Sent<T> => sent<T>(reply.code(status).send(body));
/** Sends `status` without a body: 204, 304, or a 200 acknowledgement without one. */
export const noBody = (reply: FastifyReply, status: 200 | 204 | 304): Sent<null> => sent<null>(reply.code(status).send());

/**
 * Sends `body` as JSON with a strong ETag (SHA-1 of the bytes) and `Cache-Control: private, no-cache`, or a
 * bodyless 304 when `If-None-Match` names that ETag (or `*`). Hashing a few kilobytes per call costs
 * microseconds and keeps the ETag right across date-window changes without a write.
 */
export function sendWithEtag<T>(req: FastifyRequest, reply: FastifyReply, body: T): Sent<T | null> {
  const json = JSON.stringify(body);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
  const match = req.headers['if-none-match'];
  const tags = match ? match.split(',').map((tag) => tag.trim().replace(/^W\//, '')) : [];
  if (tags.includes(etag) || tags.includes('*')) return noBody(reply, 304);
  return sent<T>(reply.type('application/json; charset=utf-8').send(json));
}

/** What a handler of `Op` resolves to: one of its operation's bodies, as it is or sent by the handler. */
export type Answer<Op extends keyof operations> = Bodies<operations[Op]['responses']> | Sent<Bodies<operations[Op]['responses']>> | Sent<null>;

/** One route handler of the contract; resolves to the body (or the reply, once sent). */
export type Handler<Op extends keyof operations = keyof operations> = (req: FastifyRequest, reply: FastifyReply) => Promise<Answer<Op>>;

/**
 * A tag module's handlers: only real operationIds, so a misspelt name fails `tsc`, and each resolves to a
 * body its operation declares, so a handler answering the wrong shape fails `tsc` too.
 */
export type HandlerMap = { [Op in keyof operations]?: Handler<Op> };

/** Every operation's handler, each typed by its operation (what the routes are built from). */
export type Handlers = { [Op in keyof operations]: Handler<Op> };

/** Services the handlers use: the database, the in-memory catalogue and content and, on the embedded database only, the cart copy. */
export interface HandlerContext {
  db: Db;
  catalogue: Catalogue;
  content: Content;
  carts?: CartCache;
  /** With `carts`: line writes of several requests in one statement (group commit). */
  lineWrites?: LineWrites;
  /** The token look-ups, which logout and password changes must forget. */
  tokens: TokenCache;
  /** Email for the account flows and the contact forms. */
  mailer: Mailer;
  /** The portal's address for links in emails, without a trailing slash. */
  publicUrl: string;
  /** Where contact messages are emailed. */
  customerServiceEmail: string;
  /** Work done after the answer: the account flows' links and mail. */
  afterAnswer: AfterAnswer;
  /** The caller's per-user limit of wrong current passwords (ChangePassword, UpdateAccount). */
  passwordAttempts: (req: FastifyRequest, reply: FastifyReply) => PasswordAttempts;
  /** Where the process is in its life (starting, ready, draining), for the readiness check. */
  lifecycle: Lifecycle;
  /** Told when the readiness check finds the database away or back (services/databaseReach.ts). */
  databaseReach?: DatabaseReach;
  /** The folder claims' photos are kept in, re-encoded (ADR 0055). */
  claimPhotoDir: string;
}

type Query<Op extends keyof operations> = operations[Op] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The query of operation `Op`, already validated against openapi.yaml by Fastify. */
export const query = <Op extends keyof operations>(req: FastifyRequest) => req.query as Query<Op>;

type Path<Op extends keyof operations> = operations[Op] extends { parameters: { path?: infer P } } ? NonNullable<P> : never;

/** The path parameters of operation `Op` (`{id}`…), already validated and coerced against openapi.yaml by Fastify. */
export const path = <Op extends keyof operations>(req: FastifyRequest) => req.params as Path<Op>;

/** Operations whose request has a body in openapi.yaml. */
export type OperationWithBody = {
  [Op in keyof operations]: operations[Op] extends { requestBody: { content: object } } ? Op : never;
}[keyof operations];

/** The request body of operation `Op`: the contract's schema, of whichever media type the call takes. */
export type RequestBody<Op extends OperationWithBody> = operations[Op] extends { requestBody: { content: infer C } } ? C[keyof C] : never;

/**
 * The body of operation `Op`, already validated against openapi.yaml by Fastify (and refused with 415
 * when sent as a media type the call does not take): the twin of `query`, so no handler casts a body.
 * Only operations with a request body are accepted, so `body<'getAllProducts'>` fails `tsc`.
 */
export const body = <Op extends OperationWithBody>(req: FastifyRequest) => req.body as RequestBody<Op>;

/** The request's Idempotency-Key header, when one was sent (a repeat of the key gets the first answer). */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const key = req.headers['idempotency-key'];
  return typeof key === 'string' && key ? key : undefined;
}

/**
 * The account the request acts for: its `accountNumber`, already checked against the caller's accounts.
 * @throws HttpError 400 when the call carries no accountNumber
 */
export function accountOf(req: FastifyRequest): string {
  const q = req.query as { accountNumber?: string };
  if (!q.accountNumber) throw badRequest('accountNumber is required.');
  return q.accountNumber;
}

/** The caller, for handlers behind the bearer security scheme. */
export function callerOf(req: FastifyRequest): Caller {
  if (!req.caller) throw unauthorized();
  return req.caller;
}

/** Account rows for the given ids, in the order of `ids`. */
export async function accountRows(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(schema.accounts).where(inArray(schema.accounts.jtiAccountId, ids));
  return ids.flatMap((id) => rows.filter((r) => r.jtiAccountId === id));
}

/** The answer of every call that later work implements. */
export const notImplemented = async (_req: FastifyRequest, reply: FastifyReply) => sendBody(reply, 501, { Message: 'Not implemented yet.' });

/**
 * Refuses cart changes and orders for a store at TierAccessLevel 3, whose portal hides ordering (§6),
 * so the rule holds for any client, not only ours. The tier is the one read with the caller's token
 * (remembered as long as the token look-up, `ServerOptions.authCacheMs`), so this costs no query.
 * @throws HttpError 403 `{ Message }` for a restricted store, or one that is not the caller's
 */
export function assertCanOrder(caller: Caller, accountId: string): void {
  const tier = caller.tiers[accountId];
  if (tier === undefined || isRestricted(tier)) throw forbidden('This store cannot place orders online. Please contact your BA.');
}

/**
 * The account the request acts for, when it may change a cart or order: `accountOf`, then `assertCanOrder` (§6).
 * @throws HttpError 400 without an accountNumber; 403 for a TierAccessLevel 3 store
 */
export function orderingAccountOf(req: FastifyRequest): string {
  const accountId = accountOf(req);
  assertCanOrder(callerOf(req), accountId);
  return accountId;
}
