/**
 * Opens the database: PGlite (embedded PostgreSQL) under DATA_DIR by default, a PostgreSQL server when
 * DATABASE_URL is set, or an in-memory PGlite for tests. The same drizzle schema and migrations serve all.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { describeOpenError } from './openError';
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
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // A database that is down must fail requests fast (a 503 within a second, plugins/errors.ts), not queue
    // them: give up connecting after 1 s. Idle connections are checked with TCP keep-alive.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 1000, keepAlive: true });
    // A connection the server ends (a restart, an administrator, a dropped test database) fails the query
    // on it, if any; without these listeners the same error would also stop the whole process.
    const reportLost = (error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`);
    pool.on('error', reportLost);
    pool.on('connect', (client) => client.on('error', reportLost));
    const db = drizzle(pool, { schema });
    try {
      await migrate(db, { migrationsFolder });
    } catch (error) {
      // The first query is the first connection: whatever stops it is told here, once, in words.
      await pool.end().catch(() => undefined);
      throw new Error(describeOpenError(error, options.databaseUrl), { cause: error });
    }
    const listeners = new Set<() => Promise<void>>();
    const bus: Bus = {
      publish: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      listen: (channel, onMessage, onReconnect) => {
        let stopped = false;
        let client: InstanceType<typeof pg.Client> | undefined;
        let timer: NodeJS.Timeout | undefined;
        let connectedOnce = false;
        let firstTry: () => void = () => undefined;
        const ready = new Promise<void>((done) => (firstTry = done));
        const connect = async () => {
          if (stopped) return;
          const next = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 1000, keepAlive: true });
          const retry = () => {
            if (client === next) client = undefined;
            next.removeAllListeners('notification');
            void next.end().catch(() => undefined);
            if (!stopped && !timer) timer = setTimeout(() => ((timer = undefined), void connect()), 1000);
          };
          next.on('error', retry);
          next.on('end', retry);
          next.on('notification', (n) => n.channel === channel && n.payload !== undefined && onMessage(n.payload));
          try {
            await next.connect();
            await next.query(`listen ${pg.escapeIdentifier(channel)}`);
            client = next;
            if (connectedOnce) onReconnect();
            connectedOnce = true;
          } catch {
            retry();
          } finally {
            firstTry();
          }
        };
        void connect();
        const stop = async () => {
          stopped = true;
          clearTimeout(timer);
          listeners.delete(stop);
          await client?.end().catch(() => undefined);
        };
        listeners.add(stop);
        return { ready, stop };
      },
    };
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      stats: () => ({ driver: 'postgres', totalConnections: pool.totalCount, idleConnections: pool.idleCount, waitingQueries: pool.waitingCount }),
      bus,
      close: async () => {
        for (const stop of [...listeners]) await stop();
        await pool.end();
      },
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let release: (() => Promise<void>) | undefined;
  let client: InstanceType<typeof PGlite>;
  // PostgreSQL's default 128 MB of shared buffers live in PGlite's WebAssembly memory, which never shrinks:
  // 16 MB holds this database's working set (the whole demo database is ~40 MB) and takes ~120 MB off the
  // server's resident memory (ADR 0026).
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
  // drizzle's types read as text, given to PGlite once (see `withoutParsersPerQuery`).
  const parsers = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((type) => [type, (value: string) => value]));
  if (options.dataDir && !options.inMemory) {
    const dir = resolve(options.dataDir);
    mkdirSync(dir, { recursive: true });
    release = await lockDataDir(dir, options.onLockLost);
    try {
      client = await PGlite.create({ dataDir: join(dir, 'pglite'), startParams, parsers });
    } catch (error) {
      await release();
      throw error;
    }
  } else {
    client = await PGlite.create({ startParams, parsers, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  }
  const pending = { statements: 0 };
  const db = drizzle(withoutParsersPerQuery(client, pending), { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    stats: () => ({ driver: 'pglite', pendingStatements: pending.statements }),
    wasmMemoryBytes: () => (client as unknown as { mod?: { wasmMemory?: { buffer: ArrayBuffer } } }).mod?.wasmMemory?.buffer.byteLength ?? 0,
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      await client.close();
      await release?.();
    },
  };
}

/**
 * The types drizzle's PGlite driver asks to be read as text (timestamp, timestamptz, interval, date and
 * the arrays numeric[], timestamp[], timestamptz[], interval[], date[]), by PostgreSQL type id.
 */
const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

