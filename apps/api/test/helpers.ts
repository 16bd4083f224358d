/**
 * Test harness: a seeded database (in-memory PGlite, or a fresh database on the PostgreSQL server of
 * DATABASE_URL) and the server with response validation on.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../src/db/open';
import { seed } from '../src/seed';
import { buildServer } from '../src/server';

export interface Harness {
  app: FastifyInstance;
  database: Database;
  login: (email?: string) => Promise<string>;
}

async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
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

/** Opens a seeded database and a server for one test file; both close after the file. */
export async function setupApi(options: { loginRateLimit?: number } = {}): Promise<Harness> {
  const base = process.env.DATABASE_URL;
  const pgDb = base ? await freshPostgres(base) : undefined;
  const database = await openDatabase(pgDb ? { databaseUrl: pgDb.url } : {});
  await seed(database.db);
  const app = await buildServer({ db: database.db, validateResponses: true, loginRateLimit: options.loginRateLimit ?? 1000 });
  await app.ready();
  afterEach(() => {
    const errors = app.responseErrors.splice(0);
    expect(errors, 'responses must match openapi.yaml').toEqual([]);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await pgDb?.drop();
  });
  const login = async (email = 'single@demo.test') => {
    const res = await app.inject({ method: 'POST', url: '/Token', payload: `grant_type=password&username=${encodeURIComponent(email)}&password=Portal-Demo-1`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { access_token: string }).access_token;
  };
  return { app, database, login };
}

export const SINGLE = '10010001';
export const MULTI = ['10020001', '10020002', '10020003'] as const;
export const RESTRICTED = '10030001';
export const auth = (token: string) => ({ authorization: `bearer ${token}` });
