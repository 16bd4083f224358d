import { expect, test } from '@playwright/test';
import { login } from './helpers';

test('switching store with items in the cart asks first; Cancel stays, Switch goes, and the cart stays saved for its store', async ({ page }) => {
  await login(page, 'multi@demo.test', { at: '/cart?step=cart' });
  const infoBar = page.getByRole('button', { name: '(switch)' });
  await expect(page.getByText('Your cart is empty.')).toBeVisible();

  // An empty cart: no question.
  await infoBar.click();
  let dialog = page.getByRole('dialog', { name: 'Switch store' });
  await dialog.getByText('Quayside Express Oranmore').click();
  await dialog.getByRole('button', { name: 'Switch store' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Quayside Express Oranmore').first()).toBeVisible();

  // Fill Oranmore's cart.
  await page.goto('/place-order');
  const item = page.locator('li[data-sku]').filter({ has: page.getByRole('button', { name: /^Increase quantity of/ }) }).first();
  const name = (await item.getByRole('heading').textContent())!.trim();
  await item.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await expect(item.getByText(/^In cart: \d+/)).toBeVisible();
  const count = (await page.getByTestId('cart-count').textContent())!.trim();

  // Now the switch asks, naming both stores.
  await infoBar.click();
  dialog = page.getByRole('dialog', { name: 'Switch store' });
  await dialog.getByText('Quayside News Salthill').click();
  await dialog.getByRole('button', { name: 'Switch store' }).click();
  const asking = page.getByRole('dialog', { name: 'Switch store?' });
  await expect(asking).toContainText(`Your cart for Quayside Express Oranmore has ${count} outer`);
  await expect(asking).toContainText('It stays saved for that store. Switch to Quayside News Salthill?');
  await asking.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText(count);

  await infoBar.click();
  dialog = page.getByRole('dialog', { name: 'Switch store' });
  await dialog.getByText('Quayside News Salthill').click();
  await dialog.getByRole('button', { name: 'Switch store' }).click();
  await page.getByRole('dialog', { name: 'Switch store?' }).getByRole('button', { name: 'Switch' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Salthill's cart is empty: no badge.
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  // Back to Oranmore (Salthill's cart is empty, so no question): its cart is still there.
  await infoBar.click();
  dialog = page.getByRole('dialog', { name: 'Switch store' });
  await dialog.getByText('Quayside Express Oranmore').click();
  await dialog.getByRole('button', { name: 'Switch store' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText(count);
});

test.describe('the phone header', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('an empty cart shows no badge, and the cart, profile and menu buttons have words and 44 px targets', async ({ page }) => {
    await login(page, 'single@demo.test', { at: '/cart?step=cart' });
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    const header = page.locator('header');
    for (const [control, word] of [
      [header.getByRole('link', { name: /^Cart/ }), 'Cart'],
      [header.getByRole('button', { name: 'Profile' }), 'Profile'],
      [header.getByRole('button', { name: 'Menu' }), 'Menu'],
    ] as const) {
      await expect(control.getByText(word, { exact: true })).toBeVisible();
      const box = (await control.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
  });

  test('the back-to-top button keeps to the outer edge and covers no product text', async ({ page }) => {
    await login(page, 'single@demo.test', { at: '/place-order' });
    await expect(page.locator('li[data-sku]').first()).toBeVisible();
    await page.mouse.wheel(0, 1500);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    // In the corner by the screen's edge, a thumb's 44 px (the phone's lane), and over none of the products' text lines.
    expect(box.x + box.width).toBeGreaterThan(390 - 8);
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeLessThanOrEqual(46);
    const covered = await page.evaluate(({ x, y, width, height }) => {
      const hits: string[] = [];
      for (const el of document.querySelectorAll('li[data-sku] h2, li[data-sku] h3, li[data-sku] p')) {
        const range = document.createRange();
        range.selectNodeContents(el);
        for (const t of range.getClientRects()) {
          if (t.right > x && t.left < x + width && t.bottom > y && t.top < y + height) hits.push(el.textContent ?? '');
        }
      }
      return hits;
    }, box);
    expect(covered).toEqual([]);
  });
});

test('the shell does not move as its data arrives (layout shift on / under 0.05)', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) (window as unknown as { cls: number }).cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await login(page, 'single@demo.test', { at: '/' });
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.05);
});
