import { expect, test } from '@playwright/test';
import { login } from './helpers';

// §2.1–§2.4, §2.7, §8: the legal pages, the redirects of logged-out visitors, the 404 page in the site's
// frame, the white background, and every footer link leading to a real page.

test('the public legal pages render with the template notice and the logged-out footer', async ({ page }) => {
  for (const [path, title] of [['/privacy-policy-public', 'Privacy Statement'], ['/cookies-policy-public', 'Cookies Policy'], ['/terms-conditions-register', 'Terms of Use']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('template for the operator');
    await expect(page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Statement' })).toHaveAttribute('href', '/privacy-policy-public');
    await expect(page.getByRole('navigation', { name: 'My account' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Corporate' }).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  }
});

test('logged out: /cookies-policy goes to its public twin, private routes and /declaration go to /login', async ({ page }) => {
  await page.goto('/cookies-policy');
  await expect(page).toHaveURL(/\/cookies-policy-public$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies Policy' })).toBeVisible();
  for (const path of ['/declaration', '/privacy-policy', '/videos', '/p4p', '/faqs', '/see-all-downloads', '/invoice?ordernumber=1']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
  }
});

test('an unknown route shows the 404 page in the public frame when logged out, and in the shell when logged in', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the login page' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the login page' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await login(page, 'single@demo.test', { at: '/no-such-page' });
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Place Order' }).first()).toBeAttached();
  await expect(page.getByRole('main')).toHaveCount(1);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('logged in: the legal pages on white, the Reach Declaration, and every footer link leads to a real page', async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/declaration' });
  await expect(page.getByRole('heading', { level: 1, name: 'Reach Declaration' })).toBeVisible();
  await expect(page.locator('[data-background="white"]')).toHaveCount(1);
  await page.goto('/place-order');
  await expect(page.locator('[data-background="default"]')).toHaveCount(1);
  const footer = page.getByRole('contentinfo');
  // The footer comes with the page's shell, a moment after the heading: read its links once they are there.
  const footerHrefs = () => footer.getByRole('link').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
  await expect.poll(footerHrefs).toEqual(expect.arrayContaining(['/my-orders', '/place-order', '/p4p', '/videos', '/faqs', '/terms-conditions', '/privacy-policy', '/declaration', '/cookies-policy']));
  const hrefs = await footerHrefs();
  for (const href of hrefs.filter((h) => h.startsWith('/'))) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' }), href).toHaveCount(0);
  }
});

// The public template's pages carry the logged-out footer too, so a visitor of /login reaches
// Contact Us, the terms and the privacy statement (§2.3, §2.7).
test('logged out, the footer of /login leads to Contact Us, the terms and the privacy statement', async ({ page }) => {
  for (const [name, path, title] of [
    ['Contact Us', '/contact-us', 'Contact us'],
    ['Terms of Use', '/terms-conditions-register', 'Terms of Use'],
    ['Privacy Statement', '/privacy-policy-public', 'Privacy Statement'],
  ] as const) {
    await page.goto('/login');
    await page.getByRole('contentinfo').getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  // Every page of the public template has it.
  await page.goto('/contact-us');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-conditions-register');
  await page.goto('/forgotten-password');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
});
