import { expect, test } from '@playwright/test';
import { login } from './helpers';

// After an in-app navigation, focus starts at the new page's heading, and the first Tab of a page
// offers 'Skip to content' (WCAG 2.4.1, 2.4.3).
test('navigation moves focus to the page heading, and a skip link leads to the content', async ({ page }) => {
  // The first page of a visit keeps the browser's own start.
  await login(page, 'single@demo.test', { at: '/my-orders' });
  await page.getByRole('navigation').getByRole('link', { name: 'Place Order' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Place Order' })).toBeFocused();

  await page.getByRole('navigation').getByRole('link', { name: 'My Orders' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeFocused();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#content')).toBeFocused();
});
