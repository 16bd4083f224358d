import { expect, test } from '@playwright/test';
import { login } from './helpers';

// What the built portal sends (issue: fast on a shop tablet): the login page renders in the shipped
// typeface, and its scripts arrive precompressed.
test('the login page renders in Inter and its scripts arrive brotli-compressed', async ({ page }) => {
  const scripts: { encoding: string; bytes: number }[] = [];
  page.on('response', (res) => {
    const headers = res.headers();
    if (res.url().includes('/assets/') && res.url().endsWith('.js')) {
      scripts.push({ encoding: headers['content-encoding'] ?? 'none', bytes: Number(headers['content-length'] ?? 0) });
    }
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  // A tree-shaking slip once dropped the @font-face rules and the page fell back to a system font.
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"') && [...document.fonts].some((f) => f.family.includes('Inter') && f.status === 'loaded'))).toBe(true);
  // Only the Latin subset is declared (and so shipped): the portal's text is English.
  const faces = await page.evaluate(async () => {
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href);
    const css = (await Promise.all(sheets.map((href) => fetch(href).then((r) => r.text())))).join('\n');
    return css.match(/@font-face\{[^}]*\}/g) ?? [];
  });
  expect(faces).toHaveLength(1);
  expect(faces[0]).toContain('inter-latin-wght-normal');
  // The build compresses every script over 1 kB; smaller ones are sent as they are.
  expect(scripts.some((s) => s.encoding === 'br')).toBe(true);
  for (const s of scripts) expect(s.encoding === 'br' || s.bytes <= 1024, JSON.stringify(s)).toBe(true);
});

// Route chunks load when a link is hovered or focused, so following it does not wait for the network.
test('hovering or focusing a link fetches its page before the click', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (req) => {
    const name = new URL(req.url()).pathname.split('/').pop() ?? '';
    if (name.endsWith('.js')) chunks.push(name);
  });
  await login(page, 'single@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Place Order' })).toBeVisible();
  expect(chunks.some((c) => c.startsWith('MyOrdersPage-'))).toBe(false);
  await page.getByRole('navigation').getByRole('link', { name: 'My Orders' }).first().hover();
  await expect.poll(() => chunks.some((c) => c.startsWith('MyOrdersPage-'))).toBe(true);

  expect(chunks.some((c) => c.startsWith('CartPage-'))).toBe(false);
  await page.getByRole('link', { name: /cart/i }).first().focus();
  await expect.poll(() => chunks.some((c) => c.startsWith('CartPage-'))).toBe(true);
  // Nothing navigated: only the chunks were fetched.
  await expect(page).toHaveURL(/\/place-order$/);
});
