// Chromium for `npm run bench` (Debian's, through playwright-core: nothing is downloaded), the demo login,
// and the locators of /place-order by role and accessible name, tolerant of the list's wording.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.js';

/** The demo user every logged-in figure is measured as, and the demo password. */
export const DEMO_USER = 'single@demo.test';
export const DEMO_PASSWORD = 'Portal-Demo-1';

/** Launches headless Chromium. */
export function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}

/**
 * Logs in through the /login form, as a user would, and waits until the portal has stored the chosen
 * store (the session of apps/portal/src/session: `token`, `account_number` in localStorage).
 * @param {import('@playwright/test').Page} page
 * @param {string} base the server's origin
 */
export async function logIn(page, base, email = DEMO_USER) {
  try {
    await page.goto(`${base}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /^log in$/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
    await page.waitForFunction(() => Boolean(localStorage.getItem('token') && localStorage.getItem('account_number')), null, { timeout: 60_000 });
  } catch (error) {
    const text = await page.locator('body').innerText({ timeout: 1_000 }).catch(() => '');
    throw new Error(`could not log in as ${email} (page ${new URL(page.url()).pathname}: “${text.replace(/\s+/g, ' ').slice(0, 200)}”): ${error.message}`, { cause: error });
  }
}

/**
 * What a user does right after logging in: closes whatever the session start opens over the page (a
 * brand ambassador's suggestion: 'Continue', it is in the cart already; a territory manager's: Escape;
 * the session's CMS popup banner: its close button), until no dialog has shown for 6 s (at most 45 s):
 * the banner waits for an idle moment and 1.5 s of a quiet server, and for the suggestion to be closed.
 * A fresh database always has some, and they make the page under them inert.
 * @param {import('@playwright/test').Page} page the page the login landed on
 * @returns {Promise<Record<string, string>>} the tab's sessionStorage: the browser session that has seen
 *   them, for {@link carrySession}
 */
export async function closeSessionPopups(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const until = Date.now() + 45_000;
  let quietSince = Date.now();
  while (Date.now() < until && Date.now() - quietSince < 6_000) {
    const dialog = page.locator('[role="dialog"], [role="alertdialog"]').first();
    if (await dialog.isVisible().catch(() => false)) {
      const dismiss = dialog.getByRole('button', { name: /^(continue|close)\b/i }).first();
      if (await dismiss.isVisible().catch(() => false)) await dismiss.click().catch(() => undefined);
      else await page.keyboard.press('Escape');
      quietSince = Date.now();
    }
    await page.waitForTimeout(250);
  }
  return page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
}

/**
 * Every later page of `context` starts in the browser session `stored` (from {@link closeSessionPopups}),
 * as the next page of the same tab would: the popups closed once are not opened again over a measurement.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {Record<string, string>} stored
 */
export async function carrySession(context, stored) {
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
  }, stored);
}

/** The accessible name of the + buttons ('Increase quantity of {Product}'), as a pattern source: in-page observers use it too. */
export const INCREASE_LABEL_PATTERN = '^(increase quantity|increase|add one|more) of ';

/**
 * The /place-order controls, found by role and accessible name. The names follow
 * packages/ui/src/ordering (QuantityStepper, ProductToolbar, BrandFilter); the patterns also accept
 * close rewordings so a reworked list is still measured.
 * @param {import('@playwright/test').Page} page
 */
export function placeOrderControls(page) {
  return {
    /** The + buttons ('Increase quantity of {Product}'). */
    increase: page.getByRole('button', { name: new RegExp(INCREASE_LABEL_PATTERN, 'i') }),
    /** The typed-quantity boxes ('Outers of {Product}'). */
    quantityBox: page
      .getByRole('textbox', { name: /^(outers|quantity) (of|for) /i })
      .or(page.getByRole('spinbutton', { name: /^(outers|quantity) (of|for) /i })),
    /** 'Sort by': a react-aria Select (a button and a listbox) or a native select. */
    sort: page.getByRole('button', { name: /\bsort\b/i }).or(page.getByRole('combobox', { name: /\bsort\b/i })).first(),
    /** 'Search products'. */
    search: page.getByRole('searchbox', { name: /^search\b/i }).or(page.getByRole('textbox', { name: /^search\b/i })).first(),
    /** 'Filter by brand', which opens the brand drawer (a dialog). */
    brandButton: page.getByRole('button', { name: /^(filter by brand|brands?\b|filter\b)/i }).first(),
  };
}

