// Bundle sizes of `npm run bench`: the initial JavaScript (kB gzip) of each route as Chromium loads it,
// against the floor (a bare React 19 app built by the same Vite in the same run).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { logIn } from './browser.mjs';

/** The routes measured, and their target as a multiple of the floor. */
export const sizeRoutes = [
  { path: '/login', loggedIn: false, maxRatio: 1.8 },
  { path: '/', loggedIn: true, maxRatio: 2.5 },
  { path: '/place-order', loggedIn: true, maxRatio: 2.5 },
  { path: '/cart', loggedIn: true, maxRatio: 2.5 },
  { path: '/my-orders', loggedIn: true, maxRatio: 2.5 },
];

/**
 * Loads `url` in a new browser context (empty cache; `storageState` carries a login) and collects the
 * same-origin `.js` requests until the network is idle; each file's size is its bytes in the build,
 * gzipped at level 9 (as scripts/size-budget.mjs counts).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} dist the build the server serves
 * @param {object} [storageState] a logged-in context's storage (Playwright's `storageState()`)
 * @returns {Promise<{ kB: number, files: { file: string, kB: number }[], landedOn: string }>} kB gzip;
 *   `landedOn` is the path the page ended on (a redirect to /login means the login did not hold)
 */
export async function initialJs(browser, url, dist, storageState) {
  const context = await browser.newContext({ storageState });
  try {
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const paths = new Set();
    page.on('request', (request) => {
      const u = new URL(request.url());
      if (u.origin === origin && u.pathname.endsWith('.js')) paths.add(u.pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    const bytes = [...paths].map((p) => ({ file: p.replace(/^\//, ''), gzip: gzipSync(readFileSync(join(dist, p)), { level: 9 }).length }));
    const files = bytes.map((f) => ({ file: f.file, kB: round(f.gzip / 1024) }));
    return { kB: round(bytes.reduce((sum, f) => sum + f.gzip, 0) / 1024), files, landedOn: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

const round = (n) => Math.round(n * 10) / 10;

/**
 * Measures the floor and each route of `sizeRoutes`.
 * @param {{ browser: import('@playwright/test').Browser, base: string, dist: string, floor: { url: string, dist: string } }} ctx
 * @returns {Promise<{ floorKB: number, routes: { path: string, kB: number, ratio: number, maxRatio: number, met: boolean, files: object[] }[] }>}
 */
export async function measureSizes({ browser, base, dist, floor }) {
  const floorJs = await initialJs(browser, floor.url, floor.dist);
  if (floorJs.files.length === 0) throw new Error('the floor app loaded no JavaScript');
  const login = await browser.newContext();
  const page = await login.newPage();
  await logIn(page, base);
  const storageState = await login.storageState();
  await login.close();
  const routes = [];
  for (const route of sizeRoutes) {
    const js = await initialJs(browser, base + route.path, dist, route.loggedIn ? storageState : undefined);
    if (js.landedOn !== route.path) throw new Error(`${route.path} ended on ${js.landedOn}: not the route measured`);
    const ratio = js.kB / floorJs.kB;
    routes.push({ path: route.path, kB: js.kB, ratio: Math.round(ratio * 100) / 100, maxRatio: route.maxRatio, met: ratio <= route.maxRatio, files: js.files });
  }
  return { floorKB: floorJs.kB, floorFiles: floorJs.files, routes };
}
