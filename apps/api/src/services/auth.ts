/**
 * Passwords and bearer tokens (§4 Login, §6). Passwords are hashed with argon2id (memory-hard);
 * tokens are 32 random bytes, sent once and stored only as a SHA-256 hash with an expiry.
 */
import { hash, verify } from '@node-rs/argon2';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/open';
import { schema } from '../db/open';

/** Token lifetime, seconds. */
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

/** argon2id hash of a password (default parameters of @node-rs/argon2). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

// A fixed hash to verify against when the user does not exist, so both cases take as long.
let dummyHash: Promise<string> | undefined;

/**
 * Checks credentials and issues a token.
 * @returns the token, the user's email and whether the first-time-login guide must come first; null for
 *   wrong credentials; `'unverified'` for the right password of an account whose email is not verified yet
 */
export async function issueToken(db: Db, email: string, password: string, now = new Date()) {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email.trim().toLowerCase())).limit(1);
  if (!user) {
    dummyHash ??= hashPassword('not-a-user-password');
    await verify(await dummyHash, password).catch(() => false);
    return null;
  }
  const ok = await verify(user.passwordHash, password).catch(() => false);
  if (!ok) return null;
  if (!user.verifiedAt) return 'unverified' as const;
  const token = randomBytes(32).toString('base64url');
  await db.delete(schema.tokens).where(and(eq(schema.tokens.userId, user.id), lt(schema.tokens.expiresAt, now)));
  await db.insert(schema.tokens).values({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000) });
  return { token, userName: user.email, passwordChangeRequired: user.passwordChangeRequired };
}

/** The caller behind a token: user id and the stores they may act for, in display order, with their TierAccessLevel. */
export interface Authenticated {
  userId: number;
  /** A temporary password is still in use: only the password change and logout are open (§2.2 /password). */
  passwordChangeRequired: boolean;
  accountIds: string[];
  /** TierAccessLevel by JtiAccountId, for the ordering check (§6); an object without a prototype. */
  tiers: Record<string, number>;
}

/** The caller behind a bearer token, with the accounts they may act for and their tiers; null when unknown or expired. One query. */
export async function authenticate(db: Db, token: string, now = new Date()): Promise<(Authenticated & { expiresAt: Date }) | null> {
  const rows = await db
    .select({ userId: schema.tokens.userId, expiresAt: schema.tokens.expiresAt, accountId: schema.userAccounts.accountId, tier: schema.accounts.tierAccessLevel, passwordChangeRequired: schema.users.passwordChangeRequired })
    .from(schema.tokens)
    .innerJoin(schema.users, eq(schema.users.id, schema.tokens.userId))
    .leftJoin(schema.userAccounts, eq(schema.userAccounts.userId, schema.tokens.userId))
    .leftJoin(schema.accounts, eq(schema.accounts.jtiAccountId, schema.userAccounts.accountId))
    .where(and(eq(schema.tokens.tokenHash, sha256(token)), gt(schema.tokens.expiresAt, now)))
    .orderBy(schema.userAccounts.position);
  const [first] = rows;
  if (!first) return null;
  const linked = rows.flatMap((r) => (r.accountId && r.tier !== null ? [{ id: r.accountId, tier: r.tier }] : []));
  // No prototype: a name such as `constructor` or `__proto__` is no account and has no tier.
  const tiers: Record<string, number> = Object.assign(Object.create(null), Object.fromEntries(linked.map((a) => [a.id, a.tier])));
  return { userId: first.userId, passwordChangeRequired: first.passwordChangeRequired, expiresAt: first.expiresAt, accountIds: linked.map((a) => a.id), tiers };
}

/** The expiry of each token of SHA-256 in `keys` that still has its row: one primary-key look-up for them all. */
async function tokensAlive(db: Db, keys: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.select({ key: schema.tokens.tokenHash, expiresAt: schema.tokens.expiresAt }).from(schema.tokens).where(inArray(schema.tokens.tokenHash, [...keys]));
  return new Map(rows.map((r) => [r.key, r.expiresAt.getTime()]));
}

/**
 * Remembers recent token look-ups for `ttlMs`, so a burst of calls costs one query: PGlite runs one query
 * at a time, and every private call needs the caller. A token still expires on time (its expiry is kept);
 * a change to a user's stores or to their tiers shows after at most `ttlMs`. `ttlMs` 0 turns it off.
 * With several API processes on one PostgreSQL (`connect`), a remembered token is still confirmed in the
 * database on every call, by its primary key, so a logout in one process is refused by the next call to
 * any other, whatever the load: the order is the database's, not a message's. The calls waiting while one
 * confirmation runs share the next (one query for all their tokens, group-commit style): each call is
 * still confirmed by a query that began after it arrived, and at 50 connections AllProducts serves 2 to
 * 4 times the calls it did with a query per call (ADR 0042). `publish` tells the others
 * of a password change or a logout (`onPeerMessage` is their side), so they forget what they remembered.
 */
