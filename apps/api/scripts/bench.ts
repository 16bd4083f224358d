/**
 * The server half of `npm run bench`: measures the API as `npm start` runs it (not a test), against a bare
 * Fastify route started in the same run, on the embedded database or on PostgreSQL when DATABASE_URL is set.
 * - start to first 200 on a fresh DATA_DIR or database (migrate + seed) and on an existing one, milliseconds
 * - the bare reference, then GET /api/Product/AllProducts, GET /api/BackEndCart and the cart quantity
 *   update the portal sends (PUT /api/BackEndCart, valid §5 quantities on four stores' carts), each for
 *   `--seconds` at `--connections` with autocannon: req/s, p50 and p99 latency (ms), errors and non-2xx
 * - the API process's resident memory (MB): idle after start, peak under load, and 30 s after the load
 *   (sampled each second), with Node's heap and the embedded database's WebAssembly memory beside it at
 *   idle and after (the server's MEMORY_REPORT_FILE diagnostic), so that one can tell which gives back what
 * Targets: AllProducts ≥ 0.25 × the bare route's req/s, cart reads and updates p99 ≤ 50 ms,
 * idle ≤ 300 MB, 30 s after the load ≤ 1.2 × idle.
 * Prints the figures and, with --json, writes them to a file (shape: `BenchResult` below).
 *   npx tsx apps/api/scripts/bench.ts [--json <file>] [--connections 50] [--seconds 5]
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const numberOption = (name: string, fallback: number) => {
  const value = Number(option(name) ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number.`);
  return value;
};
const connections = numberOption('connections', 50);
const seconds = numberOption('seconds', 5);
const jsonFile = option('json');

/** One measured call: req/s, latencies in milliseconds. */
interface RunResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** `rps` over the bare reference's req/s. */
  rpsRatioToBare: number;
  /** The target for p99, milliseconds ; null when the run's target is a ratio. */
  p99Target: number | null;
  /** The target for `rpsRatioToBare`, at least; null when the run's target is its p99. */
  rpsRatioTarget: number | null;
  met: boolean;
}

/** Node's memory (process.memoryUsage) and the embedded database's WebAssembly memory, MB. */
interface MemoryParts {
  heapUsedMB: number;
  heapTotalMB: number;
  externalMB: number;
  /** WebAssembly memory of PGlite: its size, which only grows; null on PostgreSQL. */
  wasmMB: number | null;
}

/** What `--json` writes; read by the root `npm run bench`. */
interface BenchResult {
  driver: 'pglite' | 'postgresql';
  connections: number;
  seconds: number;
  startFreshMs: number;
  startExistingMs: number;
  bare: { rps: number; p50: number; p99: number };
  runs: RunResult[];
  /** Resident set size of the API process, MB, with its parts at idle and after. */
  memory: {
    idleMB: number;
    peakMB: number;
    /** `afterSeconds` after the load. */
    afterMB: number;
    afterSeconds: number;
    idleTargetMB: number;
    idleMet: boolean;
    backWithin20Percent: boolean;
    idleParts: MemoryParts | null;
    afterParts: MemoryParts | null;
  };
}

interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  method?: string;
  requests?: AutocannonRequest[];
}) => Promise<AutocannonResult>;
// autocannon ships no types: load it through require with the small interface above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const memoryFile = join(tmpdir(), `trade-portal-bench-memory-${process.pid}.json`);

/** Asks the API process for its memory parts (SIGUSR2, MEMORY_REPORT_FILE), MB; null when it does not answer within 2 s. */
async function memoryParts(pid: number): Promise<MemoryParts | null> {
  rmSync(memoryFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 2000; waited += 20) {
    if (existsSync(memoryFile)) {
      const m = JSON.parse(readFileSync(memoryFile, 'utf8')) as { heapUsed: number; heapTotal: number; external: number; wasm: number | null };
      const mb = (bytes: number) => round(bytes / 2 ** 20);
      return { heapUsedMB: mb(m.heapUsed), heapTotalMB: mb(m.heapTotal), externalMB: mb(m.external), wasmMB: m.wasm === null ? null : mb(m.wasm) };
    }
    await sleep(20);
  }
  return null;
}
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * How apps/api's `npm start` runs the server (its package.json script), ADR 0039: young generation of at
 * most 8 MB a semi-space, and two malloc arenas, so the memory a burst took is given back.
 */
