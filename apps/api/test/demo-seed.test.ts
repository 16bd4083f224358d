/**
 * The demo data only where it belongs (ADR 0047): the embedded database is seeded with the
 * demo when empty; PostgreSQL only with SEED_DEMO=true; an empty database the demo is not wanted on stays
 * empty; and a database holding the demo logins is refused where the demo is not wanted. On PostgreSQL
 * (DATABASE_URL) the real process is started too.
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { schema } from '../src/db/open';
import { seed } from '../src/seed';
import { DemoLoginsRefused, EMPTY_DATABASE_MESSAGE, prepareData, seedDemoFromEnv } from '../src/seed/startData';
import { emptyDatabase } from './emptyDatabase';
import { freePort } from './helpers';

const NOW = new Date('2026-03-04T10:00:00Z');
const DEMO_EMAILS = ['single@demo.test', 'multi@demo.test', 'restricted@demo.test', 'survey@demo.test', 'firsttime@demo.test'];

describe('SEED_DEMO', () => {
  it('defaults to the demo on the embedded database and to none on PostgreSQL', () => {
    expect(seedDemoFromEnv(undefined, 'pglite')).toBe(true);
    expect(seedDemoFromEnv('', 'pglite')).toBe(true);
    expect(seedDemoFromEnv(undefined, 'postgres')).toBe(false);
    expect(seedDemoFromEnv(' ', 'postgres')).toBe(false);
  });

  it('true or false wins over the default; anything else is refused by name', () => {
    expect(seedDemoFromEnv('true', 'postgres')).toBe(true);
    expect(seedDemoFromEnv('false', 'pglite')).toBe(false);
    expect(() => seedDemoFromEnv('yes', 'postgres')).toThrow('SEED_DEMO must be true or false, not "yes".');
  });
});

const database = await emptyDatabase();
afterAll(() => database.close());

describe('prepareData', () => {
  const users = async () => (await database.db.select({ n: count() }).from(schema.users))[0]!.n;
  const products = async () => (await database.db.select({ n: count() }).from(schema.products))[0]!.n;

  it('leaves an empty database empty when the demo is not wanted', async () => {
    expect(await prepareData(database.db, { seedDemo: false, now: NOW })).toEqual({ empty: true, seeded: false, demoLogins: [] });
    expect(Number(await users())).toBe(0);
    expect(Number(await products())).toBe(0);
  });

  it('seeds an empty database when the demo is wanted, once', async () => {
    const said: string[] = [];
    const first = await prepareData(database.db, { seedDemo: true, now: NOW, onSeeding: () => said.push('seeding') });
    expect(first).toEqual({ empty: true, seeded: true, demoLogins: DEMO_EMAILS });
    expect(said).toEqual(['seeding']);
    expect(await prepareData(database.db, { seedDemo: true, now: NOW })).toEqual({ empty: false, seeded: false, demoLogins: DEMO_EMAILS });
    // A second seed (another process that found the database empty a moment ago) finds it seeded under the lock.
    expect(await seed(database.db, NOW)).toBe(false);
    expect(Number(await users())).toBe(5);
  });

  it('refuses a database holding the demo logins when the demo is not wanted, naming them', async () => {
    const refusal = await prepareData(database.db, { seedDemo: false, now: NOW }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DemoLoginsRefused);
    expect((refusal as DemoLoginsRefused).emails).toEqual(DEMO_EMAILS);
    expect((refusal as Error).message).toContain(`holds the demo logins ${DEMO_EMAILS.join(', ')}, whose password is printed in the README`);
  });
});

/**
 * Runs main.ts on `databaseUrl` until it is ready (then stops it) or exits.
 * @returns all it printed, and its exit code (null when it was stopped once ready)
 */
async function startMain(databaseUrl: string, env: Record<string, string> = {}): Promise<{ output: string; code: number | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../src/main.ts')], {
    env: { ...process.env, PORT: String(await freePort()), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, SEED_DEMO: '', PORTAL_DIST: join(tmpdir(), 'no-portal'), LOG_LEVEL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let ready = false;
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    if (!ready && output.includes('is ready at')) {
      ready = true;
      child.kill('SIGTERM');
    }
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const code = await new Promise<number | null>((done) => child.on('exit', (c) => done(c)));
  return { output, code: ready ? null : code };
}

describe.skipIf(!process.env.DATABASE_URL)('npm start on PostgreSQL', () => {
  it('gives an empty database the schema and the line on loading data, and refuses to start on the demo logins', async () => {
    const fresh = await emptyDatabase();
    try {
      const empty = await startMain(fresh.url!);
      expect(empty.code).toBeNull();
      expect(empty.output).toContain(EMPTY_DATABASE_MESSAGE);
      expect(empty.output).not.toContain('Demo logins');

      // Seeded as SEED_DEMO=true seeds it (prepareData, above), without a third start.
      await seed(fresh.db, NOW);

      const refused = await startMain(fresh.url!);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`Could not start: This database holds the demo logins ${DEMO_EMAILS.join(', ')}`);
      expect(refused.output).not.toContain('is ready at');
    } finally {
      await fresh.close();
    }
  }, 180_000);
});
