/**
 * What `npm start` says when PostgreSQL cannot be opened: the open step (connect and
 * migrate) against a port where nothing listens, and, on a PostgreSQL server (DATABASE_URL), a database,
 * a role and a privilege that are missing. Each message names the cause and what to do, and never the
 * password of DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open';
import { freshPostgres } from './helpers';

const PASSWORD = 'Pw-never-shown-8472';

/** What `openDatabase` rejects with for `url` (it must reject). */
async function openError(url: string): Promise<Error> {
  const outcome = await openDatabase({ databaseUrl: url }).then(
    async (database) => {
      await database.close();
      return undefined;
    },
    (error: unknown) => error as Error,
  );
  expect(outcome, `opening ${url} must fail`).toBeInstanceOf(Error);
  return outcome!;
}

/** A port on 127.0.0.1 where nothing listens: taken from the system, then let go. */
async function stoppedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

describe('opening PostgreSQL where nothing listens', () => {
  it('says no PostgreSQL answers at that host and port, how to start one, and keeps the driver error as the cause', async () => {
    const port = await stoppedPort();
    const error = await openError(`postgres://tradeportal:${PASSWORD}@127.0.0.1:${port}/tradeportal`);
    expect(error.message).toBe(`No PostgreSQL answers at 127.0.0.1:${port}: start one with \`npm run db:start\` or check DATABASE_URL.`);
    expect((error.cause as Error).message).toMatch(/^Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"/);
    expect(((error.cause as Error).cause as { code?: string }).code).toBe('ECONNREFUSED');
  });
});

const base = process.env.DATABASE_URL;

describe.skipIf(!base)('opening PostgreSQL with what is missing on the server (PostgreSQL)', () => {
  /** `base` with another user (and a password), database or both. */
  const urlFor = (parts: { user?: string; database?: string }) => {
    const u = new URL(base!);
    if (parts.user) u.username = parts.user;
    u.password = PASSWORD;
    if (parts.database) u.pathname = `/${parts.database}`;
    return u;
  };

  it('a database that does not exist: says so and gives the createdb command', async () => {
    const name = `tp_missing_${randomBytes(4).toString('hex')}`;
    const url = urlFor({ database: name });
    const error = await openError(url.toString());
    const user = decodeURIComponent(url.username);
    expect(error.message).toBe(
      `The database "${name}" does not exist on ${url.hostname}:${url.port} (database "${name}" does not exist): ` +
        `create it with \`createdb -h ${url.hostname} -p ${url.port} -U ${user} ${name}\`, or as an administrator \`CREATE DATABASE ${name} OWNER ${user};\`.`,
    );
    expect(error.message).not.toContain(PASSWORD);
  });

  it('a role that does not exist: says so and how to create it', async () => {
    const role = `tp_nobody_${randomBytes(4).toString('hex')}`;
    const error = await openError(urlFor({ user: role }).toString());
    expect(error.message).toMatch(new RegExp(`^The user "${role}" does not exist on .+ \\(role "${role}" does not exist\\): create it as an administrator with \`CREATE ROLE ${role} LOGIN PASSWORD '…';\``));
    expect(error.message).not.toContain(PASSWORD);
  });

  it('a user that may not create the migrations\' schema: names the privilege and how to give it', async () => {
    const { default: pg } = await import('pg');
    const role = `tp_noprivilege_${randomBytes(4).toString('hex')}`;
    const empty = await freshPostgres(base!);
    const database = new URL(empty.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      await admin.query(`create role ${role} login`);
      const error = await openError(urlFor({ user: role, database }).toString());
      expect(error.message).toBe(
        `User "${role}" lacks a privilege the migrations need on database "${database}" (permission denied for database ${database}): ` +
          `make it the database's owner (\`ALTER DATABASE ${database} OWNER TO ${role};\`), or grant it CREATE on the database and on schema public.`,
      );
      expect(error.message).not.toContain(PASSWORD);
    } finally {
      await empty.drop();
      await admin.query(`drop role if exists ${role}`);
      await admin.end();
    }
  });
});