/** A PGlite query's options, as far as this file needs them. */
interface QueryOptions { parsers?: Record<number, unknown> }
type Queryable = { query: (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown> };

/**
 * The client as drizzle is given it: a query's `parsers` option is dropped when it asks for no more than
 * `DRIZZLE_TEXT_TYPES`, which the client was created with. drizzle sends that option with every query,
 * and PGlite then copies its whole table of ~320 parsers into a new object for that query: ~180 µs of CPU
 * per statement, a third of a one-line cart write (ADR 0039). Any other option goes through unchanged.
 * `pending.statements` counts the client's queries and transactions that have not settled yet (queued
 * behind PGlite's one-at-a-time lock, or running); statements inside a transaction hold the lock already
 * and are not counted.
 */
function withoutParsersPerQuery<T extends object>(client: T, pending: { statements: number }): T {
  const known = new Set(DRIZZLE_TEXT_TYPES.map(String));
  const lean = (options: QueryOptions | undefined) =>
    options?.parsers && Object.keys(options.parsers).every((type) => known.has(type)) ? { ...options, parsers: undefined } : options;
  const counted = async <R>(top: boolean, work: () => Promise<R>): Promise<R> => {
    if (!top) return work();
    pending.statements++;
    try {
      return await work();
    } finally {
      pending.statements--;
    }
  };
  const wrap = <C extends object>(target: C, top: boolean): C =>
    new Proxy(target, {
      get(t, property) {
        const value: unknown = Reflect.get(t, property, t);
        if (property === 'query') {
          const query = (value as Queryable['query']).bind(t);
          return (text: string, params?: unknown[], options?: QueryOptions) => counted(top, () => query(text, params, lean(options)));
        }
        if (property === 'transaction') {
          const transaction = (value as (work: (tx: object) => Promise<unknown>) => Promise<unknown>).bind(t);
          return (work: (tx: object) => Promise<unknown>) => counted(top, () => transaction((tx) => work(wrap(tx, false))));
        }
        if (property === 'exec' && top) {
          const exec = (value as (text: string) => Promise<unknown>).bind(t);
          return (text: string) => counted(top, () => exec(text));
        }
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(t) : value;
      },
    });
  return wrap(client, true);
}

/** Who holds a DATA_DIR lock: written beside the lock directory once it is taken. */
interface LockOwner {
  pid: number;
  /** The process's start time as the kernel counts it (`/proc/<pid>/stat` field 22); null where unknown. */
  start: string | null;
  /** The lock directory's inode when the owner took it: a record left by an earlier lock does not match. */
  lock: number;
}

/** The start time of process `pid` (Linux), so a reused process id is not taken for the old owner; null elsewhere. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote `owner` still runs: the id answers and, where known, started when it did. */
function ownerAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user. ESRCH: gone.
    if ((error as { code?: string }).code !== 'EPERM') return false;
  }
  const start = processStart(owner.pid);
  return owner.start === null || start === null || start === owner.start;
}

/** The inode of `path`, or undefined when it does not exist. */
function inode(path: string): number | undefined {
  try {
    return statSync(path).ino;
  } catch {
    return undefined;
  }
}

/**
 * The owner of the lock directory as it is now; undefined when none is recorded for it (an owner in its
 * first instant, or a record left by an earlier lock).
 */
function readOwner(lockDir: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(`${lockDir}.owner`, 'utf8')) as Partial<LockOwner>;
    const valid = typeof owner.pid === 'number' && Number.isInteger(owner.pid) && owner.pid > 0 && typeof owner.lock === 'number';
    return valid && owner.lock === inode(lockDir) ? { pid: owner.pid!, start: owner.start ?? null, lock: owner.lock! } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes DATA_DIR for this process. PGlite has no cross-process lock, and two processes on one directory
 * corrupt it. The lock is proper-lockfile's directory `.lock`, refreshed every 5 s (its mtime, which is
 * why nothing is written inside it); this process's id and start time go beside it, in `.lock.owner`. A
 * lock whose owner is gone (killed, crashed, or its id now another program's) is removed and taken at
 * once; a lock with no owner on record counts as abandoned after proper-lockfile's 15 s. A live owner is
 * refused.
 * @returns the release
 * @throws Error 'Another Trade Portal server (process N) is using DATA_DIR …' while a live owner holds it
 */
export async function lockDataDir(dir: string, onCompromised?: (error: Error) => void): Promise<() => Promise<void>> {
  const { default: lockfile } = await import('proper-lockfile');
  const lockDir = join(dir, '.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      const release = await lockfile.lock(dir, { lockfilePath: lockDir, stale: 15_000, update: 5_000, ...(onCompromised ? { onCompromised } : {}) });
      const me: LockOwner = { pid: process.pid, start: processStart(process.pid), lock: inode(lockDir) ?? -1 };
      writeFileSync(`${lockDir}.owner`, JSON.stringify(me));
      return async () => {
        rmSync(`${lockDir}.owner`, { force: true });
        await release();
      };
    } catch (error) {
      const owner = readOwner(lockDir);
      if (attempt === 0 && owner && !ownerAlive(owner)) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if ((error as { code?: string }).code === 'ELOCKED') {
        throw new Error(
          `Another Trade Portal server${owner ? ` (process ${owner.pid})` : ''} is using DATA_DIR ${dir}. Stop it, or set another DATA_DIR.`,
          { cause: error },
        );
      }
      throw error;
    }
  }
}
