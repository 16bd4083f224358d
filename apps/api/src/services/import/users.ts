/**
 * The users file of an import (docs/import-formats.md): one row per login, keyed by email, with
 * the stores it acts for. A user the import creates has no password anyone knows: it gets an emailed link to
 * choose one (`welcome.ts`), made in the import's transaction and sent once it has committed. A user already
 * in the database keeps their password and their names (theirs to change on /my-account); their stores
 * become the file's, in its order.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { validateEmail } from '@trade-portal/domain';
import type { Tx } from '../../db/open';
import { schema } from '../../db/open';
import { hashPassword } from '../auth';
import type { EntitySpec } from './fields';
import { ACCOUNT_NUMBER } from './stores';
import { BATCH, type Counts } from './upsert';

/** A users row once checked; `Stores` are account numbers, the first the store the portal opens on. */
export interface UserRecord {
  Email: string;
  FirstName: string;
  LastName: string;
  Stores: string[];
}

// Control characters and the Unicode line and paragraph separators: a name is one line wherever it is written.
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/** The users file's fields and checks. */
export const userSpec: EntitySpec<UserRecord> = {
  entity: 'users',
  fields: {
    Email: { schema: { type: 'string', maxLength: 254 }, required: true },
    FirstName: { schema: { type: 'string', maxLength: 100 }, required: true },
    LastName: { schema: { type: 'string', maxLength: 100 }, required: true },
    Stores: { schema: { type: 'array', items: ACCOUNT_NUMBER.schema, minItems: 1 }, required: true, list: true, hint: ACCOUNT_NUMBER.hint },
  },
  check: (u) => {
    const problems: { column?: string; message: string }[] = [];
    if (validateEmail(u.Email)) problems.push({ column: 'Email', message: `must be an email address, not "${u.Email}".` });
    for (const column of ['FirstName', 'LastName'] as const) {
      if (CONTROL.test(u[column])) problems.push({ column, message: 'cannot hold line breaks, tabs or other control characters.' });
    }
    const repeated = u.Stores.filter((s, i) => u.Stores.indexOf(s) !== i);
    if (repeated.length) problems.push({ column: 'Stores', message: `names ${repeated[0]} twice.` });
    return problems;
  },
};

/** An email as stored and compared: trimmed, lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** How long an imported user's link to choose a password works, milliseconds (7 days). */
export const SET_PASSWORD_LINK_TTL_MS = 7 * 24 * 3_600_000;

/** A user the import created, with the code of their link to choose a password (sent after the commit). */
export interface NewUser {
  id: number;
  email: string;
  firstName: string;
  /** The single-use code of their set-password link; only its SHA-256 is stored. */
  code: string;
}

/** The users' counts: `inserted` new logins; `updated` existing ones whose stores changed. */
export type UserCounts = Counts;

/**
 * Writes the users: new emails inserted with an unusable password and a set-password link each (the
 * emailed reset link's kind, `purpose` 'reset', working for `SET_PASSWORD_LINK_TTL_MS`); every user's
 * stores set to the file's list, in its order.
 * @returns the counts, and the users created with their link codes
 */
export async function writeUsers(tx: Tx, users: UserRecord[], now: Date, onBatch?: (done: number) => void): Promise<{ counts: UserCounts; created: NewUser[] }> {
  // One argon2 hash per import of a random secret nobody keeps: a login for these users fails as slowly as
  // any wrong password (a real hash is checked), and there is no password anyone could know.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const created: NewUser[] = [];
  const counts: UserCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (let i = 0; i < users.length; i += BATCH) {
    const batch = users.slice(i, i + BATCH);
    const emails = batch.map((u) => normaliseEmail(u.Email));
    const inserted = await tx
      .insert(schema.users)
      .values(batch.map((u) => ({ email: normaliseEmail(u.Email), passwordHash: unusable, firstName: u.FirstName, lastName: u.LastName, createdAt: now })))
      .onConflictDoNothing({ target: schema.users.email })
      .returning({ id: schema.users.id, email: schema.users.email, firstName: schema.users.firstName });
    const isNew = new Set(inserted.map((u) => u.id));
    const ids = new Map((await tx.select({ id: schema.users.id, email: schema.users.email }).from(schema.users).where(inArray(schema.users.email, emails))).map((u) => [u.email, u.id]));

    // Each user's stores become the file's list, in its order; only what differs is written.
    const userIds = [...ids.values()];
    const existing = await tx.select().from(schema.userAccounts).where(inArray(schema.userAccounts.userId, userIds));
    const had = new Map<number, Map<string, number>>();
    for (const l of existing) {
      if (!had.has(l.userId)) had.set(l.userId, new Map());
      had.get(l.userId)!.set(l.accountId, l.position);
    }
    const add: (typeof schema.userAccounts.$inferInsert)[] = [];
    const changedUsers = new Set<number>();
    for (const u of batch) {
      const userId = ids.get(normaliseEmail(u.Email))!;
      const before = had.get(userId) ?? new Map<string, number>();
      u.Stores.forEach((accountId, position) => {
        if (before.get(accountId) !== position) {
          add.push({ userId, accountId, position });
          changedUsers.add(userId);
        }
      });
      const gone = [...before.keys()].filter((a) => !u.Stores.includes(a));
      if (gone.length) {
        changedUsers.add(userId);
        await tx.delete(schema.userAccounts).where(and(eq(schema.userAccounts.userId, userId), inArray(schema.userAccounts.accountId, gone)));
      }
    }
    for (let j = 0; j < add.length; j += BATCH) {
      await tx
        .insert(schema.userAccounts)
        .values(add.slice(j, j + BATCH))
        .onConflictDoUpdate({ target: [schema.userAccounts.userId, schema.userAccounts.accountId], set: { position: sql`excluded.position` } });
    }

    const links = inserted.map((u) => ({ ...u, code: randomBytes(32).toString('base64url') }));
    if (links.length) {
      await tx.insert(schema.emailLinks).values(
        links.map((l) => ({ userId: l.id, purpose: 'reset', codeHash: createHash('sha256').update(l.code).digest('hex'), expiresAt: new Date(now.getTime() + SET_PASSWORD_LINK_TTL_MS), createdAt: now })),
      );
    }
    created.push(...links);
    counts.inserted += isNew.size;
    for (const id of changedUsers) if (!isNew.has(id)) counts.updated++;
    counts.unchanged += batch.length - isNew.size - [...changedUsers].filter((id) => !isNew.has(id)).length;
    onBatch?.(i + batch.length);
  }
  return { counts, created };
}
