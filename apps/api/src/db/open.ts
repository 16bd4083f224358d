/**
 * Opens the database: PGlite (embedded PostgreSQL) under DATA_DIR by default, a PostgreSQL server when
 * DATABASE_URL is set, or an in-memory PGlite for tests. The same drizzle schema and migrations serve all.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export { schema };

/** One database type for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A connection or a transaction: for queries that run in either. */
export type Conn = Db | Tx;

/**
 * The SQLSTATE of a database error (`'23505'` unique violation, class `'22'` data exception), looking
 * through drizzle's wrapping; undefined for any other error. The same for both drivers.
 */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A stored account (a store, JtiAccountId). */
export type AccountRow = typeof schema.accounts.$inferSelect;
/** A stored product: prices in integer cents (`priceOuterCents` per outer, `pricePackRrpCents` per pack), steps in outers. */
export type ProductRow = typeof schema.products.$inferSelect;
/** A stored order: totals in integer cents, `totalItems` in outers. */
export type OrderRow = typeof schema.orders.$inferSelect;
/** A stored order line: the price per outer at submit time in integer cents, `quantity` in outers. */
export type OrderLineRow = typeof schema.orderLines.$inferSelect;

export interface OpenOptions {
  /** PostgreSQL connection string; wins over dataDir. */
  databaseUrl?: string;
  /** Directory of the embedded database (created when missing, parents too); locked while open. */
  dataDir?: string;
  /** An embedded database in memory (tests); the default when neither databaseUrl nor dataDir is given. */
  inMemory?: boolean;
  /** A PGlite data dump to start from (tests: migrate and seed once, load per file). */
  loadDataDir?: Blob | File;
  /** Called when the DATA_DIR lock is lost (its file removed or taken over); the default throws. */
  onLockLost?: (error: Error) => void;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Dumps an embedded database (tests); undefined for PostgreSQL. */
  dump?: () => Promise<Blob | File>;
  close: () => Promise<void>;
}

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../migrations');

/**
 * Opens the database and applies pending migrations (drizzle's migrator over the drizzle-kit SQL files in
 * apps/api/migrations, recorded in `drizzle.__drizzle_migrations`; the same files run on both drivers).
 * @returns the drizzle `db` (one `Db` type for both drivers) and `close()`, which also frees the DATA_DIR lock
 * @throws Error 'Another Trade Portal server is using …' when another process holds DATA_DIR
 */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A connection the server ends (a restart, an administrator, a dropped test database) fails the query
    // on it, if any; without these listeners the same error would also stop the whole process.
    const reportLost = (error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`);
    pool.on('error', reportLost);
    pool.on('connect', (client) => client.on('error', reportLost));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let release: (() => Promise<void>) | undefined;
  let client: InstanceType<typeof PGlite>;
  if (options.dataDir && !options.inMemory) {
    const dir = resolve(options.dataDir);
    mkdirSync(dir, { recursive: true });
    release = await lockDataDir(dir, options.onLockLost);
    try {
      client = await PGlite.create({ dataDir: join(dir, 'pglite') });
    } catch (error) {
      await release();
      throw error;
    }
  } else {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      await client.close();
      await release?.();
    },
  };
}

/** PGlite has no cross-process lock: two processes on one directory corrupt it, so take one. */
async function lockDataDir(dir: string, onCompromised?: (error: Error) => void): Promise<() => Promise<void>> {
  const { default: lockfile } = await import('proper-lockfile');
  try {
    // The lock is refreshed every 5 s and counts as abandoned after 15 s, so a crashed server frees it.
    return await lockfile.lock(dir, { lockfilePath: join(dir, '.lock'), stale: 15_000, update: 5_000, ...(onCompromised ? { onCompromised } : {}) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') {
      throw new Error(
        `Another Trade Portal server is using DATA_DIR ${dir}. Stop it, or set another DATA_DIR (a server that crashed frees it within 15 seconds).`,
        { cause: error },
      );
    }
    throw error;
  }
}
