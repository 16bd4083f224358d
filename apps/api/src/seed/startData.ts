/**
 * What a starting server does with the data it finds (ADR 0047): the demo data only where it
 * belongs. The embedded database (the first `npm start`) is seeded with the demo when empty; PostgreSQL only
 * with SEED_DEMO=true. Where the demo is not wanted, an empty database stays empty (the schema only, and a
 * line saying how to load data) and a database holding the demo logins, whose password the README prints,
 * is refused.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/open';
import { schema } from '../db/open';
import { demoLogins, isEmpty, seed, type SeedOptions } from './index';

/** What the server says on an empty database it does not seed. */
export const EMPTY_DATABASE_MESSAGE =
  'The database is empty: it has the schema and no data. Load your products, stores and users with `npm run import -- <folder>` ' +
  '(the file formats are in docs/import-formats.md); or, for the demo data instead, start with SEED_DEMO=true.';

/**
 * Reads SEED_DEMO: 'true' or 'false'; unset or empty, the driver's default (the demo on the embedded
 * database, none on PostgreSQL).
 * @throws Error naming the variable for any other value
 */
export function seedDemoFromEnv(value: string | undefined, driver: 'pglite' | 'postgres'): boolean {
  if (value === undefined || value.trim() === '') return driver === 'pglite';
  if (value === 'true' || value === 'false') return value === 'true';
  throw new Error(`SEED_DEMO must be true or false, not "${value}".`);
}

/** The demo logins (`demoLogins`) that `db` holds, by email, in their listed order. */
export async function demoLoginsIn(db: Db): Promise<string[]> {
  const emails: string[] = demoLogins.map((l) => l.email);
  const rows = await db.select({ email: schema.users.email }).from(schema.users).where(inArray(schema.users.email, emails));
  const found = new Set(rows.map((r) => r.email));
  return emails.filter((e) => found.has(e));
}

/**
 * The refusal of a database holding the demo logins where the demo is not wanted: their password is
 * printed in the README, so a production database must never accept it.
 */
export class DemoLoginsRefused extends Error {
  constructor(readonly emails: string[]) {
    super(
      `This database holds the demo logins ${emails.join(', ')}, whose password is printed in the README, and SEED_DEMO is not true. ` +
        'A production database must not accept them: use an empty database and load your data with `npm run import`, ' +
        'or start with SEED_DEMO=true to run the demo on this one.',
    );
    this.name = 'DemoLoginsRefused';
  }
}

/** Options of `prepareData`. */
export interface PrepareOptions extends SeedOptions {
  /** Whether the demo data is wanted (`seedDemoFromEnv`). */
  seedDemo: boolean;
  /** The demo's reference time (its order history is relative to it). @default now */
  now?: Date;
  /** Told before an empty database is seeded, so a start can say what it is doing. */
  onSeeding?: () => void;
}

/** What `prepareData` found and did. */
export interface PreparedData {
  /** The database had no users when the server started. */
  empty: boolean;
  /** The demo data was written now. */
  seeded: boolean;
  /** The demo logins the database holds now (to print at start); empty when the demo is not wanted. */
  demoLogins: string[];
}

/**
 * Readies the database's data for a starting server: seeds an empty one with the demo when `seedDemo`,
 * leaves an empty one empty otherwise, and refuses the demo logins where the demo is not wanted.
 * @throws DemoLoginsRefused when `seedDemo` is false and the database holds any demo login
 */
export async function prepareData(db: Db, options: PrepareOptions): Promise<PreparedData> {
  const empty = await isEmpty(db);
  if (!options.seedDemo) {
    if (!empty) {
      const found = await demoLoginsIn(db);
      if (found.length > 0) throw new DemoLoginsRefused(found);
    }
    return { empty, seeded: false, demoLogins: [] };
  }
  let seeded = false;
  if (empty) {
    options.onSeeding?.();
    const seedOptions: SeedOptions = {
      ...(options.products !== undefined ? { products: options.products } : {}),
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    };
    seeded = await seed(db, options.now ?? new Date(), seedOptions);
  }
  return { empty, seeded, demoLogins: await demoLoginsIn(db) };
}
