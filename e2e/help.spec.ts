import { expect, test } from '@playwright/test';
import { login, answerLate, recordShifts, shiftedTexts } from './helpers';

// §2.1 /faqs and /contact (one Help screen), §2.2 /contact-us, §5, §7 Contact.

test('the Help screen: FAQs open and close by keyboard, and the contact form checks §5 and is sent', async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/faqs' });
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  const question = page.getByRole('region', { name: 'Frequently asked questions' }).getByRole('button').first();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');

  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('This field is required.')).toHaveCount(2);
  await form.getByRole('button', { name: /Subject/ }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('textbox', { name: 'Message' }).fill('Please call me about next week’s delivery.');
  const sent = page.waitForResponse((r) => r.url().includes('/api/ContactUs/SubmitLoggedIn'));
  await form.getByRole('button', { name: 'Send message' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByText('Thank you, your message has been sent.')).toBeVisible();
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByRole('form', { name: 'Contact us' }).getByRole('textbox', { name: 'Message' })).toHaveValue('');
});

test('an order number that is not the store’s gets the server’s message and keeps what was typed', async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/contact' });
  await expect(page.getByRole('heading', { name: 'Contact us' })).toBeFocused();
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('button', { name: /Subject/ }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('textbox', { name: 'Message' }).fill('About this order.');
  await form.getByRole('textbox', { name: /Order number/ }).fill('99999999');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('About this order.');
});

test('the public /contact-us form is sent logged out', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('textbox', { name: /Name/ }).fill('Fiona Hayes');
  await form.getByRole('textbox', { name: /Email/ }).fill('fiona.hayes');
  await form.getByRole('button', { name: /Subject/ }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('textbox', { name: 'Message' }).fill('I would like to open a trade account.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Invalid email format. Please try again.')).toBeVisible();
  await form.getByRole('textbox', { name: /Email/ }).fill('fiona@hayes.ie');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you, your message has been sent.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the login' })).toHaveAttribute('href', '/login');
});

test('the contact form does not move when the questions above it arrive', async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/my-orders' });
  await recordShifts(page);
  // The questions answer well after the page has drawn.
  await answerLate(page, /\/api\/Cms\/Faqs/);
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  expect((await shiftedTexts(page)).filter((text) => /^(Contact us|Message|Order number|Send message)/.test(text))).toEqual([]);
});
