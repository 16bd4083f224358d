import { expect, test } from '@playwright/test';
import { PASSWORD, POPUP_BANNER_SESSION_KEY, userLike } from './helpers';

// §2.2 /password (the first-time-login guide), §2.1 /change-password, §5; the server side in ADR 0025.

test('a temporary password leads to /password, and nothing else opens until a new one is set', async ({ page }) => {
  const { email } = await userLike(page.request, 'firsttime@demo.test');
  // A CMS popup banner would open over the form at a moment no step can wait for (see `login` of ./helpers).
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), POPUP_BANNER_SESSION_KEY);
  const logIn = async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  };
  await logIn();
  const form = page.getByRole('form', { name: 'New password' });
  // The temporary password was just typed: not asked again.
  await expect(form.getByLabel(/^New password/)).toBeVisible();
  await expect(form.getByLabel(/^Temporary password/)).toHaveCount(0);
  // The portal stays closed meanwhile; after that page load the typed password is gone, so it is asked for.
  await page.goto('/place-order');
  await expect(page).toHaveURL(/\/password$/);
  await expect(form.getByLabel(/^Temporary password/)).toBeVisible();

  // A way out without setting a password: Log Out ends the session, here and on the server.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Logging out does not wait for the server's answer: ask until the token is refused.
  await expect.poll(async () => (await page.request.head('/api/Account/CheckAuth', { headers: { Authorization: `bearer ${token}` } })).status()).toBe(401);
  await page.goto('/password');
  await expect(page).toHaveURL(/\/login$/);

  await logIn();
  await expect(form.getByLabel(/^Temporary password/)).toHaveCount(0);
  await form.getByLabel(/^New password/).fill('password');
  await form.getByLabel(/^Confirm new password/).fill('password');
  await form.getByRole('button', { name: 'Set my password' }).click();
  await expect(form.getByText('Use at least 8 characters, with a number, an uppercase and a lowercase letter.')).toBeVisible();
  await form.getByLabel(/^New password/).fill('Qwerty123');
  await form.getByLabel(/^Confirm new password/).fill('Qwerty123');
  await form.getByRole('button', { name: 'Set my password' }).click();
  await expect(form.getByRole('alert')).toContainText('too common');
  await form.getByLabel(/^New password/).fill('First-Light-7');
  await form.getByLabel(/^Confirm new password/).fill('First-Light-7');
  await form.getByRole('button', { name: 'Set my password' }).click();
  await expect(page).toHaveURL(/\/place-order$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('/change-password checks the current password and changes it', async ({ page }) => {
  const { email } = await userLike(page.request, 'restricted@demo.test');
  // A CMS popup banner would open over the form at a moment no step can wait for (see `login` of ./helpers).
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), POPUP_BANNER_SESSION_KEY);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/change-password');
  const form = page.getByRole('form', { name: 'New password' });
  await form.getByLabel(/^Current password/).fill('not-my-password');
  await form.getByLabel(/^New password/).fill('Counter-Top-9');
  await form.getByLabel(/^Confirm new password/).fill('Counter-Top-9');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toContainText('Your current password is incorrect.');
  await form.getByLabel(/^Current password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
});
