import { expect, test } from '@playwright/test';
import { login } from './helpers';

// §4 Logout: the token is revoked on the server, so a copy of it (an open tab, a stolen value) stops working.
test('logging out revokes the token: a copy of it is refused with a 401', async ({ page }) => {
  await login(page, 'restricted@demo.test');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const withOldToken = () => page.request.get('/api/Account/GetAccounts', { headers: { Authorization: `bearer ${token}` } });
  expect((await withOldToken()).status()).toBe(200);
  const revoked = page.waitForResponse((r) => r.url().includes('/api/Account/Logout'));
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await revoked).status()).toBe(204);
  expect((await withOldToken()).status()).toBe(401);
});
