import { expect, test, type Page } from '@playwright/test';
import { fullMotion, login, networkSettled } from './helpers';

// A help bot link to a part of home scrolls there smoothly unless reduced motion is asked for.
test.use(fullMotion);

/**
 * The help chatbot of §2.8 and §4 Helpbot against the real server and its seeded question tree: the
 * launcher and its 5 s collapse to the tab (§9), a walk to a CTA link that lands on its page, a revert that
 * truncates the chat, closing with focus back on the launcher, and home's downloads link.
 */

const launcher = (page: Page) => page.getByRole('button', { name: 'Can I help?' });
const chat = (page: Page) => page.getByRole('dialog', { name: 'Help chat' });
const answers = (page: Page) => chat(page).getByRole('group', { name: 'Answers' });
const botMessages = (page: Page) => chat(page).getByRole('log').getByRole('listitem').filter({ hasText: /^Help bot:/ });

/** Opens the chat from the launcher or the tab and waits for question 0 (100 ms + 1 s, §9). */
async function openChat(page: Page) {
  await launcher(page).click();
  await expect(chat(page)).toBeVisible();
  await expect(chat(page).getByRole('heading', { name: 'Help chat' })).toBeFocused();
  await expect(botMessages(page)).toHaveCount(1);
  await expect(botMessages(page).first()).toContainText('What can I help you with?');
}

