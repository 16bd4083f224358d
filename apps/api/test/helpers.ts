/**
 * Test harness: a seeded database (in-memory PGlite, or a fresh database on the PostgreSQL server of
 * DATABASE_URL) and the server with response validation on.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../src/db/open';
import { seed, seedTimeKey } from '../src/seed';
import { buildServer } from '../src/server';
import { readOutbox, type OutboxEmail } from './outbox';

export { readOutbox, type OutboxEmail };

export interface Harness {
  app: FastifyInstance;
  database: Database;
  login: (email?: string) => Promise<string>;
  /** The folder this server keeps claims' photos in (ADR 0055). */
  claimPhotoDir: string;
  /** The emails written so far (no SMTP in tests), oldest first, once the mail sent after the answers is out. */
  outbox: () => Promise<OutboxEmail[]>;
  /** PostgreSQL only: the address of this file's database, for a second server on it. */
  databaseUrl?: string;
}

/**
 * A new database on the PostgreSQL server of `url`, and a way to drop it: empty, or a copy of `template`
 * (PostgreSQL's `CREATE DATABASE … TEMPLATE`, a file copy: ~0.1 s against ~3 s of migrating and seeding).
 */
export async function freshPostgres(url: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `tp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // A copy is refused while another session is connected to its template (SQLSTATE 55006): the other
    // worker's copy of the same template, for a moment. It is tried again.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = join(apiRoot, 'node_modules/.cache/seeded-pglite');

/**
 * The key of a seeded database: the migrations, the seed sources and `seedTimeKey` (the day, since the
 * order history is relative to it, and each store's last cut-off, since the seeded Pending orders are
 * placed after it): a cut-off passing makes a new one.
 */
function seedKey(): string {
  const hash = createHash('sha1').update(seedTimeKey());
  for (const dir of ['migrations', 'src/seed']) {
    for (const f of readdirSync(join(apiRoot, dir)).filter((n) => /\.(sql|ts)$/.test(n)).sort()) hash.update(f).update(readFileSync(join(apiRoot, dir, f)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated and seeded in-memory PGlite. Creating one costs ~4 s, loading a dump ~0.6 s, so the first
 * test file dumps one, keyed by `seedKey()`.
 */
async function seededPglite(): Promise<Database> {
  const file = join(cacheDir, `seed-${seedKey()}.tar`);
  try {
    return await openDatabase({ loadDataDir: new Blob([readFileSync(file)]) });
  } catch {
    // No usable dump yet: build one below.
  }
  const database = await openDatabase({});
  await seed(database.db);
  const dump = Buffer.from(await (await database.dump!()).arrayBuffer());
  mkdirSync(cacheDir, { recursive: true });
  // Older dumps go; another worker's dump being written (`.part`) stays, or its rename would fail.
  for (const old of readdirSync(cacheDir)) if (old !== `${file.split('/').pop()}` && !old.endsWith('.part')) rmSync(join(cacheDir, old), { force: true });
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  return database;
}

/**
 * The name of a migrated and seeded template database on the PostgreSQL server of `url`, keyed by
 * `seedKey()`: the first test file to ask builds it (under an advisory lock, so two workers build it
 * once), every file then gets a copy of it (`freshPostgres`). Copying is what the server would do for a
 * new database anyway; migrating and seeding on PostgreSQL itself is still tested by the first file
 * and by db.test.ts.
 */
async function seededPostgresTemplate(url: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `tp_seed_${seedKey()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(2026112601)');
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      const building = `${name}_part`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const u = new URL(url);
      u.pathname = `/${building}`;
      const database = await openDatabase({ databaseUrl: u.toString() });
      await seed(database.db);
      await database.close();
      await admin.query(`alter database ${building} rename to ${name}`);
    }
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(2026112601)').catch(() => undefined);
    await admin.end();
  }
}

/**
 * Opens a seeded database and a server (responses validated against openapi.yaml) for one test file;
 * both close after the file. On PostgreSQL (DATABASE_URL set) each file gets its own database, dropped after.
 */
export async function setupApi(options: {
  loginRateLimit?: number; loginAddressRateLimit?: number; contactRateLimit?: number; accountRateLimit?: number; registrationAccountRateLimit?: number; registrationGlobalRateLimit?: number; trustProxy?: boolean; portalDist?: string;
  /** PostgreSQL only: the address the server connects through, given the test database's (a proxy that can be cut). */
  connectVia?: (url: string) => Promise<string>;
  /** Where the server tells the database's loss and return (`ServerOptions.databaseLog`). @default standard error */
  databaseLog?: (line: string) => void;
} = {}): Promise<Harness> {
  const base = process.env.DATABASE_URL;
  const pgDb = base ? await freshPostgres(base, await seededPostgresTemplate(base)) : undefined;
  let database: Database;
  if (pgDb) {
    database = await openDatabase({ databaseUrl: options.connectVia ? await options.connectVia(pgDb.url) : pgDb.url });
  } else {
    database = await seededPglite();
  }
  const outboxDir = mkdtempSync(join(tmpdir(), 'trade-portal-outbox-'));
  const claimPhotoDir = mkdtempSync(join(tmpdir(), 'trade-portal-claim-photos-'));
  const app = await buildServer({ db: database.db, ...(database.bus ? { bus: database.bus } : {}), mail: { outboxDir }, claimPhotoDir, backOfficeToken: BACK_OFFICE_TEST_TOKEN, mailLog: () => undefined, publicUrl: 'http://portal.test', accountRateLimit: options.accountRateLimit ?? 1000, registrationAccountRateLimit: options.registrationAccountRateLimit ?? 10_000, registrationGlobalRateLimit: options.registrationGlobalRateLimit ?? 10_000, cacheCarts: database.driver === 'pglite', validateResponses: true, loginRateLimit: options.loginRateLimit ?? 1000, loginAddressRateLimit: options.loginAddressRateLimit ?? 10_000, loginGlobalRateLimit: 10_000, contactRateLimit: options.contactRateLimit ?? 1000, catalogueCheckMs: 0, contentCheckMs: 0, ...(options.trustProxy ? { trustProxy: true } : {}), ...(options.portalDist ? { portalDist: options.portalDist } : {}), ...(options.databaseLog ? { databaseLog: options.databaseLog } : {}) });
  await app.ready();
  afterEach(() => {
    const errors = app.responseErrors.splice(0);
    expect(errors, 'responses must match openapi.yaml').toEqual([]);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await pgDb?.drop();
    rmSync(outboxDir, { recursive: true, force: true });
    rmSync(claimPhotoDir, { recursive: true, force: true });
  });
  const login = async (email = 'single@demo.test') => {
    const res = await app.inject({ method: 'POST', url: '/Token', payload: `grant_type=password&username=${encodeURIComponent(email)}&password=Portal-Demo-1`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { access_token: string }).access_token;
  };
  return { app, database, login, claimPhotoDir, outbox: async () => {
    await app.afterAnswer.idle();
    return readOutbox(outboxDir);
  }, ...(pgDb ? { databaseUrl: pgDb.url } : {}) };
}

/** The back office's credential of the test servers (`ServerOptions.backOfficeToken`). */
export const BACK_OFFICE_TEST_TOKEN = 'back-office-test-token-0123456789abcdef';

export const SINGLE = '10010001';
export const MULTI = ['10020001', '10020002', '10020003'] as const;
export const RESTRICTED = '10030001';
export const auth = (token: string) => ({ authorization: `bearer ${token}` });

/** A loopback port nothing listens on now, for a server process a test starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}