export class TokenCache {
  /** By the token's SHA-256, the name the processes use for it among themselves. */
  private readonly entries = new Map<string, { caller: Authenticated; expiresAt: number; until: number }>();
  /**
   * The SHA-256 of tokens seen lately, so that a call costs a map look-up rather than a hash (a hash is
   * about 5 % of a cached call's CPU). Holds what the requests carry anyway; bounded like `entries`.
   */
  private readonly keys = new Map<string, string>();
  /** Look-ups under way: the calls of a busy client that arrive together when its entry lapses share one query. */
  private readonly pending = new Map<string, Promise<Authenticated | null>>();
  private publish: ((message: string) => Promise<void>) | undefined;
  /** Calls waiting for their token's confirmation, and whether a confirming query is under way. */
  private readonly waiting: { key: string; now: number; answer: (alive: boolean) => void; fail: (error: unknown) => void }[] = [];
  private confirming = false;

  /** @param ttlMs how long a look-up is remembered, ms (0: not at all) */
  constructor(private readonly db: Db, private readonly ttlMs = 10_000, private readonly maxEntries = 10_000) {}

  /** As `authenticate`, from memory when looked up less than `ttlMs` ago. */
  async get(token: string, now = Date.now()): Promise<Authenticated | null> {
    let key = this.keys.get(token);
    if (key === undefined) {
      key = sha256(token);
      if (this.keys.size >= this.maxEntries) this.keys.clear();
      this.keys.set(token, key);
    }
    const hit = this.entries.get(key);
    if (hit && hit.until > now && hit.expiresAt > now) {
      // Another process may have logged it out a moment ago: its row is the truth, and costs one key look-up.
      if (this.publish && !(await this.confirm(key, now))) {
        this.entries.delete(key);
        return null;
      }
      return hit.caller;
    }
    if (this.ttlMs === 0) return this.lookUp(token, key, now);
    let pending = this.pending.get(key);
    if (!pending) {
      pending = this.lookUp(token, key, now).finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  /**
   * Logout (§4): deletes the token's row, so no process takes it again (the others confirm every
   * remembered token in the database), forgets it here, and tells the other processes to forget it too.
   */
  async revoke(token: string): Promise<void> {
    const key = sha256(token);
    this.entries.delete(key);
    await this.db.delete(schema.tokens).where(eq(schema.tokens.tokenHash, key));
    void this.tell(`token:${key}`);
  }

  /** Forgets every remembered token of a user (their password or stores changed), here and in the other processes. */
  forgetUser(userId: number): void {
    this.forgetUserHere(userId);
    void this.tell(`user:${userId}`);
  }

  /** Connects this cache to the other processes': `publish` sends them a message for `onPeerMessage`. */
  connect(publish: (message: string) => Promise<void>): void {
    this.publish = publish;
  }

  /** A message from another process: `token:<sha256>` (a logout) or `user:<id>` (a password change). */
  onPeerMessage(message: string): void {
    const [kind, value = ''] = message.split(':', 2);
    if (kind === 'token') this.entries.delete(value);
    else if (kind === 'user' && /^\d+$/.test(value)) this.forgetUserHere(Number(value));
  }

  /** Forgets everything (messages may have been missed while the other processes could not be heard). */
  clear(): void {
    this.entries.clear();
  }

  private forgetUserHere(userId: number): void {
    for (const [key, entry] of this.entries) if (entry.caller.userId === userId) this.entries.delete(key);
  }

  private async tell(message: string): Promise<void> {
    // The database row already changed: a process that misses this hears of it within `ttlMs`.
    await this.publish?.(message).catch(() => undefined);
  }

  /** Whether the token of SHA-256 `key` still has its row and has not expired at `now`, by a query begun after this call. */
  private confirm(key: string, now: number): Promise<boolean> {
    return new Promise((answer, fail) => {
      this.waiting.push({ key, now, answer, fail });
      if (!this.confirming) void this.confirmWaiting();
    });
  }

  private async confirmWaiting(): Promise<void> {
    this.confirming = true;
    try {
      while (this.waiting.length > 0) {
        const calls = this.waiting.splice(0);
        try {
          const alive = await tokensAlive(this.db, [...new Set(calls.map((c) => c.key))]);
          for (const c of calls) c.answer((alive.get(c.key) ?? 0) > c.now);
        } catch (error) {
          for (const c of calls) c.fail(error);
        }
      }
    } finally {
      this.confirming = false;
    }
  }

  private async lookUp(token: string, key: string, now: number): Promise<Authenticated | null> {
    const found = await authenticate(this.db, token, new Date(now));
    if (!found) {
      this.entries.delete(key);
      return null;
    }
    const caller = { userId: found.userId, passwordChangeRequired: found.passwordChangeRequired, accountIds: found.accountIds, tiers: found.tiers };
    if (this.ttlMs > 0) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { caller, expiresAt: found.expiresAt.getTime(), until: now + this.ttlMs });
    }
    return caller;
  }
}
