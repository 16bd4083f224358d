import { defineConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumEnv, chromiumPath } from './scripts/chromium.js';
import { E2E_BACK_OFFICE_TOKEN } from './e2e/serverSettings';

/**
 * End-to-end tests against the built portal served by the reference server, on a fresh seeded embedded
 * database (a new directory each run). `npm test` builds the portal first.
 *
 * Each test logs in as a user of its own, a copy of a demo user with copies of its stores and their data
 * (e2e/helpers.ts `userLike`), made by a route that only this run's server has: the server is started
 * with apps/api/test/e2eServer.ts preloaded, which `npm start` never loads. No test sees another's
 * cart, orders or stock card, so the tests run in any order, two at a time on the two cores' one server.
 */
const port = Number(process.env.E2E_PORT ?? 8091);
const given = process.env.E2E_DATA_DIR;
const root = given ?? mkdtempSync(join(tmpdir(), 'trade-portal-e2e-'));
// The workers load this file again: they must find the same directory, whose outbox the account tests read.
process.env.E2E_DATA_DIR = root;
// A directory made here goes when the run ends (about 40 MB a run was left behind); the web server is
// stopped by then. One named by E2E_DATA_DIR is the caller's to keep, to read after a failure.
if (given === undefined) process.on('exit', () => rmSync(root, { recursive: true, force: true }));
const dataDir = join(root, 'server');

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The list as it runs; an HTML report to read a failure in afterwards (npx playwright show-report).
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs, env: chromiumEnv },
    // Kept for every failing test, the first try's too, with a screenshot of the page as it failed. The
    // trace holds each action's DOM snapshot, the network and the console, but not the screencast: its
    // stream of frames took a quarter of the run's CPU (two spec files, 18 tests: 3.9 min with it, 2.9
    // without, 2.6 with no trace at all), and the DOM snapshots show the same pages.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    acceptDownloads: true,
    // The browser asks for reduced motion: the header's rotating notifications, the pods' videos playing by
    // themselves and every transition are frames no test looks at. Over the whole run (177 tests, two
    // workers) the browser's compositing went from 122 to 78 s of CPU. The specs about motion itself (the
    // sliders' rotation, what plays by itself, the tour's and the help bot's smooth scrolling, the drawer)
    // ask for none with `test.use(fullMotion)` from e2e/helpers.ts.
    reducedMotion: 'reduce',
    // The portal's service worker (ADR 0031) would answer requests that tests route with page.route; only
    // the offline spec lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      metadata: { dataDir },
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 }, baseURL: `http://127.0.0.1:${port}` },
    },
  ],
  webServer: {
    // The fixture routes' preload refuses any HOST but loopback and any DATABASE_URL.
    command: 'npx tsx --import ./apps/api/test/e2eServer.ts apps/api/src/main.ts',
    url: `http://127.0.0.1:${port}/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The form-login tests log in from one address more often than a person does.
    env: { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, NODE_ENV: 'production', LOGIN_RATE_LIMIT: '200', BACK_OFFICE_TOKEN: E2E_BACK_OFFICE_TOKEN, ...(process.env.PORTAL_DIST ? { PORTAL_DIST: process.env.PORTAL_DIST } : {}) },
    stdout: 'pipe' as const,
  },
});
