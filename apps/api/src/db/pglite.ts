/**
 * The embedded driver of `openDatabase`: PGlite under DATA_DIR (locked to this process, `dataDirLock.ts`)
 * or in memory (tests), with drizzle's migrator and a client that spares PGlite its per-query parser copy.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './dataDirLock';
import type { Database, Db, OpenOptions } from './open';
import * as schema from './schema';

/**
 * Opens the embedded database (under `options.dataDir`, else in memory) and applies pending migrations.
 * @throws Error 'Another Trade Portal server (process N) is using …' when a running process holds DATA_DIR
 */
export async function openPglite(options: OpenOptions, migrationsFolder: string): Promise<Database> {
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
