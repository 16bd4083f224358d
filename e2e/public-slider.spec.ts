import { expect, test } from '@playwright/test';
import { fullMotion } from './helpers';

// The slider as it rotates for a visitor who has not asked for reduced motion.
test.use(fullMotion);

/**
 * The public template's notification slider (§2.2) on /login: a message whose link is a private
 * page ('Downloads', /see-all-downloads) shows without it, as a logged-out visitor would only be led back
 * to /login; a link anyone can open (the holiday calendar, a server file) stays.
 */
test('the slider on /login offers no link into the private portal', async ({ page }) => {
  await page.goto('/login');
  const slider = page.getByRole('region', { name: 'Notifications' });
  await expect(slider.getByText('New price list')).toBeAttached();
  await expect(slider.getByText('The November price list is now in the portal.')).toBeAttached();
  await expect(slider.locator('a[href="/see-all-downloads"]')).toHaveCount(0);
  await expect(slider.locator('a[href="/pdf/downloads/holiday-ordering-calendar"]')).toHaveCount(1);
});
