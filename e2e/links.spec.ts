import { expect, test } from '@playwright/test';
import { login } from './helpers';

// Links with a scheme leave the app as they are: the router once resolved them as paths
// ('/login/mailto:…'), so the customer-service address and the BA's number opened the 404 page.
test('mail and phone links keep their address', async ({ page }) => {
  await page.goto('/login');
  const mail = page.getByRole('link', { name: /@/ });
  await expect(mail).toHaveAttribute('href', /^mailto:[^/]+@/);

  // The info bar's BA number is on every private page.
  await login(page, 'single@demo.test', { at: '/my-orders' });
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
  const all = await page.locator('a[href*="tel:"], a[href*="mailto:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const href of all) expect(href).toMatch(/^(tel|mailto):/);
});