test('the help bot: launcher, tab, a CTA to /my-orders, revert, close', async ({ page }) => {
  // The page's clock runs as usual but can be moved on; the moments the launcher shows and folds, and its
  // text as it shows, are noted in it. On a loaded machine any number of seconds may pass between two steps
  // here, so the test reads those notes rather than the launcher's state at a given moment.
  await page.clock.install();
  await page.addInitScript(() => {
    const w = window as unknown as { launcherShownAt?: number; launcherText?: string; tabShownAt?: number };
    const observer = new MutationObserver(() => {
      const launcher = document.querySelector('[data-helpbot="launcher"]');
      if (w.launcherShownAt === undefined && launcher?.getAttribute('data-state') === 'launcher') {
        w.launcherShownAt = Date.now();
        w.launcherText = (launcher.textContent ?? '').trim();
      }
      if (w.launcherShownAt !== undefined && launcher?.getAttribute('data-state') === 'tab') {
        w.tabShownAt = Date.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
  await login(page, 'single@demo.test', { at: '/my-account' });

  // §2.8, §4: 'Can I help?' shows once the first question answered, then folds to the 58 px tab after 5 s.
  type Notes = { launcherShownAt?: number; launcherText?: string; tabShownAt?: number };
  const read = () => page.evaluate(() => { const w = window as unknown as Notes; return { shown: w.launcherShownAt, text: w.launcherText, tab: w.tabShownAt }; });
  await expect.poll(async () => (await read()).shown, { timeout: 15_000 }).toBeDefined();
  const shownAt = (await read()).shown!;
  expect((await read()).text).toBe('Can I help?');
  await page.clock.fastForward(Math.max(0, 5_200 - (await page.evaluate((at) => Date.now() - at, shownAt))));
  await expect(launcher(page)).toHaveAttribute('data-state', 'tab');
  // Folded by its timer, not at once: the timer starts as the machine enters the state, a render before the
  // launcher shows, so the page sees a little under 5 s (the 5000 ms itself is the machine's own test).
  expect((await read()).tab! - shownAt).toBeGreaterThanOrEqual(4_500);
  expect((await launcher(page).boundingBox())?.width).toBe(58);

  // Open: the chat starts with question 0 and logs helpbot_open (§4).
  await openChat(page);
  const opens = () => page.evaluate(() => ((window as { dataLayer?: { event?: unknown }[] }).dataLayer ?? []).filter((e) => e.event === 'helpbot_open').length);
  expect(await opens()).toBe(1);

  // Answer through to a CTA link (§4): '#/my-orders' lands on /my-orders, and the chat closes.
  await answers(page).getByRole('button', { name: 'My orders and invoices' }).click();
  await expect(chat(page).getByRole('log')).toContainText('My orders and invoices');
  await expect(botMessages(page)).toHaveCount(2);
  await answers(page).getByRole('button', { name: 'Where is my order?' }).click();
  await expect(botMessages(page)).toHaveCount(3);
  await answers(page).getByRole('button', { name: 'Open My Orders' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(chat(page)).toBeHidden();

  // Open again: the chat starts afresh; answer twice, go back to the first question.
  await expect(launcher(page)).toBeVisible();
  await openChat(page);
  await answers(page).getByRole('button', { name: 'Placing an order' }).click();
  await expect(botMessages(page)).toHaveCount(2);
  await answers(page).getByRole('button', { name: 'Start a new order' }).click();
  await expect(botMessages(page)).toHaveCount(3);
  await expect(chat(page).getByRole('button', { name: 'Go back to this question' })).toHaveCount(2);
  await botMessages(page).first().getByRole('button', { name: 'Go back to this question' }).click();
  // Truncated to the first message, unanswered, its answers back and focus on the first of them.
  await expect(botMessages(page)).toHaveCount(1);
  await expect(chat(page).getByRole('log').getByRole('listitem')).toHaveCount(1);
  await expect(answers(page).getByRole('button').first()).toBeFocused();
  await expect(answers(page).getByRole('button', { name: 'Placing an order' })).toBeVisible();

  // Close: focus returns to the launcher; the chat is cleared after 0.5 s, so it starts afresh.
  await chat(page).getByRole('button', { name: 'Close help chat' }).click();
  await expect(launcher(page)).toBeFocused();
  await expect(chat(page)).toBeHidden();
  await openChat(page);
  await page.keyboard.press('Escape');
  await expect(launcher(page)).toBeFocused();
});

test("the help bot: the downloads link goes to home's downloads section; the home link on home just closes", async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/my-orders' });
  await expect(page).not.toHaveURL(/\/$/);
  await expect(launcher(page)).toBeVisible({ timeout: 15_000 });
  await openChat(page);
  await answers(page).getByRole('button', { name: 'Price lists and downloads' }).click();
  await answers(page).getByRole('button', { name: 'Show me the downloads' }).click();
  await expect(chat(page)).toBeHidden();
  // '#/#downloads' → home, then the downloads section (its place on home; its downloads come later) in view.
  await expect(page).toHaveURL(/\/#downloads$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => {
    const top = document.getElementById('downloads')?.getBoundingClientRect().top ?? -1;
    return top >= 0 && top <= window.innerHeight;
  })).toBe(true);

  // Already home: '#/' closes the chat and goes nowhere.
  await openChat(page);
  await answers(page).getByRole('button', { name: 'Price lists and downloads' }).click();
  await answers(page).getByRole('button', { name: 'Take me to the home page' }).click();
  await expect(chat(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await expect(page).toHaveURL(/\/#downloads$/);
});

test('the help bot is not shown when the first question answers 404 (§8)', async ({ page }) => {
  await page.route('**/api/Cms/HelpbotQuestion?*', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ Message: 'Not found' }) }));
  const probe = page.waitForResponse((r) => r.url().includes('/api/Cms/HelpbotQuestion'), { timeout: 30_000 });
  // The widget's code is fetched only after a 200.
  const widgetCode: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/HelpbotWidgetLayer-[^/]+\.js$/.test(r.url())) widgetCode.push(r.url());
  });
  await login(page, 'single@demo.test', { at: '/my-orders' });
  expect((await probe).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Settled after the 404 (nothing asked for half a second): the widget's code never came, and no launcher.
  await networkSettled(page);
  expect(widgetCode).toEqual([]);
  await expect(launcher(page)).toHaveCount(0);
});
