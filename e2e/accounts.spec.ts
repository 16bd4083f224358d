import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { readOutbox } from '../apps/api/test/outbox';
import { login, PASSWORD, POPUP_BANNER_SESSION_KEY, userLike } from './helpers';

// §2.2 /register, /verify-account, /forgotten-password, /reset-password; §2.1 /my-account and
// /confirm-email; §8 expired link; ADR 0032 (the store's registration code, the email change, the used
// reset link). The server writes its emails to DATA_DIR/outbox (ADR 0025); these tests follow the links in them.

const MISMATCH = 'The account number and registration code do not match.';

/** This project's server: its DATA_DIR's outbox, and its PUBLIC_URL (the base URL), where emailed links start. */
function server() {
  const { metadata, use } = test.info().project;
  const { dataDir } = metadata as { dataDir: string };
  return { outboxDir: join(dataDir, 'outbox'), publicUrl: use.baseURL! };
}

/**
 * A store to register for: this test's copy of the demo store that has a registration code (firsttime@'s,
 * whose user is told of each registration), with the copy's own one-time code.
 */
async function storeToRegister(page: Page) {
  const holder = await userLike(page.request, 'firsttime@demo.test');
  const { JtiAccountId: account, RegistrationCode: code } = holder.stores[0];
  return { account, code: code!, holder: holder.email };
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

/** Logs in through the form, as a user does. CMS popup banners are skipped (see `login` of ./helpers). */
async function logIn(page: Page, email: string, password: string) {
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), POPUP_BANNER_SESSION_KEY);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Fills the form on /register for `email` with the store's account number and `code`, and sends it. */
async function registerThroughForm(page: Page, email: string, password: string, { account, code }: { account: string; code: string }) {
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel(/^First name/).fill('Róisín');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Confirm email/).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByLabel(/^Confirm password/).fill(password);
  await form.getByLabel(/^Account number/).fill(account);
  await form.getByLabel(/^Registration code/).fill(code);
  // The label is what a user presses: the box itself sits under its drawn square.
  await form.getByText('I accept the terms and conditions').click();
  await form.getByText(/I am 18 or over/).click();
  await expect(form.getByRole('checkbox', { name: /18 or over/ })).toBeChecked();
  await form.getByRole('button', { name: 'Register' }).click();
}

/** The server's refusal above the register button. */
const registerRefusal = (page: Page) => page.getByRole('alert').filter({ hasText: 'We could not register you' });

