/**
 * Test harness: a seeded database (in-memory PGlite, or a fresh database on the PostgreSQL server of
 * DATABASE_URL) and the server with response validation on.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
  /** The emails written so far (no SMTP in tests), oldest first, once the mail sent after the answers is out. */
  outbox: () => Promise<OutboxEmail[]>;
  /** PostgreSQL only: the address of this file's database, for a second server on it. */
  databaseUrl?: string;
}

/** A new, empty database on the PostgreSQL server of `url`, and a way to drop it. */
export async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `tp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
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
 * A migrated and seeded in-memory PGlite. Creating one costs ~4 s, loading a dump ~0.6 s, so the first
 * test file dumps one, keyed by the migrations, the seed sources and `seedTimeKey` (the day, since the
 * order history is relative to it, and each store's last cut-off, since the seeded Pending orders are
 * placed after it): a cut-off passing makes a new dump.
 */
async function seededPglite(): Promise<Database> {
  const hash = createHash('sha1').update(seedTimeKey());
  for (const dir of ['migrations', 'src/seed']) {
    for (const f of readdirSync(join(apiRoot, dir)).filter((n) => /\.(sql|ts)$/.test(n)).sort()) hash.update(f).update(readFileSync(join(apiRoot, dir, f)));
  }
  const file = join(cacheDir, `seed-${hash.digest('hex').slice(0, 16)}.tar`);
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
 * Opens a seeded database and a server (responses validated against openapi.yaml) for one test file;
 * both close after the file. On PostgreSQL (DATABASE_URL set) each file gets its own database, dropped after.
 */
export async function setupApi(options: {
  loginRateLimit?: number; loginAddressRateLimit?: number; contactRateLimit?: number; accountRateLimit?: number; portalDist?: string;
  /** PostgreSQL only: the address the server connects through, given the test database's (a proxy that can be cut). */
  connectVia?: (url: string) => Promise<string>;
} = {}): Promise<Harness> {
  const base = process.env.DATABASE_URL;
  const pgDb = base ? await freshPostgres(base) : undefined;
  let database: Database;
  if (pgDb) {
    database = await openDatabase({ databaseUrl: options.connectVia ? await options.connectVia(pgDb.url) : pgDb.url });
    await seed(database.db);
  } else {
    database = await seededPglite();
  }
  const outboxDir = mkdtempSync(join(tmpdir(), 'trade-portal-outbox-'));
  const app = await buildServer({ db: database.db, ...(database.bus ? { bus: database.bus } : {}), mail: { outboxDir }, mailLog: () => undefined, publicUrl: 'http://portal.test', accountRateLimit: options.accountRateLimit ?? 1000, cacheCarts: database.driver === 'pglite', validateResponses: true, loginRateLimit: options.loginRateLimit ?? 1000, loginAddressRateLimit: options.loginAddressRateLimit ?? 10_000, loginGlobalRateLimit: 10_000, contactRateLimit: options.contactRateLimit ?? 1000, catalogueCheckMs: 0, contentCheckMs: 0, ...(options.portalDist ? { portalDist: options.portalDist } : {}) });
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
  });
  const login = async (email = 'single@demo.test') => {
    const res = await app.inject({ method: 'POST', url: '/Token', payload: `grant_type=password&username=${encodeURIComponent(email)}&password=Portal-Demo-1`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { access_token: string }).access_token;
  };
  return { app, database, login, outbox: async () => {
    await app.afterAnswer.idle();
    return readOutbox(outboxDir);
  }, ...(pgDb ? { databaseUrl: pgDb.url } : {}) };
}

export const SINGLE = '10010001';
export const MULTI = ['10020001', '10020002', '10020003'] as const;
export const RESTRICTED = '10030001';
export const auth = (token: string) => ({ authorization: `bearer ${token}` });
