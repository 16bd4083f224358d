// `npm run bench`: measures what the closing notes report, on this machine. Not a test: it prints figures.
// - server start to first page, on a fresh and on an existing embedded database;
// - GET /api/Product/AllProducts throughput with autocannon (10 connections, 5 s);
// - JS shipped (gzip) for /login and for /place-order, as a real browser loads them.
// Needs a built portal (`npm run build`).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.js';

const require = createRequire(join(process.cwd(), 'apps/api/package.json'));
const autocannon = require('autocannon');
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

const dataDir = mkdtempSync(join(tmpdir(), 'trade-portal-bench-'));
try {
  const fresh = await startServer(dataDir);
  console.log(`server start to first page, fresh database (migrate + seed): ${fresh.ms} ms`);
  await stop(fresh.child);
  const again = await startServer(dataDir);
  console.log(`server start to first page, existing database:              ${again.ms} ms`);

  const token = await (await fetch(`${base}/Token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=password&username=single@demo.test&password=Portal-Demo-1' })).json();
  const result = await autocannon({
    url: `${base}/api/Product/AllProducts?accountNumber=10010001`,
    connections: 10,
    duration: 5,
    headers: { authorization: `bearer ${token.access_token}` },
  });
  console.log(`AllProducts (~${Math.round(result.throughput.average / Math.max(result.requests.average, 1) / 1024)} KiB each): ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`);

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