const API_NODE_FLAGS = ['--max-semi-space-size=8'];
// The bench logs in as the demo users: on PostgreSQL the demo is seeded only when asked for (ADR 0047).
const API_ENV = { MALLOC_ARENA_MAX: '2', SEED_DEMO: 'true' };

/** Every server this bench started, stopped at the end or on an interrupt. */
const children: ChildProcess[] = [];

/** Starts a TypeScript entry point with tsx and resolves with the milliseconds until `probe` answers 200. */
async function start(entry: string, env: Record<string, string>, probe: string, nodeFlags: string[] = []): Promise<{ child: ChildProcess; ms: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', entry], {
    cwd: apiRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`${entry} exited before it answered.`);
    try {
      const res = await fetch(probe);
      await res.arrayBuffer();
      if (res.status === 200) return { child, ms: performance.now() - t0 };
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}

/** Resident set size of a process, MB: /proc on Linux, `ps` elsewhere. */
function rssMB(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    if (kb) return Number(kb) / 1024;
  } catch {
    // no /proc: ask ps
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
}

/** Runs autocannon twice (one second to warm up, then the measured run) and checks the answers. */
async function hammer(label: string, options: Omit<Parameters<Autocannon>[0], 'connections' | 'duration'>): Promise<AutocannonResult> {
  await autocannon({ ...options, connections, duration: 1 });
  const r = await autocannon({ ...options, connections, duration: seconds });
  const statuses = Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => `${code}×${s.count}`).join(' ');
  console.log(
    `${label.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  ` +
      `p99 ${String(r.latency.p99).padStart(4)} ms  ${r.requests.total} requests, ${r.errors} errors, ${r.non2xx} non-2xx (${statuses})`,
  );
  return r;
}

