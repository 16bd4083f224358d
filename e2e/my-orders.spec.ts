import { expect, test } from '@playwright/test';
import { login } from './helpers';

// §4 Orders filter "by store": filtering the history by another store lists that store's orders and
// reviews them in its name, but the store being ordered for (info bar, cart) does not change.
test('filtering My Orders by another store does not switch the store being ordered for', async ({ page }) => {
  await login(page, 'multi@demo.test', { at: '/my-orders' });
  // The info bar's store name sits beside its '(switch)' button.
  const currentStore = page.getByRole('button', { name: '(switch)' }).locator('..');
  const current = (await page.getByRole('button', { name: /Store/ }).textContent())!.trim();
  expect(current).not.toContain('Quayside Express Oranmore');

  await page.getByRole('button', { name: /Store/ }).click();
  await page.getByRole('option', { name: 'Quayside Express Oranmore' }).click();
  await expect(page.getByRole('button', { name: /Store/ })).toContainText('Quayside Express Oranmore');
  // The info bar still names the store the cart belongs to.
  await expect(currentStore).toContainText(current);
  await expect(currentStore).not.toContainText('Quayside Express Oranmore');

  // The other store's orders are listed and reviewed in its name.
  const firstOrder = page.locator('tr[data-order]').first().getByRole('link');
  await expect(firstOrder).toHaveAttribute('href', /store=/);
  const orderNumber = (await firstOrder.textContent())!.trim();
  await firstOrder.click();
  await expect(page.getByRole('heading', { name: 'Review order' })).toBeVisible();
  await expect(page.getByText(orderNumber).first()).toBeVisible();
  await expect(page.getByText('Order Number is invalid')).toHaveCount(0);
});

// ADR 0055: the order delivered today says so under its status, in My Orders and when reviewed.
test('the order delivered today says so under its status, in My Orders and on its review', async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/my-orders' });
  const row = page.locator('tr[data-order]').filter({ hasText: /Delivered today, \d{2}:\d{2}/ });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Review order' })).toBeVisible();
  await expect(page.getByText(/^Delivered today, \d{2}:\d{2}$/)).toBeVisible();
});
