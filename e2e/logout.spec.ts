import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { login, PASSWORD, type TestUser } from './helpers';

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

/**
 * Logs a copy of restricted@ in on `page`, then revokes that session elsewhere (a logout in another tab of
 * the same browser).
 * @returns the user
 */
async function endedElsewhere(page: Page, context: BrowserContext): Promise<TestUser> {
  const user = await login(page, 'restricted@demo.test');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const other = await context.newPage();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect((await other.request.post('/api/Account/Logout', { headers: { Authorization: `bearer ${token}` } })).status()).toBe(204);
  await other.close();
  return user;
}

// §8 Invalid session goes to /login; the portal says why there, in the §2.10 redirect popup's words, and a
// new login returns to the page the session ended on.
test('a session the server ended leads to /login, which says the session expired and returns to the page after login', async ({ page, context }) => {
  const { email } = await endedElsewhere(page, context);
  // The next private call is refused: here the videos page's, opened as a bookmark would (a link on the
  // page could already be gone, as any call of the open page, the 30 s session check too, ends it).
  await page.goto('/videos');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has expired. Please log in again to continue.' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/videos$/);

  // A logout of one's own says nothing of the kind.
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has expired')).toHaveCount(0);
});

// The tab found the end itself (any call of the open page, at the latest the 30 s session check) and went to
// /login; a bookmark then opened in that tab is a new document, which must still say why (§8).
test('a session the open page found ended still says so on /login after a reload or a bookmark in that tab', async ({ page, context }) => {
  // The page's clock runs as usual, and is moved on to its next session check.
  await page.clock.install();
  await endedElsewhere(page, context);
  await page.clock.fastForward(30_000);
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/videos');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has expired. Please log in again to continue.' })).toBeVisible();
});