const dataDir = mkdtempSync(join(tmpdir(), 'trade-portal-bench-'));
const driver: BenchResult['driver'] = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
// Interrupted (Ctrl+C, or `npm run bench` stopping): the servers and the data go as at the end, so no API
// process is left running on a throwaway database.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, async () => {
    // Their exit first: a server answering a last memory report would write its file after the removal.
    await Promise.race([Promise.all(children.map((child) => stop(child))), sleep(5_000)]);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(memoryFile, { force: true });
    process.exit(130);
  });
}
try {
  // The bare reference first, alone on the machine, in its own process.
  const barePort = await freePort();
  const bareUrl = `http://127.0.0.1:${barePort}/ping`;
  const bareServer = await start(join(apiRoot, 'scripts/bare-server.ts'), { PORT: String(barePort) }, bareUrl);
  console.log(`Server bench: ${driver === 'pglite' ? 'embedded PGlite' : 'PostgreSQL (DATABASE_URL)'}, ${connections} connections, ${seconds} s per run`);
  const bareRun = await hammer('Bare Fastify route (reference)', { url: bareUrl });
  await stop(bareServer.child);
  const bare = { rps: Math.round(bareRun.requests.average), p50: bareRun.latency.p50, p99: bareRun.latency.p99 };

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const apiEnv = { ...API_ENV, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PORTAL_DIST: join(dataDir, 'no-portal'), SEED_PRODUCTS: '', MEMORY_REPORT_FILE: memoryFile };
  const probe = `${base}/assets/products/rmc.svg`;
  const fresh = await start(join(apiRoot, 'src/main.ts'), apiEnv, probe, API_NODE_FLAGS);
  await stop(fresh.child);
  const api = await start(join(apiRoot, 'src/main.ts'), apiEnv, probe, API_NODE_FLAGS);
  const pid = api.child.pid!;
  console.log(`Start to first 200: fresh database (migrate + seed) ${Math.round(fresh.ms)} ms, existing database ${Math.round(api.ms)} ms`);

  const login = async (email: string) => {
    const res = await fetch(`${base}/Token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=password&username=${encodeURIComponent(email)}&password=Portal-Demo-1`,
    });
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const call = async <T>(method: string, path: string, token: string): Promise<T> => {
    const res = await fetch(`${base}${path}`, { method, headers: { authorization: `bearer ${token}` } });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  // Four stores that may order (§6), each with a cart of four lines: the portal's everyday state.
  const single = await login('single@demo.test');
  const multi = await login('multi@demo.test');
  const stores = [
    { account: '10010001', token: single },
    { account: '10020001', token: multi },
    { account: '10020002', token: multi },
    { account: '10020003', token: multi },
  ];
  interface Product { SKU: string; OutOfStock: boolean; MinimumOrder: number; MinimumOrderIncremental: number }
  const { Products } = await call<{ Products: Product[] }>('GET', `/api/Product/AllProducts?accountNumber=${stores[0]!.account}`, single);
  const orderable = Products.filter((p) => !p.OutOfStock);
  const picked = [0, 17, 41, 66, 93, 130, 170, 210].map((i) => orderable[i % orderable.length]!);
  // Valid §5 quantities: the minimum plus a few increments.
  const quantities = (p: Product) => [0, 1, 2, 3].map((k) => p.MinimumOrder + k * p.MinimumOrderIncremental);
  const updates: { path: string; token: string }[] = [];
  for (const [s, store] of stores.entries()) {
    const skus = picked.slice(s * 2, s * 2 + 4);
    let cart = await call<{ BackEndCartId: number }>('POST', `/api/BackEndCart?accountNumber=${store.account}&SKU=${skus[0]!.SKU}&Quantity=${skus[0]!.MinimumOrder}`, store.token);
    for (const p of skus.slice(1)) {
      cart = await call('PUT', `/api/BackEndCart?accountNumber=${store.account}&beCartId=${cart.BackEndCartId}&SKU=${p.SKU}&Quantity=${p.MinimumOrder}`, store.token);
    }
    for (const p of skus) {
      for (const q of quantities(p)) updates.push({ path: `/api/BackEndCart?accountNumber=${store.account}&beCartId=${cart.BackEndCartId}&SKU=${p.SKU}&Quantity=${q}`, token: store.token });
    }
  }
  // Shuffled once with a fixed step, so that consecutive requests go to different stores and lines.
  const mix = updates.map((_, i) => updates[(i * 7) % updates.length]!);
  let next = 0;
  const cartReads = stores.map((s) => ({ path: `/api/BackEndCart?accountNumber=${s.account}`, token: s.token }));
  let nextRead = 0;

  await sleep(2000);
  const idleMB = rssMB(pid);
  const idleParts = await memoryParts(pid);
  let peakMB = idleMB;
  const sampler = setInterval(() => (peakMB = Math.max(peakMB, rssMB(pid))), 100);

  const productsUrl = `${base}/api/Product/AllProducts?accountNumber=${stores[0]!.account}`;
  const auth = { authorization: `bearer ${single}` };
  const first = await fetch(productsUrl, { headers: { ...auth, 'accept-encoding': 'gzip' } });
  const etag = first.headers.get('etag') ?? '';
  await first.arrayBuffer();
  // The figure kept is what a browser gets on a first load (gzip, full body): measured after the other two,
  // so that it is not the run that finds the server just started.
  await hammer('AllProducts (304, If-None-Match)', { url: productsUrl, headers: { ...auth, 'accept-encoding': 'gzip', 'if-none-match': etag } });
  await hammer('AllProducts (200, identity)', { url: productsUrl, headers: auth });
  const products = await hammer('AllProducts (200, gzip)', { url: productsUrl, headers: { ...auth, 'accept-encoding': 'gzip' } });
  const cartGet = await hammer('BackEndCart GET', {
    url: base,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const r = cartReads[nextRead++ % cartReads.length]!;
          return { ...req, path: r.path, headers: { authorization: `bearer ${r.token}` } };
        },
      },
    ],
  });
  const cartPut = await hammer('Cart quantity update (PUT)', {
    url: base,
    requests: [
      {
        method: 'PUT',
        setupRequest: (req) => {
          const u = mix[next++ % mix.length]!;
          return { ...req, path: u.path, headers: { authorization: `bearer ${u.token}` } };
        },
      },
    ],
  });
  clearInterval(sampler);
  // Sampled each second, so the log shows how fast (or whether) the memory comes back.
  const afterSeconds = 30;
  const trail: number[] = [];
  for (let s = 1; s <= afterSeconds; s++) {
    await sleep(1000);
    trail.push(Math.round(rssMB(pid)));
  }
  const afterMB = rssMB(pid);
  const afterParts = await memoryParts(pid);
  console.log(`Resident memory each second after the load, MB: ${trail.join(' ')}`);

  const run = (name: string, r: AutocannonResult, target: { p99: number } | { ratio: number }): RunResult => {
    const rpsRatioToBare = round(r.requests.average / bare.rps, 3);
    const clean = r.errors + r.timeouts === 0 && r.non2xx === 0;
    return {
      name,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
      rpsRatioToBare,
      p99Target: 'p99' in target ? target.p99 : null,
      rpsRatioTarget: 'ratio' in target ? target.ratio : null,
      met: clean && ('p99' in target ? r.latency.p99 <= target.p99 : rpsRatioToBare >= target.ratio),
    };
  };
  const idleTargetMB = 300;
  const result: BenchResult = {
    driver,
    connections,
    seconds,
    startFreshMs: Math.round(fresh.ms),
    startExistingMs: Math.round(api.ms),
    bare,
    runs: [run('AllProducts', products, { ratio: 0.25 }), run('BackEndCart GET', cartGet, { p99: 50 }), run('Cart quantity update', cartPut, { p99: 50 })],
    memory: {
      idleMB: round(idleMB),
      peakMB: round(peakMB),
      afterMB: round(afterMB),
      afterSeconds,
      idleTargetMB,
      idleMet: idleMB <= idleTargetMB,
      backWithin20Percent: afterMB <= 1.2 * idleMB,
      idleParts,
      afterParts,
    },
  };
  console.log(`\n| run | req/s | ratio to bare | p50 ms | p99 ms | target | met |\n|---|---|---|---|---|---|---|`);
  console.log(`| bare Fastify route | ${bare.rps} | 1 | ${bare.p50} | ${bare.p99} | | |`);
  for (const r of result.runs) {
    const target = r.p99Target !== null ? `p99 ≤ ${r.p99Target} ms` : `≥ ${r.rpsRatioTarget} × bare`;
    console.log(`| ${r.name} | ${r.rps} | ${r.rpsRatioToBare} | ${r.p50} | ${r.p99} | ${target} | ${r.met ? 'yes' : 'no'} |`);
  }
  const m = result.memory;
  const parts = (p: MemoryParts | null) => (p ? `Node heap ${p.heapUsedMB} used of ${p.heapTotalMB} MB, external ${p.externalMB} MB${p.wasmMB === null ? '' : `, PGlite WebAssembly memory ${p.wasmMB} MB`}` : 'parts not reported');
  console.log(`\nResident memory of the API: idle ${m.idleMB} MB (target ≤ ${m.idleTargetMB}: ${m.idleMet ? 'met' : 'NOT met'}), peak ${m.peakMB} MB, ${m.afterSeconds} s after the load ${m.afterMB} MB (${m.backWithin20Percent ? 'back within 20 % of idle' : 'NOT back within 20 % of idle'})`);
  console.log(`  idle: ${parts(m.idleParts)}\n  after: ${parts(m.afterParts)}`);
  if (jsonFile) {
    const file = resolve(process.cwd(), jsonFile);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`Wrote ${jsonFile}`);
  }
} finally {
  for (const child of children) await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(memoryFile, { force: true });
}
