import { expect, test, type Page } from '@playwright/test';
import { fullMotion, login, storeLike } from './helpers';

// The drawer opening and closing with its animations, as focus must follow them.
test.use(fullMotion);

/**
 * The side drawer of §2.11 on a 390 px phone: FILTER on /my-orders (the inline filter collapses to a
 * 'Filter' button), STORE from the info bar's '(switch)', FILTER_PRODUCTS for the brands on /place-order.
 * Each is a modal sheet: focus moves in when it opens and back to its trigger when it closes.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Order numbers listed now, once the list has settled (no loading state). */
async function orderNumbers(page: Page) {
  await expect(page.getByRole('status', { name: 'Loading orders' })).toHaveCount(0);
  return page.locator('tr[data-order]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-order')));
}

test('FILTER on /my-orders: Past year and a status change the list; Escape closes and focus returns to Filter', async ({ page }) => {
  await login(page, 'multi@demo.test', { at: '/my-orders' });
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  // Phones: no inline chips, a 'Filter' button saying what is shown.
  await expect(page.getByRole('radiogroup', { name: 'Show orders' })).toHaveCount(0);
  const trigger = page.getByRole('button', { name: /^Filter/ });
  await expect(trigger).toHaveText('Filter:Past month');
  const month = await orderNumbers(page);

  await trigger.click();
  const drawer = page.getByRole('dialog', { name: 'Filter orders' });
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  // A bottom sheet: it reaches the bottom of the window.
  const box = (await drawer.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBeGreaterThanOrEqual(843);

  // Live apply: the list behind the sheet follows each choice.
  const history = page.waitForResponse((r) => r.url().includes('FilteredByTimeSpanOrderHistory') && r.url().includes('365') && r.ok());
  await drawer.getByRole('radio', { name: 'Past year' }).click();
  await history;
  await expect(drawer.getByRole('radio', { name: 'Past year' })).toBeChecked();
  await expect.poll(() => orderNumbers(page)).not.toEqual(month);
  await drawer.getByRole('radio', { name: 'Cancelled' }).click();
  await expect(drawer.getByRole('radio', { name: 'Cancelled' })).toBeChecked();
  await expect.poll(async () => page.locator('tr[data-order]').evaluateAll((rows) => rows.length > 0 && rows.every((r) => r.getAttribute('data-status') === 'Cancelled'))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveText('Filter:Cancelled');
  // 'Show orders' closes it the same way, focus back on Filter.
  await trigger.click();
  await page.getByRole('dialog', { name: 'Filter orders' }).getByRole('button', { name: 'Show orders' }).click();
  await expect(page.getByRole('dialog', { name: 'Filter orders' })).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('STORE from (switch) on a phone: the stores with their numbers, the current one marked; choosing one switches', async ({ page }) => {
  const user = await login(page, 'multi@demo.test', { at: '/my-orders' });
  const infoBar = page.getByRole('button', { name: '(switch)' });
  const store = infoBar.locator('..');
  await expect(store).toContainText('Quayside News Galway');

  await infoBar.click();
  let drawer = page.getByRole('dialog', { name: 'Switch store' });
  await expect(drawer).toBeVisible();
  const current = drawer.getByRole('button', { name: /Quayside News Galway/ });
  await expect(current).toHaveAttribute('aria-current', 'true');
  await expect(current).toContainText(`Account ${storeLike(user, '10020001').JtiAccountId}`);
  await expect(current).toContainText('Current store');
  await expect(drawer.getByRole('listitem')).toHaveCount(3);
  // Escape closes it without switching, focus back on '(switch)'.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(infoBar).toBeFocused();

  // Oranmore: when Galway's cart holds outers, the switch asks first.
  await infoBar.click();
  drawer = page.getByRole('dialog', { name: 'Switch store' });
  await drawer.getByRole('button', { name: /Quayside Express Oranmore/ }).click();
  const asking = page.getByRole('dialog', { name: 'Switch store?' });
  // Either it switched (the sheet closes) or it asks first.
  await expect.poll(async () => (await asking.isVisible()) || (await page.getByRole('dialog').count()) === 0).toBe(true);
  if (await asking.isVisible()) await asking.getByRole('button', { name: 'Switch' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(store).toContainText('Quayside Express Oranmore');

  // The sheet now marks Oranmore as the current store.
  await infoBar.click();
  drawer = page.getByRole('dialog', { name: 'Switch store' });
  await expect(drawer.getByRole('button', { name: /Quayside Express Oranmore/ })).toHaveAttribute('aria-current', 'true');
});

test('FILTER_PRODUCTS on /place-order: tick a brand, Apply filters the list; Escape discards a draft', async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/place-order' });
  const trigger = page.getByRole('button', { name: /Filter by brand/ });
  await expect(page.locator('li[data-sku]').first()).toBeVisible();

  await trigger.click();
  const drawer = page.getByRole('dialog', { name: 'Filter by brand' });
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  const brand = (await drawer.getByRole('checkbox').first().locator('..').textContent())!.trim();
  // By its label, as a user does: the react-aria input is visually hidden under the drawn box.
  await drawer.getByRole('checkbox').first().locator('xpath=ancestor::label[1]').click();
  await expect(drawer.getByRole('checkbox').first()).toBeChecked();
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer).toBeHidden();
  await expect(trigger).toBeFocused();
  const rows = page.locator('li[data-sku]');
  await expect(rows.first()).toBeVisible();
  await expect.poll(() => rows.evaluateAll((items, b) => items.every((li) => li.textContent?.includes(`${b} ·`)), brand)).toBe(true);

  // A draft closed with Escape is dropped: the list keeps the applied brand, focus returns.
  await trigger.click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Clear' }).focus();
  await drawer.getByRole('checkbox').nth(1).locator('xpath=ancestor::label[1]').click();
  await expect(drawer.getByRole('checkbox').nth(1)).toBeChecked();
  await expect(drawer.getByText('Not applied yet.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect.poll(() => rows.evaluateAll((items, b) => items.every((li) => li.textContent?.includes(`${b} ·`)), brand)).toBe(true);
});
