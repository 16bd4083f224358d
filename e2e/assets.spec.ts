import { expect, test } from '@playwright/test';

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
  // The build compresses every script over 1 kB; smaller ones are sent as they are.
  expect(scripts.some((s) => s.encoding === 'br')).toBe(true);
  for (const s of scripts) expect(s.encoding === 'br' || s.bytes <= 1024, JSON.stringify(s)).toBe(true);
});
