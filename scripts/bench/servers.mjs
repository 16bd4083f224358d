// Builds and servers of `npm run bench`: the portal build, the floor app built by the same Vite in the
// same run, and the API server (on loopback, free ports, throwaway data directories).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (absolute). */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A free TCP port on loopback. Another process may take it before it is used; good enough for a bench. */
export function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer().once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => ok(port));
    });
  });
}

/**
 * What is running or on disk right now for the bench (servers, browsers' profiles, data folders): each a
 * function that stops or removes it, for an interrupted run. Each removes itself once it has run.
 * @type {Set<() => Promise<void> | void>}
 */
export const running = new Set();

/** Adds `stop` to `running` and returns it wrapped so that it runs once and leaves the set. */
function tracked(stop) {
  let done = null;
  const once = () => {
    running.delete(once);
    return (done ??= Promise.resolve().then(stop));
  };
  running.add(once);
  return once;
}

/** A new empty directory under the system's temp folder; `dispose()` removes it. */
export function tempDir(label) {
  const path = mkdtempSync(join(tmpdir(), `trade-portal-bench-${label}-`));
  return { path, dispose: tracked(() => rmSync(path, { recursive: true, force: true })) };
}

/**
 * The portal build the bench measures: `PORTAL_DIST` when set (an existing build, nothing built), else
 * `npm run build` into apps/portal/dist.
 * @returns {string} absolute path of the build (holds index.html and .vite/manifest.json)
 * @throws {Error} when the build fails or PORTAL_DIST holds no build
 */
export function portalBuild() {
  if (process.env.PORTAL_DIST) {
    const dist = resolve(repoRoot, process.env.PORTAL_DIST);
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`PORTAL_DIST holds no portal build (no index.html): ${process.env.PORTAL_DIST}`);
    console.error(`Portal build: PORTAL_DIST (${process.env.PORTAL_DIST}), not rebuilt`);
    return dist;
  }
  console.error('Portal build: npm run build');
  // Its output goes to stderr, so stdout keeps only the bench's table.
  const built = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 2, 2] });
  if (built.status !== 0) throw new Error('npm run build failed');
  return join(repoRoot, 'apps/portal/dist');
}

/**
 * Builds the floor app (bench/floor: a bare React 19 `createRoot(…).render(<p/>)`) with the Vite and
 * @vitejs/plugin-react the portal uses, into a temp dir, and serves it with `vite preview` on loopback.
 * @returns {Promise<{ url: string, dist: string, close: () => Promise<void> }>}
 */
export async function floorApp() {
  const { build, preview } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const out = tempDir('floor');
  const root = join(repoRoot, 'bench/floor');
  // An inline config only: the floor must not pick up the portal's plugins (vanilla-extract, compression).
  const config = { root, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir: out.path, emptyOutDir: true } };
  await build(config);
  const port = await freePort();
  const server = await preview({ ...config, preview: { host: '127.0.0.1', port, strictPort: true, open: false } });
  return {
    url: `http://127.0.0.1:${port}/`,
    dist: out.path,
    close: async () => {
      await server.close();
      out.dispose();
    },
  };
}

/**
 * Starts the API server as `npm start` runs it (apps/api/src/main.ts through tsx) on a free loopback port,
 * with a fresh empty DATA_DIR, and waits until it serves the portal.
 * @param {{ dist: string, seedProducts?: number, label: string }} options the portal build to serve, and
 *   SEED_PRODUCTS (unset: the 300-product demo catalogue)
 * @returns {Promise<{ base: string, startMs: number, stop: () => Promise<void> }>} `startMs`: milliseconds
 *   from spawn to the first 200 on /login (migrate and seed included)
 */
export async function startApi({ dist, seedProducts, label }) {
  const port = await freePort();
  const data = tempDir(`data-${label}`);
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: data.path, PORTAL_DIST: dist, SEED_PRODUCTS: seedProducts ? String(seedProducts) : '', DATABASE_URL: '', LOG_LEVEL: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = tracked(async () => {
    if (!exited) {
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await done;
    }
    data.dispose();
  });
  try {
    // Seeding a long catalogue on a busy machine takes a while.
    for (const deadline = Date.now() + 300_000; ; ) {
      if (exited) throw new Error(`the API server (${label}) exited before it answered:\n${stderr}`);
      try {
        const res = await fetch(`${base}/login`);
        await res.arrayBuffer();
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`the API server (${label}) did not answer within 300 s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, startMs: performance.now() - started, stop };
}
