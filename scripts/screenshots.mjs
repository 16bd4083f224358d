// `npm run screenshots`: refreshes the screenshots of the main screens in docs/screenshots (its README.md shows them).
// Builds nothing itself: run `npm run build` first. Starts the reference server on a fresh
// embedded database, logs in as a demo retailer and captures each screen with Playwright.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { closeSessionPopups } from './bench/browser.mjs';
import { repoRoot, startApi } from './bench/servers.mjs';
import { chromiumArgs, chromiumEnv, chromiumPath } from './chromium.js';

const outDir = 'docs/screenshots';
mkdirSync(outDir, { recursive: true });
// The bench's server: a free port, a fresh DATA_DIR, ready once it serves the portal; stop() drains it
// and then removes its data.
const server = await startApi({ dist: resolve(repoRoot, 'apps/portal/dist'), label: 'screenshots' });
const { base } = server;

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
  // 'Did you forget?' on the same cart, the usual order's dialog and the Insights view, on the
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
  // The shared tablet: a large typed line asks first, the stock card tour's first step wholly in view,
  // and Home at tier 3 saying why the ordering pages sent it there.
  await tabletCart.goto(`${base}/place-order`);
  const box = tabletCart.getByRole('textbox', { name: /^Outers of / }).first();
  await box.fill('500');
  await box.press('Enter');
  await tabletCart.getByRole('group', { name: /^Confirm 500 outers of / }).waitFor();
  await tabletCart.screenshot({ path: `${outDir}/large-quantity-tablet.png` });
  await tabletCart.getByRole('button', { name: 'Change' }).click();
  const tabletTour = await browser.newPage(tablet);
  await login(tabletTour, 'multi@demo.test');
  await tabletTour.goto(`${base}/stock-card`);
  await tabletTour.locator('[data-tour-step="0"][data-placed]').waitFor();
  await tabletTour.waitForFunction(() => globalThis.document.getAnimations().every((a) => a.playState !== 'running'));
  await tabletTour.screenshot({ path: `${outDir}/stock-card-tour-tablet.png` });
  const tabletTier3 = await browser.newPage(tablet);
  await login(tabletTier3, 'restricted@demo.test');
  await tabletTier3.goto(`${base}/place-order`);
  await tabletTier3.getByText('The page you opened is for ordering, so you are on Home.').waitFor();
  await tabletTier3.waitForLoadState('networkidle');
  await tabletTier3.screenshot({ path: `${outDir}/tier3-home-tablet.png` });
  // Checking in today's delivery (ADR 0055): part-counted by scanner, its cheapest line short and one outer not on the order.
  const checkIn = async (page, path) => {
    await login(page, 'single@demo.test');
    await page.goto(`${base}/my-orders`);
    const delivered = page.locator('tr[data-order]').filter({ hasText: /Delivered today/ });
    const lines = page.waitForResponse((r) => r.url().includes('/api/Delivery/CheckIn'));
    await delivered.getByRole('link', { name: /^Check in order/ }).click();
    const { Lines, OrderNumber, AccountNumber } = await (await lines).json();
    // The cheapest line one outer short: its claim is small enough to be accepted at once.
    const { OrderDetails } = await page.evaluate(
      async (path) => (await fetch(path, { headers: { Authorization: `bearer ${globalThis.localStorage.getItem('token')}` } })).json(),
      `/api/OrderHistory/OrderHistoryDetails?accountNumber=${AccountNumber}&orderNumber=${OrderNumber}`,
    );
    const cheapest = [...OrderDetails].sort((a, b) => a.PriceOuter - b.PriceOuter)[0].SKU;
    const scan = page.getByRole('textbox', { name: 'Scan to check in' });
    for (const line of Lines) {
      for (let n = 0; n < line.Invoiced - (line.SKU === cheapest ? 1 : 0); n++) await scan.fill(line.OuterBarCode ?? line.PackBarCode).then(() => scan.press('Enter'));
    }
    // A code not on this order (a product the catalogue does not know).
    await scan.fill('NOT-ON-ORDER-1');
    await scan.press('Enter');
    await page.getByRole('heading', { name: 'Not on the order' }).waitFor();
    await page.evaluate(() => globalThis.scrollTo(0, 0));
    await page.screenshot({ path, fullPage: true });
  };
  await checkIn(await browser.newPage(tablet), `${outDir}/check-in-tablet.png`);
  await checkIn(await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }), `${outDir}/check-in-phone.png`);
  // The same check-in sent, its shortage claimed and accepted at once: the claim and its credit note, then
  // the credit note under the order in My Orders (ADR 0055).
  const tabletClaim = await browser.newPage(tablet);
  await checkIn(tabletClaim, `${outDir}/check-in-tablet.png`);
  await tabletClaim.getByRole('button', { name: 'Finish counting' }).click();
  await tabletClaim.getByRole('button', { name: 'Send check-in' }).click();
  await tabletClaim.getByRole('button', { name: 'Claim what was wrong' }).click();
  await tabletClaim.getByRole('button', { name: 'Review claim' }).click();
  await tabletClaim.getByRole('button', { name: 'Send claim' }).click();
  const status = tabletClaim.getByRole('region', { name: /^Claim CL\d+$/ });
  await status.getByRole('button', { name: /^Download credit note/ }).waitFor();
  await tabletClaim.getByRole('region', { name: /^Claim for order / }).scrollIntoViewIfNeeded();
  await tabletClaim.screenshot({ path: `${outDir}/claim-credit-note-tablet.png` });
  await tabletClaim.goto(`${base}/my-orders`);
  await tabletClaim.getByRole('button', { name: /^Credit note CN\d+/ }).waitFor();
  await tabletClaim.waitForLoadState('networkidle');
  await tabletClaim.screenshot({ path: `${outDir}/my-orders-credit-note-tablet.png` });
  // A damaged line claimed on the phone with a photo (a plain brown box drawn here stands in for the camera's).
  const phoneClaim = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await login(phoneClaim, 'multi@demo.test');
  await phoneClaim.goto(`${base}/my-orders`);
  await phoneClaim.locator('tr[data-order]').filter({ hasText: /Delivered today/ }).getByRole('link', { name: /^Check in order/ }).click();
  const ticks = phoneClaim.getByRole('button', { name: /^All came: / });
  await ticks.first().waitFor();
  for (let i = 0; i < (await ticks.count()); i++) await ticks.nth(i).click();
  await phoneClaim.getByRole('button', { name: 'Finish counting' }).click();
  await phoneClaim.getByRole('button', { name: 'Send check-in' }).click();
  await phoneClaim.getByRole('button', { name: 'Claim what was wrong' }).click();
  const form = phoneClaim.getByRole('region', { name: /^Claim for order / });
  await form.getByRole('button', { name: /Add a line to the claim/ }).click();
  await phoneClaim.getByRole('option').first().click();
  await form.getByRole('button', { name: /Reason/ }).click();
  await phoneClaim.getByRole('option', { name: 'Damaged' }).click();
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#a07d55' } }).jpeg().toBuffer();
  await form.locator('input[type="file"][multiple]').setInputFiles({ name: 'crushed-outer.jpg', mimeType: 'image/jpeg', buffer: photo });
  await form.getByText('Added', { exact: true }).waitFor();
  await form.getByRole('textbox', { name: /Note for the manufacturer/ }).fill('Outer crushed at one corner, packs dented.');
  await form.screenshot({ path: `${outDir}/claim-damaged-phone.png` });
  await browser.close();
  console.log(`Screenshots written to ${outDir}/`);
} finally {
  await server.stop();
}
