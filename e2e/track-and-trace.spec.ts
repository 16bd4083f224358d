import { expect, test } from '@playwright/test';
import { login, switchStore } from './helpers';

// §1, §2.4, §5: multi@demo.test's store Quayside News Salthill (10020002), and so a copy of it, has no Track and Trace codes.
test('a store without codes sees the notice, submits a bad then a good EOID/FID, and the notice goes', async ({ page }) => {
  await login(page, 'multi@demo.test', { at: '/' });
  const notice = page.locator('[data-track-and-trace-notice]');
  // The first store has its codes: no notice.
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // With outers in the first store's cart the switch asks first.
  await switchStore(page, 'Quayside News Salthill');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Quayside News Salthill').first()).toBeVisible();

  // On / and /cart while the codes are missing, linking to /set-eoid-fid.
  await expect(notice).toBeVisible();
  await page.goto('/cart');
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: 'Submit your codes' }).click();
  await expect(page).toHaveURL(/\/set-eoid-fid$/);
  await expect(page.getByRole('heading', { name: 'Track and Trace codes' })).toBeVisible();

  // Empty, then malformed: the §5 messages, nothing sent.
  const submit = page.getByRole('button', { name: 'Submit codes' });
  await submit.click();
  await expect(page.getByText('This field is required.')).toHaveCount(2);
  const eoid = page.getByLabel(/^EOID/);
  const fid = page.getByLabel(/^FID/);
  await eoid.fill('IED-12');
  await fid.fill('IED000207733');
  await submit.click();
  await expect(page.getByText('Invalid EOID format. Please try again.')).toBeVisible();
  await expect(page.getByText('Invalid FID format. Please try again.')).toBeVisible();
  await expect(eoid).toBeFocused();

  // Good codes (lower case and spaces are tidied): stored, confirmed, and the notice is gone.
  await eoid.fill(' ied000207744 ');
  await fid.fill('IED00020774402');
  await submit.click();
  await expect(page.getByText(/^Your Track and Trace codes have been saved./)).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: /Trade Portal|Home/ }).first().click();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: /Cart|Before you checkout/ }).first()).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('the 30-second session check raises the notice to level 2 while codes are missing', async ({ page }) => {
  await page.clock.install();
  await login(page, 'restricted@demo.test');
  const notice = page.locator('[data-track-and-trace-notice]');
  await expect(notice).toHaveAttribute('data-level', '1');
  // The keep-alive arrives beside the page and starts its 30 s wait after its first check: until that
  // check is done, a jump of the clock may come before its timer is set, so the jump is repeated.
  await expect(async () => {
    await page.clock.fastForward(31_000);
    await expect(notice).toHaveAttribute('data-level', '2', { timeout: 1000 });
  }).toPass();
  await expect(notice).toContainText('Action needed: Track and Trace codes');
});
