import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers';

// /place-order's list with the whole catalogue (300 demo products, or SEED_PRODUCTS more): rendered a
// window at a time, yet one list for the keyboard and screen readers, with the toolbar, count and cart
// total kept in view.

const rows = (page: Page) => page.locator('li[data-sku]');
const products = (page: Page) => page.getByRole('list', { name: 'Products' });

/** The number of products in the catalogue, from the settled count ('289 products'). */
async function catalogueSize(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /^\d+ products$/ });
  await expect(status).toHaveCount(1);
  return Number((await status.textContent())!.split(' ')[0]);
}

async function openPlaceOrder(page: Page) {
  await login(page, 'single@demo.test', { at: '/place-order' });
  await expect(page.getByRole('button', { name: /^Increase quantity of/ }).first()).toBeVisible();
}

test('the list renders only a window of rows but says how long it is, and each row is named by its product', async ({ page }) => {
  await openPlaceOrder(page);
  const total = await catalogueSize(page);
  expect(total).toBeGreaterThanOrEqual(200);
  const rendered = await rows(page).count();
  expect(rendered).toBeLessThan(60);
  const first = rows(page).first();
  await expect(first).toHaveAttribute('aria-setsize', String(total));
  await expect(first).toHaveAttribute('aria-posinset', '1');
  const name = (await first.getByRole('heading').textContent())!.trim();
  await expect(products(page).getByRole('listitem', { name, exact: true })).toBeVisible();
});

test('Tab walks the steppers row after row beyond the first screen, in order', async ({ page }) => {
  await openPlaceOrder(page);
  const firstRendered = await rows(page).count();
  await rows(page).filter({ has: page.getByRole('textbox') }).first().getByRole('textbox').focus();
  let last = 0;
  for (let i = 0; i < 2 * firstRendered + 10; i++) {
    await page.keyboard.press('Tab');
    const pos = await page.evaluate(() => Number(document.activeElement?.closest('li[data-sku]')?.getAttribute('aria-posinset') ?? -1));
    expect(pos, `Tab ${i + 1} stays in the list`).toBeGreaterThan(0);
    expect(pos - last).toBeLessThanOrEqual(2);
    expect(pos).toBeGreaterThanOrEqual(last);
    last = pos;
  }
  expect(last).toBeGreaterThan(firstRendered);
  const row = page.locator(`li[aria-posinset="${last}"]`);
  await expect(row.locator(':focus')).toBeInViewport();
  await expect(row).toHaveAccessibleName((await row.getByRole('heading').textContent())!.trim());
});

test('category chips, search and the result count work together, and Clear filter brings every product back', async ({ page }) => {
  await openPlaceOrder(page);
  const total = await catalogueSize(page);

  await page.getByRole('radio', { name: 'Cigars' }).click();
  await expect(page.getByRole('radio', { name: 'Cigars' })).toBeChecked();
  await expect(page.getByText(new RegExp(`^\\d+ of ${total} products$`)).first()).toBeVisible();
  for (const meta of await rows(page).locator('p').filter({ hasText: 'SKU' }).allTextContents()) expect(meta).toContain('Cigars');
  // Announced politely once it settles.
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`of ${total} products`) })).toHaveText(new RegExp(`^\\d+ of ${total} products$`));

  await page.getByRole('searchbox', { name: 'Search products' }).fill('no product is called this');
  await expect(page.getByText('No products match your filter.')).toBeVisible();
  await expect(page.getByText(`0 of ${total} products`).first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  await expect(page.getByText(`${total} products`, { exact: true }).first()).toBeVisible();
});

test('the toolbar, the count and the cart total stay in view while the list scrolls', async ({ page }) => {
  await openPlaceOrder(page);
  const item = rows(page).filter({ has: page.getByRole('button', { name: /^Increase quantity of/ }) }).first();
  await item.getByRole('button', { name: /^Increase quantity of/ }).click();
  await expect(item.getByText(/^In cart: \d+/)).toBeVisible();
  await page.mouse.wheel(0, 6000);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeInViewport();
  await expect(page.getByRole('button', { name: /Sort by/ })).toBeInViewport();
  await expect(page.getByText(/^Cart: \d+ outers? · €/)).toBeInViewport();
  await expect(item).not.toBeInViewport();
});

test('a quantity changed just before the page is left (reload, another address) is still saved', async ({ page }) => {
  await openPlaceOrder(page);
  const item = rows(page).filter({ has: page.getByRole('button', { name: /^Increase quantity of/ }) }).nth(4);
  const sku = (await item.getAttribute('data-sku'))!;
  const saved = page.waitForRequest((r) => /\/api\/BackEndCart\b/.test(r.url()) && r.method() !== 'GET' && new URL(r.url()).searchParams.get('SKU') === sku);
  await item.getByRole('button', { name: /^Increase quantity of/ }).click();
  await expect(item.getByText(/^In cart: \d+/)).toBeVisible();
  // Well inside the editor's quiet time before it sends.
  await page.reload();
  await saved;
  await page.getByLabel('Search products').fill(sku);
  await expect(page.locator(`li[data-sku="${sku}"]`).getByText(/^In cart: \d+/)).toBeVisible();
});
