import { expect, test } from '@playwright/test';
import { PASSWORD } from './helpers';

// §2.2 /password (the first-time-login guide), §2.1 /change-password, §5; the server side in ADR 0025.

test('a temporary password leads to /password, and nothing else opens until a new one is set', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('firsttime@demo.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  // The portal stays closed meanwhile.
  await page.goto('/place-order');
  await expect(page).toHaveURL(/\/password$/);

  const form = page.getByRole('form', { name: 'New password' });
  await form.getByLabel(/^Temporary password/).fill(PASSWORD);
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
  await page.goto('/login');
  await page.getByLabel('Email').fill('restricted@demo.test');
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
  // Back to the demo password, so other tests can log in with it.
  await page.reload();
  await form.getByLabel(/^Current password/).fill('Counter-Top-9');
  await form.getByLabel(/^New password/).fill(PASSWORD);
  await form.getByLabel(/^Confirm new password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
});
