import { describe, expect, it, vi } from 'vitest';
import { describeOpenError } from './openError';

const URL_WITH_PASSWORD = 'postgres://tradeportal:Pw-never-shown-8472@db.example:6543/portal?sslmode=require';

/** An error as pg gives it (SQLSTATE in `code`), wrapped as drizzle's migrator throws it. */
function wrapped(code: string | undefined, message: string): Error {
  const cause = Object.assign(new Error(message), code ? { code } : {});
  return new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"\nparams: ', { cause });
}

describe('describeOpenError', () => {
  it.each([
    ['a wrong password (28P01)', wrapped('28P01', 'password authentication failed for user "tradeportal"'),
      'PostgreSQL at db.example:6543 refused the password of user "tradeportal" (password authentication failed for user "tradeportal"): check the password in DATABASE_URL'],
    ['a refusal by pg_hba.conf (28000)', wrapped('28000', 'no pg_hba.conf entry for host "10.0.0.5", user "tradeportal", database "portal", no encryption'),
      'PostgreSQL at db.example:6543 refused user "tradeportal" on database "portal" (no pg_hba.conf entry for host "10.0.0.5", user "tradeportal", database "portal", no encryption): allow it in the server\'s pg_hba.conf, or set sslmode'],
    ['a host that does not resolve', wrapped('ENOTFOUND', 'getaddrinfo ENOTFOUND db.example'),
      'The database host "db.example" is not found (getaddrinfo ENOTFOUND db.example): check the host in DATABASE_URL.'],
    ['pg\'s connection timeout', wrapped(undefined, 'Connection terminated due to connection timeout'),
      'PostgreSQL at db.example:6543 did not answer in time (Connection terminated due to connection timeout)'],
    ['a server without TLS', wrapped(undefined, 'The server does not support SSL connections'),
      'The TLS connection to PostgreSQL at db.example:6543 failed (The server does not support SSL connections): set sslmode in DATABASE_URL'],
    ['a server starting up (57P03)', wrapped('57P03', 'the database system is starting up'),
      'PostgreSQL at db.example:6543 is starting up or shutting down (the database system is starting up): try again in a moment.'],
  ])('%s: the cause in the server\'s words and what to do', (_, error, expected) => {
    expect(describeOpenError(error, URL_WITH_PASSWORD)).toContain(expected);
  });

  it('finds a refused connection inside an AggregateError (a name with several addresses)', () => {
    const refused = (address: string) => Object.assign(new Error(`connect ECONNREFUSED ${address}:6543`), { code: 'ECONNREFUSED' });
    const error = new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"', { cause: new AggregateError([refused('::1'), refused('127.0.0.1')]) });
    expect(describeOpenError(error, 'postgres://localhost:6543/portal')).toBe('No PostgreSQL answers at localhost:6543: start one with `npm run db:start` or check DATABASE_URL.');
  });

  it('names a failing migration\'s statement and code when the cause is not a known one', () => {
    const error = new Error('Failed query: ALTER TABLE "orders" ADD COLUMN "x" integer\nparams: ', { cause: Object.assign(new Error('column "x" of relation "orders" already exists'), { code: '42701' }) });
    expect(describeOpenError(error, URL_WITH_PASSWORD)).toBe(
      'Could not open the PostgreSQL database "portal" at db.example:6543 as "tradeportal": column "x" of relation "orders" already exists (42701), in Failed query: ALTER TABLE "orders" ADD COLUMN "x" integer.',
    );
  });

  it('never shows the password, even where the driver\'s words hold the connection string', () => {
    const error = wrapped(undefined, `could not connect to ${URL_WITH_PASSWORD} with Pw-never-shown-8472`);
    const text = describeOpenError(error, URL_WITH_PASSWORD);
    expect(text).not.toContain('Pw-never-shown-8472');
    expect(text).toContain('could not connect to DATABASE_URL with ***');
  });

  it('takes pg\'s defaults for what the URL leaves out', () => {
    vi.stubEnv('PGHOST', '');
    vi.stubEnv('PGPORT', '');
    vi.stubEnv('PGUSER', 'clerk');
    const error = wrapped('3D000', 'database "shop" does not exist');
    expect(describeOpenError(error, 'postgres:///shop')).toContain('The database "shop" does not exist on localhost:5432 (database "shop" does not exist): create it with `createdb -h localhost -p 5432 -U clerk shop`');
    expect(describeOpenError(error, 'postgresql://u@127.0.0.1/shop')).toContain('The database "shop" does not exist on 127.0.0.1:5432');
    vi.unstubAllEnvs();
  });
});
