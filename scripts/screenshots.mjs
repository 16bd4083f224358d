// `npm run screenshots`: refreshes the README's screenshots of the main screens.
// Builds nothing itself: run `npm run build` first. Starts the reference server on a fresh
// embedded database, logs in as a demo retailer and captures each screen with Playwright.
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { closeSessionPopups } from './bench/browser.mjs';
import { chromiumArgs, chromiumEnv, chromiumPath } from './chromium.js';

const port = Number(process.env.SCREENSHOT_PORT ?? 8093);
const base = `http://127.0.0.1:${port}`;
const outDir = 'docs/screenshots';
const dataDir = mkdtempSync(join(tmpdir(), 'trade-portal-shots-'));
mkdirSync(outDir, { recursive: true });

// Node itself with tsx's loader rather than npx, which would not pass SIGTERM on to the server.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/login`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The server did not start within 120 s.');
}

async function login(page, user) {
  await page.goto(`${base}/login`);
  await page.getByLabel(/email/i).fill(user);
  await page.getByLabel(/^password/i).fill('Portal-Demo-1');
  await page.getByRole('button', { name: /log in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  // What the session start opens over the page on a fresh database (a suggestion, a popup banner),
  // closed as the user would, once for this tab.
  await closeSessionPopups(page);
}

try {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, env: chromiumEnv });
  const desktop = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await desktop.goto(`${base}/login`);
  await desktop.waitForLoadState('networkidle');
  await desktop.screenshot({ path: `${outDir}/login.png` });
  await login(desktop, 'single@demo.test');
  await desktop.goto(`${base}/place-order`);
  await desktop.getByRole('button', { name: /increase/i }).first().waitFor();
  await desktop.screenshot({ path: `${outDir}/place-order-desktop.png` });
  await desktop.getByRole('button', { name: /increase/i }).first().click();
  await desktop.waitForLoadState('networkidle');
  await desktop.waitForTimeout(800);
  await desktop.goto(`${base}/cart`);
  await desktop.waitForLoadState('networkidle');
  await desktop.screenshot({ path: `${outDir}/cart.png` });
  await desktop.goto(`${base}/my-orders`);
  await desktop.waitForLoadState('networkidle');
  await desktop.screenshot({ path: `${outDir}/my-orders.png` });

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await login(phone, 'single@demo.test');
  await phone.goto(`${base}/place-order`);
  await phone.getByRole('button', { name: /increase/i }).first().waitFor();
  await phone.screenshot({ path: `${outDir}/place-order-phone.png` });

  // The tablet a shop keeps by the till (1180 × 820): the cart with its floating controls clear of
  // Checkout, and the several-store grid part-way down with its store names still on top.
  const tablet = { viewport: { width: 1180, height: 820 }, hasTouch: true };
  const tabletCart = await browser.newPage(tablet);
  await login(tabletCart, 'single@demo.test');
  await tabletCart.goto(`${base}/cart?step=cart`);
  await tabletCart.getByRole('button', { name: 'Checkout' }).waitFor();
  await tabletCart.waitForLoadState('networkidle');
  await tabletCart.screenshot({ path: `${outDir}/cart-tablet.png` });
  // Issue 26: 'Did you forget?' on the same cart, the usual order's dialog and the Insights view, on the
  // tablet and the phone.
  await tabletCart.getByRole('region', { name: 'Did you forget?' }).scrollIntoViewIfNeeded();
  await tabletCart.screenshot({ path: `${outDir}/did-you-forget-tablet.png` });
  for (const [page, name] of [[tabletCart, 'tablet'], [phone, 'phone']]) {
    await page.goto(`${base}/place-order`);
    await page.getByRole('button', { name: 'Start from my usual order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start from my usual order' });
    await dialog.getByRole('button', { name: /^Add \d+ products? to cart$/ }).waitFor();
    // The dialog fades in over the page: the picture is of it once open, not half-way.
    await page.waitForFunction(() => globalThis.document.getAnimations().every((a) => a.playState !== 'running'));
    await page.screenshot({ path: `${outDir}/usual-order-${name}.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).or(dialog.getByRole('button', { name: 'Close' })).first().click();
    await page.goto(`${base}/my-orders/insights`);
    await page.getByRole('heading', { name: 'Spend per month by category' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${outDir}/insights${name === 'tablet' ? '' : '-phone'}.png` });
  }
  const tabletGrid = await browser.newPage(tablet);
  await login(tabletGrid, 'multi@demo.test');
  await tabletGrid.goto(`${base}/multi-store-order`);
  await tabletGrid.getByRole('button', { name: /increase/i }).first().waitFor();
  await tabletGrid.waitForLoadState('networkidle');
  await tabletGrid.mouse.wheel(0, 1400);
  await tabletGrid.waitForFunction(() => globalThis.scrollY > 1000);
  await tabletGrid.screenshot({ path: `${outDir}/multi-store-tablet.png` });
  await browser.close();
  console.log(`Screenshots written to ${outDir}/`);
} finally {
  // The server drains and closes its database before its folder goes (it stops when its lock disappears).
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
