import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { login } from './helpers';

// 'Insights' on My Orders (ADR 0044) on the demo data: the store's spending at a glance with
// each chart's table, the accountant's CSV, all stores side by side, and no way in at Tier 3 (§6).

test('single@ opens Insights from My Orders, sees 12 months and the tables by keyboard, and downloads the CSV', async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/my-orders' });
  await page.getByRole('navigation', { name: 'My Orders views' }).getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/\/my-orders\/insights$/);
  await expect(page.getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');

  // The charts, each an image named by its summary.
  await expect(page.getByRole('img', { name: /^Net spend from \w+ \d{4} to \w+ \d{4}: €[\d,.]+ over \d+ invoiced orders/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^VAT at 23 % per quarter/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This month against last year' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top products by spend' })).toBeVisible();
  // The seeded months before the drawn year give last year's month a base, or the view says there is none.
  await expect(page.getByText(/to the \d+(st|nd|rd|th): €[\d,.]+ net(, [+−]\d+\.\d %| no change|\.)|so there is no change to compare/).first()).toBeVisible();

  // 'Show as tables' by keyboard: the charts give way to their tables.
  const toggle = page.getByRole('button', { name: 'Show as tables' });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: /^Net spend from/ })).toHaveCount(0);
  const months = page.getByRole('table', { name: 'Net spend per month by category, EUR' });
  // A header row and the 12 months.
  await expect(months.getByRole('row')).toHaveCount(13);
  await expect(page.getByRole('table', { name: 'VAT at 23 % per calendar quarter, EUR' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top products by spend, last 12 months' }).getByRole('row').nth(1)).toBeVisible();

  // 'Download for my accountant': the server's file name and its CSV.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download for my accountant' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^spend-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Store,Store name,Period type,Period,From,To,Complete,Orders,Outers,Net (EUR),VAT 23% (EUR),Gross (EUR)');
  expect(lines[1]).toMatch(/^\d+,[^,]+,Month,\d{4}-\d{2},\d{4}-\d{2}-01,\d{4}-\d{2}-\d{2},Yes,\d+,\d+,\d+\.\d{2},\d+\.\d{2},\d+\.\d{2}$/);
  expect(lines.filter((l) => l.includes(',Month,'))).toHaveLength(12);

  // Printed, the view and the page's heading are all there is: the portal's frame is left out. On screen the
  // frame is there (the print rule is the view's own, media="print").
  const view = page.locator('[data-insights-state="ready"]');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(view).toBeVisible();
  await expect(months).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('multi@ sees all of its stores side by side', async ({ page }) => {
  await login(page, 'multi@demo.test', { at: '/my-orders/insights' });
  await expect(page.getByRole('img', { name: /^Net spend from/ })).toHaveCount(1);
  // The radio's label takes the press, as a finger's.
  await page.getByRole('radiogroup', { name: 'Stores' }).getByText('All my stores').click();
  await expect(page.getByRole('radio', { name: 'All my stores' })).toBeChecked();
  const stores = page.locator('[data-store]');
  await expect.poll(() => stores.count()).toBeGreaterThan(1);
  // Each store under its own name, with its own charts.
  await expect(stores.getByRole('heading', { level: 2 })).toHaveCount(await stores.count());
  await expect(page.getByRole('img', { name: /^Net spend from/ })).toHaveCount(await stores.count());
});

test('restricted@ (Tier 3) has no way to Insights and is sent home like the other order views (§6)', async ({ page }) => {
  await login(page, 'restricted@demo.test', { at: '/my-orders/insights' });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Insights' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'My Orders' })).toHaveCount(0);
});
