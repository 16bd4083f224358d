/**
 * What the resilience scenarios share (`npm run test:resilience`, ADR 0026): API processes started as
 * `npm start` starts them (Node running the built apps/api/dist/main.js), on a fresh embedded database
 * under a temp DATA_DIR or on a fresh database of the PostgreSQL at DATABASE_URL; their memory; and small
 * HTTP helpers.
 * Figures are counts and ratios measured in one run (these machines are shared: a time alone proves little).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';

export const root = resolve(import.meta.dirname, '../..');
export const PASSWORD = 'Portal-Demo-1';

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });
}

/** A new temp directory, removed with `cleanup()`. */
const temps = [];
export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), `trade-portal-${prefix}-`));
  temps.push(dir);
  return dir;
}

/** A new empty database on the PostgreSQL server of `DATABASE_URL`; undefined when there is none. */
export async function freshPostgres() {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  const { default: pg } = await import('pg');
  const name = `tp_resilience_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

const servers = new Set();

/**
 * Starts an API process and waits until it answers (up to 5 minutes by default: a first start seeds a
 * fresh database, seconds on a quiet machine and over a minute on a loaded one).
 * @param {{ dataDir?: string, databaseUrl?: string, env?: Record<string, string>, port?: number, readyTimeoutMs?: number, wait?: boolean }} options
 * @returns {Promise<{ url: string, port: number, pid: number, child: import('node:child_process').ChildProcess, output: () => string, exited: Promise<number | null>, kill: (signal?: string) => Promise<void>, rssMb: () => number }>}
 */
export async function startServer({ dataDir, databaseUrl, env = {}, port, readyTimeoutMs = 300_000, wait = true } = {}) {
  port ??= await freePort();
  // The program, flags and environment of apps/api's `npm start` (its package.json script, ADR 0039): the
  // built server, which run.mjs builds first when its sources changed.
  const child = spawn(process.execPath, ['--max-semi-space-size=8', 'apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOGIN_RATE_LIMIT: '100000',
      LOGIN_ADDRESS_RATE_LIMIT: '100000',
      LOGIN_GLOBAL_RATE_LIMIT: '100000',
      // The checks log in as the demo users: on PostgreSQL the demo is seeded only when asked for (ADR 0047).
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' } : { DATABASE_URL: '' }),
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (c) => (text += c));
  child.stderr.on('data', (c) => (text += c));
  const exited = new Promise((done) => child.on('exit', (code, signal) => done(code ?? signal)));
  const server = {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    child,
    output: () => text,
    exited,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      servers.delete(server);
    },
    rssMb() {
      try {
        const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]);
        return kb / 1024;
      } catch {
        return NaN;
      }
    },
  };
  servers.add(server);
  if (!wait) return server;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited while starting:\n${text}`);
    try {
      const r = await fetch(`${server.url}/api/ContactUs/GetSubjectTitles`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > readyTimeoutMs) throw new Error(`the server did not answer within ${readyTimeoutMs} ms:\n${text}`);
    await sleep(100);
  }
  return server;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Stops every server still running and removes the temp directories. */
export async function cleanup() {
  for (const s of [...servers]) await s.kill('SIGKILL');
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** POST /Token. @returns the bearer token */
export async function login(url, email) {
  const r = await fetch(`${url}/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `grant_type=password&username=${encodeURIComponent(email)}&password=${PASSWORD}`,
  });
  if (!r.ok) throw new Error(`login of ${email}: ${r.status} ${await r.text()}`);
  return (await r.json()).access_token;
}

/**
 * One API call. @returns `{ status, body }` (body parsed when JSON); status 0 when the connection failed
 */
export async function api(url, token, method, path, { body, headers = {} } = {}) {
  try {
    const r = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const type = r.headers.get('content-type') ?? '';
    const data = type.includes('json') ? await r.json().catch(() => null) : await r.arrayBuffer();
    return { status: r.status, body: data };
  } catch (error) {
    return { status: 0, body: String(error) };
  }
}

/** Fails the scenario with `message` when `ok` is false. */
export function check(ok, message) {
  if (!ok) throw new Error(message);
}

/** Orderable products a store can add at their minimum order. */
export async function orderable(url, token, account) {
  const { body } = await api(url, token, 'GET', `/api/Product/AllProducts?accountNumber=${account}`);
  return body.Products.filter((p) => !p.OutOfStock);
}
