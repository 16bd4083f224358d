/**
 * Measures the server as `npm start` runs it (not a test): start to first 200 on a fresh and on an existing
 * DATA_DIR, then GET /api/Product/AllProducts for 5 s with autocannon (full body, and 304 revalidation).
 * Uses a temporary DATA_DIR, or PostgreSQL when DATABASE_URL is set. Prints the figures.
 *   npx tsx apps/api/scripts/bench.ts [--connections 50] [--seconds 5]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const connections = arg('connections', 50);
const seconds = arg('seconds', 5);

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  statusCodeStats?: Record<string, { count: number }>;
}
type Autocannon = (options: { url: string; connections: number; duration: number; headers: Record<string, string> }) => Promise<AutocannonResult>;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts `src/main.ts` and resolves with the milliseconds until the first 200. */
async function start(port: number, dataDir: string): Promise<{ child: ChildProcess; ms: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(apiRoot, 'src/main.ts')], {
    cwd: apiRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PORTAL_DIST: join(dataDir, 'no-portal') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('The server exited before it answered.');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/assets/products/rmc.svg`);
      if (res.status === 200) return { child, ms: performance.now() - t0 };
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
}

async function stop(child: ChildProcess) {
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}

const dataDir = mkdtempSync(join(tmpdir(), 'trade-portal-bench-'));
const driver = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
try {
  const port = await freePort();
  const fresh = await start(port, dataDir);
  await stop(fresh.child);
  const again = await start(port, dataDir);
  console.log(`Driver: ${driver}`);
  console.log(`Start to first 200, fresh database (migrate + seed): ${Math.round(fresh.ms)} ms`);
  console.log(`Start to first 200, existing database:               ${Math.round(again.ms)} ms`);

  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=password&username=single%40demo.test&password=Portal-Demo-1',
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const url = `${base}/api/Product/AllProducts?accountNumber=10010001`;
  const headers = { authorization: `bearer ${token}` };
  const first = await fetch(url, { headers });
  const etag = first.headers.get('etag') ?? '';
  const bytes = (await first.arrayBuffer()).byteLength;
  console.log(`AllProducts body: ${bytes} bytes of JSON`);

  // autocannon ships no types: load it through require with the small interface above.
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const runs = [
    ['200, full catalogue', {}],
    ['200, gzip (Accept-Encoding: gzip)', { 'accept-encoding': 'gzip' }],
    ['304, If-None-Match', { 'if-none-match': etag }],
  ] as const;
  for (const [label, extra] of runs) {
    const r = await autocannon({ url, connections, duration: seconds, headers: { ...headers, ...extra } });
    console.log(
      `AllProducts ${label}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
        `${r.requests.total} requests, ${r.errors} errors (${connections} connections, ${seconds} s)`,
    );
  }
  await stop(again.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
