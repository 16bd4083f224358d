// `npm run bench`: measures what the closing notes report, on this machine. Not a test: it prints figures.
// - the server's own bench (apps/api/scripts/bench.ts): start to first 200, AllProducts throughput;
// - JS shipped (gzip) for /login and for /place-order, as a real browser loads them, and the time
//   from navigation to the first quantity stepper on /place-order.
// Needs a built portal (`npm run build`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.js';

const port = Number(process.env.BENCH_PORT ?? 8094);
const base = `http://127.0.0.1:${port}`;
const dist = 'apps/portal/dist';
if (!existsSync(join(dist, 'index.html'))) {
  console.error('Build the portal first: npm run build');
  process.exit(1);
}

async function startServer(dataDir) {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/login`)).ok) break;
    } catch {
      // not yet listening
    }
    if (Date.now() - started > 120_000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, ms: Date.now() - started };
}
const stop = (child) => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); });

spawnSync('npx', ['tsx', 'apps/api/scripts/bench.ts'], { stdio: 'inherit' });

const dataDir = mkdtempSync(join(tmpdir(), 'trade-portal-bench-'));
try {
  const again = await startServer(dataDir);
  console.log(`server start to first page (fresh embedded database, with the portal): ${again.ms} ms`);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const page = await browser.newPage();
  const js = new Set();
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith('.js')) js.add(url.pathname);
  });
  const gz = () => [...js].reduce((sum, p) => sum + gzipSync(readFileSync(join(dist, p))).length, 0);
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  const loginBytes = gz();
  await page.getByLabel('Email').fill('single@demo.test');
  await page.getByLabel('Password').fill('Portal-Demo-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  const t0 = Date.now();
  await page.goto(`${base}/place-order`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /^Increase quantity of/ }).first().waitFor();
  const placeOrderMs = Date.now() - t0;
  console.log(`JS (gzip) for /login: ${(loginBytes / 1024).toFixed(1)} kB; for /place-order (login page included): ${(gz() / 1024).toFixed(1)} kB`);
  console.log(`/place-order with ${await page.locator('li[data-sku]').count()} products, load to first stepper: ${placeOrderMs} ms`);
  await browser.close();
  await stop(again.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
