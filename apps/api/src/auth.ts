/**
 * Passwords and bearer tokens (§4 Login, §6). Passwords are hashed with argon2id (memory-hard);
 * tokens are 32 random bytes, sent once and stored only as a SHA-256 hash with an expiry.
 */
import { hash, verify } from '@node-rs/argon2';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from './db/open';
import { schema } from './db/open';

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
 * @returns the token and the user's email, or null for wrong credentials
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
  const token = randomBytes(32).toString('base64url');
  await db.delete(schema.tokens).where(and(eq(schema.tokens.userId, user.id), lt(schema.tokens.expiresAt, now)));
  await db.insert(schema.tokens).values({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000) });
  return { token, userName: user.email };
}

/** The caller behind a bearer token, with the accounts they may act for; null when unknown or expired. */
export async function authenticate(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select({ userId: schema.tokens.userId })
    .from(schema.tokens)
    .where(and(eq(schema.tokens.tokenHash, sha256(token)), gt(schema.tokens.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  const links = await db
    .select({ accountId: schema.userAccounts.accountId })
    .from(schema.userAccounts)
    .where(eq(schema.userAccounts.userId, row.userId))
    .orderBy(schema.userAccounts.position);
  return { userId: row.userId, accountIds: links.map((l) => l.accountId) };
}