test('register with the store\'s code, follow the emailed link, log in, change the password and log in with the new one', async ({ page }) => {
  const email = `shop-${Date.now()}@demo.test`;
  const store = await storeToRegister(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'New customer? Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await expect(page.getByLabel(/^Registration code/)).toHaveAccessibleDescription(/on its welcome letter or from your business advisor/);

  // The §5 messages first; nothing is sent.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please accept the terms and conditions.')).toBeVisible();
  // The code as a store might type it: small letters and spaces.
  await registerThroughForm(page, email, 'Shop-Counter-42', { account: store.account, code: store.code.toLowerCase().replaceAll('-', ' ') });
  await expect(page.getByText(/we have sent you an email with a link to verify your account/)).toBeVisible();
  // Every user who already holds the store is told who registered.
  await expect.poll(() => readOutbox(server().outboxDir, server().publicUrl).some((m) => m.to.includes(store.holder) && m.raw.includes(email)), { timeout: 15_000 }).toBe(true);

  // The code is used up: a second registration with it gets the same answer as a wrong one.
  await page.goto('/register');
  await registerThroughForm(page, `again-${Date.now()}@demo.test`, 'Shop-Counter-42', store);
  await expect(registerRefusal(page)).toContainText(MISMATCH);

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

test('a wrong registration code and an unknown account number get the same answer, and nothing is registered', async ({ page }) => {
  const answers: string[] = [];
  const store = await storeToRegister(page);
  for (const [account, code] of [[store.account, 'ABCD-EFGH-JKLM'], ['99999999', store.code]] as const) {
    const email = `stranger-${account}-${Date.now()}@demo.test`;
    await page.goto('/register');
    await registerThroughForm(page, email, 'Shop-Counter-42', { account, code });
    const alert = registerRefusal(page);
    await expect(alert).toContainText(MISMATCH);
    answers.push((await alert.textContent()) ?? '');
    // Both store fields are marked, and the focus is where the correction starts.
    const form = page.getByRole('form', { name: 'Register' });
    await expect(form.getByLabel(/^Account number/)).toBeFocused();
    await expect(form.getByLabel(/^Registration code/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(/^Email/)).toHaveValue(email);
    expect(readOutbox(server().outboxDir, server().publicUrl).some((m) => m.to.includes(email))).toBe(false);
  }
  expect(answers[0]).toBe(answers[1]);
});

test('forgotten password: a replaced link shows the expired popup, a fresh one resets the password once, then says it was used', async ({ page }) => {
  // A store with no suggestion to greet the login (as a new registrant's).
  const user = { email: (await userLike(page.request, 'survey@demo.test')).email, password: PASSWORD };
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgotten your password?' }).click();
  await expect(page).toHaveURL(/\/forgotten-password$/);
  // The login form stays on screen until the page's chunk has come: wait for the page itself.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgotten your password?' })).toBeVisible();
  const ask = async () => {
    await page.getByLabel(/^Email/).fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const alert = page.getByRole('dialog', { name: 'Check your email' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Go to Login' })).toBeVisible();
    await alert.getByRole('button', { name: 'Close' }).click();
    await expect(alert).toBeHidden();
  };
  const before = readOutbox(server().outboxDir, server().publicUrl).filter((m) => m.to.includes(user.email) && /reset/i.test(m.subject)).length;
  await ask();
  const first = await emailedLink(user.email, /reset/i, before + 1);
  // A second request: the first link stops working, as an expired one does.
  await ask();
  const second = await emailedLink(user.email, /reset/i, before + 2);
  expect(second).not.toBe(first);

  const newPasswordForm = page.getByRole('form', { name: 'New password' });
  // The page asks about the link as it opens: a replaced one never shows the form.
  await page.goto(first);
  const expired = page.getByRole('alertdialog', { name: 'This link has expired' });
  await expect(expired).toBeVisible();
  await expect(expired.getByRole('link', { name: 'Re-send email' })).toHaveAttribute('href', '/forgotten-password');
  await expired.getByRole('button', { name: 'Close' }).click();
  await expect(newPasswordForm).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgotten-password');

  await page.goto(second);
  await newPasswordForm.getByLabel(/^New password/).fill('Front-Desk-88');
  await newPasswordForm.getByLabel(/^Confirm new password/).fill('Front-Desk-88');
  await newPasswordForm.getByRole('button', { name: 'Reset my password' }).click();
  await expect(page.getByText('Your password has been changed. You can now log in with it.')).toBeVisible();

  // Used: it says so, with the ways on, and shows no form (not the expired popup).
  await page.goto(second);
  await expect(page.getByRole('alert').filter({ hasText: 'This link has already been used' })).toBeVisible();
  await expect(newPasswordForm).toHaveCount(0);
  await expect(expired).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgotten-password');
  await page.getByRole('link', { name: 'Go to Login' }).click();

  await logIn(page, user.email, user.password);
  await expect(page.getByRole('alert')).toContainText('The user name or password is incorrect.');
  await logIn(page, user.email, 'Front-Desk-88');
  await expect(page).not.toHaveURL(/\/login/);
});

test('changing the login email: the password is asked, the old address stays the login until the emailed link is followed', async ({ page }) => {
  // A store with no suggestion to greet the login (as a new registrant's).
  const user = { email: (await userLike(page.request, 'survey@demo.test')).email, password: PASSWORD };
  const newEmail = `moved-${Date.now()}@demo.test`;
  await logIn(page, user.email, user.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/my-account');
  const form = page.getByRole('form', { name: 'Your details' });
  const email = form.getByLabel(/^Email/);
  await expect(email).toHaveValue(user.email);
  const password = form.getByLabel(/^Current password/);
  await expect(password).toHaveCount(0);

  await email.fill(newEmail);
  await expect(password).toBeVisible();
  // Without the password nothing is sent; with a wrong one the server refuses it, on that field.
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(form.getByText('This field is required.')).toBeVisible();
  await password.fill('Not-My-Password-1');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(password).toHaveAccessibleDescription(/Your current password is incorrect\./);
  await expect(password).toBeFocused();
  await expect(page.getByText(/Waiting for confirmation/)).toHaveCount(0);

  await password.fill(user.password);
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText(`Waiting for confirmation: ${newEmail}`)).toBeVisible();
  await expect(email).toHaveValue(user.email);
  // The notice is the server's PendingEmail: it is still there after a reload.
  await page.reload();
  await expect(page.getByText(`Waiting for confirmation: ${newEmail}`)).toBeVisible();
  // The old address is told.
  await expect.poll(() => readOutbox(server().outboxDir, server().publicUrl).some((m) => m.to.includes(user.email) && /login email is being changed/i.test(m.subject)), { timeout: 15_000 }).toBe(true);

  // Until the link is followed the login is the old address.
  await page.evaluate(() => localStorage.clear());
  await logIn(page, newEmail, user.password);
  await expect(page.getByRole('alert')).toContainText('The user name or password is incorrect.');

  const link = await emailedLink(newEmail, /confirm your new/i);
  expect(link).toMatch(/^\/confirm-email\?/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your new email address' })).toBeVisible();
  await expect(page.getByText('Email address confirmed')).toBeVisible();
  // Single use: a second visit says it was used, and sends to the login.
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'This link has already been used' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  // A link that is not (or no longer) valid: the expired popup, whose way on is My account.
  await page.goto(`${link.replace(/code=[^&]+/, 'code=not-a-code')}`);
  const expired = page.getByRole('alertdialog', { name: 'This link has expired' });
  await expect(expired).toBeVisible();
  await expect(expired.getByRole('link', { name: 'Re-send email' })).toHaveAttribute('href', '/my-account');
  await expired.getByRole('button', { name: 'Close' }).click();

  await logIn(page, user.email, user.password);
  await expect(page.getByRole('alert')).toContainText('The user name or password is incorrect.');
  await logIn(page, newEmail, user.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/my-account');
  await expect(form.getByLabel(/^Email/)).toHaveValue(newEmail);
  await expect(page.getByText(/Waiting for confirmation/)).toHaveCount(0);
});

test('/my-account shows the stores and the advisor, and saves the details and the marketing choice', async ({ page }) => {
  await login(page, 'multi@demo.test', { at: '/my-orders' });
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your stores' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('link', { name: /^\+?[\d ]+$/ })).toHaveAttribute('href', /^tel:/);

  const form = page.getByRole('form', { name: 'Your details' });
  const first = form.getByLabel(/^First name/);
  await expect(first).not.toHaveValue('');
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
});
