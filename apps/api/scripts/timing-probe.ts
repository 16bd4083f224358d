/**
 * Measures whether the public account calls tell by their time who has an account (ADR 0032):
 * for each call, `--pairs` interleaved pairs of one request about a real account and one about an unknown
 * address, in a random order within each pair, over real HTTP to the server as `npm start` builds it on a
 * fresh embedded database in a temporary DATA_DIR (or on PostgreSQL when DATABASE_URL is set: a throwaway
 * database is not made, so point it at an empty one). Prints the median, 25th and 75th percentile answer
 * times (milliseconds) of each side and the difference of the medians.
 *   - ForgottenPassword: a verified user vs an unknown address
 *   - ResendVerification: an unverified user vs an unknown address
 *   - POST /Token: a real user with a wrong password vs an unknown user
 * Each pair uses fresh addresses, so a per-recipient mail limit never decides what a request does: the
 * figures compare a request that has mail to send with one that has none.
 *   npx tsx apps/api/scripts/timing-probe.ts [--pairs 50] [--json <file>]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/open';
import { schema } from '../src/db/open';
import { isEmpty, seed } from '../src/seed';
import { hashPassword } from '../src/services/auth';
import { buildServer } from '../src/server';

const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const pairs = Number(option('pairs') ?? 50);
if (!Number.isInteger(pairs) || pairs < 1) throw new Error('--pairs must be a whole number of at least 1.');
const jsonFile = option('json');

const dataDir = mkdtempSync(join(tmpdir(), 'trade-portal-timing-'));
const database = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir });
if (await isEmpty(database.db)) await seed(database.db);

// Fresh accounts for every pair (and the warm-up): verified ones for the reset, unverified ones for the
// verification link, all with the same password hash the login side checks against.
const passwordHash = await hashPassword('Probe-Password-1');
const run = Date.now().toString(36);
const makeUsers = async (kind: string, verified: boolean) => {
  const emails = Array.from({ length: pairs + 5 }, (_, i) => `probe-${kind}-${run}-${i}@probe.test`);
  await database.db.insert(schema.users).values(emails.map((email) => ({ email, passwordHash, firstName: 'Probe', lastName: 'User', verifiedAt: verified ? new Date() : null })));
  return emails;
};
const verifiedUsers = await makeUsers('verified', true);
const unverifiedUsers = await makeUsers('unverified', false);
const unknown = (kind: string, i: number) => `nobody-${kind}-${run}-${i}@probe.test`;

const app = await buildServer({
  db: database.db,
  ...(database.bus ? { bus: database.bus } : {}),
  mail: { outboxDir: join(dataDir, 'outbox') },
  mailLog: () => undefined,
  publicUrl: 'http://localhost:8080',
  accountRateLimit: 1_000_000,
  loginRateLimit: 1_000_000,
  loginAddressRateLimit: 1_000_000,
  loginGlobalRateLimit: 1_000_000,
  cacheCarts: database.driver === 'pglite',
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const timed = async (path: string, body: string, contentType: string) => {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });
  await res.arrayBuffer();
  const ms = performance.now() - started;
  return { ms, status: res.status };
};
const json = (path: string, email: string) => timed(path, JSON.stringify({ Email: email }), 'application/json');
const token = (email: string, password: string) =>
  timed('/Token', new URLSearchParams({ grant_type: 'password', username: email, password }).toString(), 'application/x-www-form-urlencoded');

interface Probe {
  name: string;
  known: (i: number) => Promise<{ ms: number; status: number }>;
  unknown: (i: number) => Promise<{ ms: number; status: number }>;
}
const probes: Probe[] = [
  { name: 'ForgottenPassword', known: (i) => json('/api/Account/ForgottenPassword', verifiedUsers[i]!), unknown: (i) => json('/api/Account/ForgottenPassword', unknown('reset', i)) },
  { name: 'ResendVerification', known: (i) => json('/api/Account/ResendVerification', unverifiedUsers[i]!), unknown: (i) => json('/api/Account/ResendVerification', unknown('verify', i)) },
  { name: 'POST /Token (wrong password)', known: (i) => token(verifiedUsers[i]!, 'Wrong-Password-9'), unknown: (i) => token(unknown('login', i), 'Wrong-Password-9') },
];

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  return sorted[lo]! + (sorted[Math.min(lo + 1, sorted.length - 1)]! - sorted[lo]!) * (at - lo);
};
const round = (ms: number) => Math.round(ms * 10) / 10;

const results = [];
for (const probe of probes) {
  // Warm-up on the spare accounts (the last five): compiled code paths and warm caches on both sides.
  for (let i = pairs; i < pairs + 5; i++) {
    await probe.known(i);
    await probe.unknown(i);
  }
  const known: number[] = [];
  const unknownTimes: number[] = [];
  const statuses = new Set<number>();
  for (let i = 0; i < pairs; i++) {
    const order = Math.random() < 0.5 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
    for (const side of order) {
      const { ms, status } = await probe[side](i);
      statuses.add(status);
      (side === 'known' ? known : unknownTimes).push(ms);
    }
  }
  const row = {
    call: probe.name,
    pairs,
    statuses: [...statuses].sort(),
    knownMedianMs: round(quantile(known, 0.5)),
    unknownMedianMs: round(quantile(unknownTimes, 0.5)),
    differenceMs: round(quantile(known, 0.5) - quantile(unknownTimes, 0.5)),
    knownIqrMs: [round(quantile(known, 0.25)), round(quantile(known, 0.75))],
    unknownIqrMs: [round(quantile(unknownTimes, 0.25)), round(quantile(unknownTimes, 0.75))],
  };
  results.push(row);
  console.log(
    `${row.call.padEnd(30)} real ${String(row.knownMedianMs).padStart(6)} ms (IQR ${row.knownIqrMs.join('–')})   unknown ${String(row.unknownMedianMs).padStart(6)} ms (IQR ${row.unknownIqrMs.join('–')})   difference ${row.differenceMs} ms   statuses ${row.statuses.join(',')}`,
  );
}

if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify({ driver: database.driver, results }, null, 2)}\n`);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
