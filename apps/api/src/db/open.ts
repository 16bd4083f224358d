/**
 * Opens the database: PGlite (embedded PostgreSQL) under DATA_DIR by default, a PostgreSQL server when
 * DATABASE_URL is set, or an in-memory PGlite for tests. The same drizzle schema and migrations serve all.
 */
import { dirname, resolve } from 'node:path';
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

/**
 * Messages between the API processes that share one PostgreSQL (LISTEN/NOTIFY): what one process changes in
 * its memory that the others must change in theirs (a revoked session). `listen` keeps one connection of
 * its own, reconnecting every second while the database is away; `onReconnect` runs after a gap, during
 * which messages may have been missed.
 */
export interface Bus {
  publish: (channel: string, payload: string) => Promise<void>;
  /** @returns `ready`, once the first connection listens (or failed: it keeps retrying), and `stop` */
  listen: (channel: string, onMessage: (payload: string) => void, onReconnect: () => void) => { ready: Promise<void>; stop: () => Promise<void> };
}

/**
 * What the database's client is doing now, for the metrics: PostgreSQL's connection pool
 * (connections open, idle, and queries waiting for one), or on the embedded database the statements
 * queued or running (PGlite runs one at a time, so any more wait their turn).
 */
export type DatabaseStats =
  | { driver: 'postgres'; totalConnections: number; idleConnections: number; waitingQueries: number }
  | { driver: 'pglite'; pendingStatements: number };

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The client's figures now (pool or statement queue); cheap, for each metrics scrape. */
  stats: () => DatabaseStats;
  /** PostgreSQL only: messages to the other API processes on the same database. */
  bus?: Bus;
  /** The embedded database's WebAssembly memory, bytes (it grows and never shrinks); undefined for PostgreSQL. */
  wasmMemoryBytes?: () => number;
  /** Dumps an embedded database (tests); undefined for PostgreSQL. */
  dump?: () => Promise<Blob | File>;
  close: () => Promise<void>;
}

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../migrations');

/**
 * Opens the database and applies pending migrations (drizzle's migrator over the drizzle-kit SQL files in
 * apps/api/migrations, recorded in `drizzle.__drizzle_migrations`; the same files run on both drivers).
 * @returns the drizzle `db` (one `Db` type for both drivers) and `close()`, which also frees the DATA_DIR lock
 * @throws Error 'Another Trade Portal server (process N) is using …' when a running process holds DATA_DIR
 * @throws Error saying why PostgreSQL could not be opened or migrated and what to do (`describeOpenError`:
 *   nothing listening, no such database, role or password, missing privileges), without the password;
 *   the driver's error is its `cause`
 */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  // Each driver loads only when chosen: a server on one never loads the other's client.
  if (options.databaseUrl) return (await import('./postgres')).openPostgres(options.databaseUrl, migrationsFolder);
  return (await import('./pglite')).openPglite(options, migrationsFolder);
}

export { lockDataDir } from './dataDirLock';
