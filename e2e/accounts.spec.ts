import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { readOutbox } from '../apps/api/test/outbox';
import { login } from './helpers';

// §2.2 /register, /verify-account, /forgotten-password, /reset-password; §2.1 /my-account; §8 expired
// link. The server writes its emails to DATA_DIR/outbox (ADR 0025); these tests follow the links in them.

const STORE = '10050001';

/** This project's server: its DATA_DIR's outbox, and its PUBLIC_URL (the base URL), where emailed links start. */
function server() {
  const { metadata, use } = test.info().project;
  return { outboxDir: join((metadata as { dataDir: string }).dataDir, 'outbox'), publicUrl: use.baseURL! };
}

/** The path and query of the newest portal link emailed to `to` whose subject matches, once it is there. */
async function emailedLink(to: string, subject: RegExp, count = 1): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const { outboxDir, publicUrl } = server();
      const mails = readOutbox(outboxDir, publicUrl).filter((m) => m.to.includes(to) && subject.test(m.subject));
      link = mails.length >= count ? mails[count - 1]!.link : undefined;
      return link;
    }, { timeout: 15_000 })
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Registers `email` through the form on /register. */
async function registerThroughForm(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel(/^First name/).fill('Róisín');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Confirm email/).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByLabel(/^Confirm password/).fill(password);
  await form.getByLabel(/^Account number/).fill(STORE);
  // The label is what a user presses: the box itself sits under its drawn square.
  await form.getByText('I accept the terms and conditions').click();
  await form.getByText(/I am 18 or over/).click();
  await expect(form.getByRole('checkbox', { name: /18 or over/ })).toBeChecked();
  await form.getByRole('button', { name: 'Register' }).click();
}

test('register, follow the emailed link, log in, change the password and log in with the new one', async ({ page }) => {
  const email = `shop-${Date.now()}@demo.test`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'New customer? Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();

  // The §5 messages first; nothing is sent.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please accept the terms and conditions.')).toBeVisible();
  await registerThroughForm(page, email, 'Shop-Counter-42');
  await expect(page.getByText(/we have sent you an email with a link to verify your account/)).toBeVisible();

  // Not verified yet: the login says so.
  await logIn(page, email, 'Shop-Counter-42');
  await expect(page.getByRole('alert')).toContainText('Please verify your email address first');

  await page.goto(await emailedLink(email, /verify/i));
  await expect(page.getByText('Your account is verified. You can now log in.')).toBeVisible();
  // The link is single-use: a second visit shows the expired popup with 'Re-send email'.
  await page.reload();
  const expired = page.getByRole('alertdialog', { name: 'This link has expired' });
  await expect(expired).toBeVisible();
  await expect(expired.getByRole('link', { name: 'Re-send email' })).toHaveAttribute('href', '/resend-email');
  await expired.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'Go to Login' }).click();

  await logIn(page, email, 'Shop-Counter-42');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/change-password');
  const form = page.getByRole('form', { name: 'New password' });
  await form.getByLabel(/^Current password/).fill('Shop-Counter-42');
  await form.getByLabel(/^New password/).fill('Till-Roll-2026');
  await form.getByLabel(/^Confirm new password/).fill('Till-Roll-2026');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await logIn(page, email, 'Shop-Counter-42');
  await expect(page.getByRole('alert')).toContainText('The user name or password is incorrect.');
  await logIn(page, email, 'Till-Roll-2026');
  await expect(page).not.toHaveURL(/\/login/);
});

test('forgotten password: an outdated link shows the expired popup, a fresh one resets the password', async ({ page, request }) => {
  const email = `reset-${Date.now()}@demo.test`;
  const registered = await request.post('/api/Account/Register', {
    data: { Email: email, ConfirmEmail: email, Password: 'Back-Office-77', ConfirmPassword: 'Back-Office-77', JtiAccountId: STORE, AcceptTerms: true, IsOver18: true },
  });
  expect(registered.ok()).toBe(true);
  const verifyPath = await emailedLink(email, /verify/i);
  const params = new URL(verifyPath, 'http://x').searchParams;
  expect((await request.post('/api/Account/VerifyAccount', { data: { UserId: params.get('user'), Code: params.get('code') } })).ok()).toBe(true);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgotten your password?' }).click();
  await expect(page).toHaveURL(/\/forgotten-password$/);
  // The login form stays on screen until the page's chunk has come: wait for the page itself.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgotten your password?' })).toBeVisible();
  const ask = async () => {
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const alert = page.getByRole('dialog', { name: 'Check your email' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Go to Login' })).toBeVisible();
    await alert.getByRole('button', { name: 'Close' }).click();
    await expect(alert).toBeHidden();
  };
  await ask();
  const first = await emailedLink(email, /reset/i, 1);
  // A second request: the first link stops working, as an expired one does.
  await ask();
  const second = await emailedLink(email, /reset/i, 2);
  expect(second).not.toBe(first);

  await page.goto(first);
  const fill = async (password: string) => {
    const form = page.getByRole('form', { name: 'New password' });
    await form.getByLabel(/^New password/).fill(password);
    await form.getByLabel(/^Confirm new password/).fill(password);
    await form.getByRole('button', { name: 'Reset my password' }).click();
  };
  await fill('Front-Desk-88');
  const expired = page.getByRole('alertdialog', { name: 'This link has expired' });
  await expect(expired).toBeVisible();
  await expect(expired.getByRole('link', { name: 'Re-send email' })).toHaveAttribute('href', '/forgotten-password');
  await expired.getByRole('button', { name: 'Close' }).click();

  await page.goto(second);
  await fill('Front-Desk-88');
  await expect(page.getByText('Your password has been changed. You can now log in with it.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await logIn(page, email, 'Back-Office-77');
  await expect(page.getByRole('alert')).toContainText('The user name or password is incorrect.');
  await logIn(page, email, 'Front-Desk-88');
  await expect(page).not.toHaveURL(/\/login/);
});

test('/my-account shows the stores and the advisor, and saves the details and the marketing choice', async ({ page }) => {
  await login(page, 'multi@demo.test');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your stores' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('link', { name: /^\+?[\d ]+$/ })).toHaveAttribute('href', /^tel:/);

  const form = page.getByRole('form', { name: 'Your details' });
  const first = form.getByLabel(/^First name/);
  await expect(first).not.toHaveValue('');
  const before = await first.inputValue();
  await first.fill('Siobhán');
  const marketing = form.getByRole('checkbox', { name: 'Send me news and offers by email' });
  await expect(marketing).toBeChecked();
  await form.getByText('Send me news and offers by email').click();
  await expect(marketing).not.toBeChecked();
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel(/^First name/)).toHaveValue('Siobhán');
  await expect(form.getByRole('checkbox', { name: 'Send me news and offers by email' })).not.toBeChecked();

  // Put them back for the other tests.
  await form.getByLabel(/^First name/).fill(before);
  await form.getByText('Send me news and offers by email').click();
  await expect(marketing).toBeChecked();
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();
});
