import { defineConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumEnv, chromiumPath } from './scripts/chromium.js';

/**
 * End-to-end tests against the built portal served by the reference server, on fresh seeded embedded
 * databases (a new directory each run). `npm test` builds the portal first.
 *
 * The tests share the demo users, so the tests of one server run one at a time. `E2E_SERVERS=2` starts
 * two servers, each with its own database, and splits the spec files between them (`SECOND_SERVER`): two
 * workers, one per server, and nothing one does reaches the other's data. For machines with cores to
 * spare: the suite keeps both cores busy with one server (page loads and renders), and on two cores two
 * servers took longer (11.2 min against 10.7).
 */
const basePort = Number(process.env.E2E_PORT ?? 8091);
const serverCount = Math.min(2, Math.max(1, Number(process.env.E2E_SERVERS ?? 1)));
const given = process.env.E2E_DATA_DIR;
const root = given ?? mkdtempSync(join(tmpdir(), 'trade-portal-e2e-'));
// The workers load this file again: they must find the same directories, whose outboxes the account tests read.
process.env.E2E_DATA_DIR = root;
// A directory made here goes when the run ends (about 40 MB a run was left behind); the web servers are
// stopped by then. One named by E2E_DATA_DIR is the caller's to keep, to read after a failure.
if (given === undefined) process.on('exit', () => rmSync(root, { recursive: true, force: true }));

/** The spec files of the second server: 381 s of a 811 s run, the rest on the first. */
const SECOND_SERVER = [
  'pending-orders.spec.ts', 'stock-card.spec.ts', 'home.spec.ts', 'media.spec.ts', 'survey.spec.ts', 'accounts.spec.ts', 'help.spec.ts',
  'track-and-trace.spec.ts', 'logout.spec.ts', 'links.spec.ts', 'resilience.spec.ts',
].map((f) => `**/${f}`);

const servers = Array.from({ length: serverCount }, (_, i) => ({ port: basePort + i, dataDir: join(root, `server-${i + 1}`) }));

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: serverCount,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs, env: chromiumEnv },
    // Recorded on the retry of a failing test only: a trace snapshots the DOM after every step (the
    // 289-row product list each time), about a tenth of the suite's time when kept for every test.
    trace: 'on-first-retry',
    acceptDownloads: true,
    // The portal's service worker (ADR 0031) would answer requests that tests route with page.route; only
    // the offline spec lets it run.
    serviceWorkers: 'block',
  },
  projects: servers.map(({ port, dataDir }, i) => ({
    name: i === 0 ? 'chromium' : `chromium-server-${i + 1}`,
    // One test at a time per server: they share its demo users.
    workers: 1,
    metadata: { dataDir },
    use: { browserName: 'chromium', viewport: { width: 1440, height: 900 }, baseURL: `http://127.0.0.1:${port}` },
    ...(serverCount === 1 ? {} : i === 0 ? { testIgnore: SECOND_SERVER } : { testMatch: SECOND_SERVER }),
  })),
  webServer: servers.map(({ port, dataDir }) => ({
    command: 'npx tsx apps/api/src/main.ts',
    url: `http://127.0.0.1:${port}/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The suite logs the demo users in dozens of times a minute from one address: above the default limit.
    env: { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, NODE_ENV: 'production', LOGIN_RATE_LIMIT: '200', ...(process.env.PORTAL_DIST ? { PORTAL_DIST: process.env.PORTAL_DIST } : {}) },
    stdout: 'pipe' as const,
  })),
});
