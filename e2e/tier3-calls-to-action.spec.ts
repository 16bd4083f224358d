import { expect, test, type Page } from '@playwright/test';
import { isOrderingLink } from '@trade-portal/domain';
import { login } from './helpers';

/*
 * §6: a TierAccessLevel 3 store (restricted@demo.test) is shown no call to action into ordering: not on
 * home (hero banner, pods), not in the popup banner ('New in: Nimbus Pod' keeps its news, not its 'Order
 * now'), not in the help bot ('Start a new order', 'My stock card'). The links are checked against the
 * route guard's own list (isOrderingLink). The home survey pod (§2.9) is e2e/survey.spec.ts's, which runs it
 * before the survey is taken.
 */

const launcher = (page: Page) => page.getByRole('button', { name: 'Can I help?' });
const chat = (page: Page) => page.getByRole('dialog', { name: 'Help chat' });
const answers = (page: Page) => chat(page).getByRole('group', { name: 'Answers' });
const botMessages = (page: Page) => chat(page).getByRole('log').getByRole('listitem').filter({ hasText: /^Help bot:/ });

/** The hrefs of every link on the page that leads into ordering, hidden or not. */
async function orderingLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((href) => isOrderingLink(href));
}

test('tier 3 sees no link or button into ordering on home, in the popup banner or in the help bot', async ({ page }) => {
  const popups = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/Cms/PopUpBanners' && r.ok());
  await login(page, 'restricted@demo.test', { popupBanners: 'show', at: '/' });

  // The popup banner of the session: the news, without 'Order now'.
  const banners = (await (await popups).json()) as { Title: string; CTA: string | null; AssetPath: string | null }[];
  const nimbus = banners.find((b) => b.Title === 'New in: Nimbus Pod');
  expect(nimbus).toMatchObject({ CTA: null, AssetPath: null });
  const popup = page.getByRole('dialog', { name: banners[0]!.Title });
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByRole('link', { name: 'Order now' })).toHaveCount(0);
  expect((await popup.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))).filter((href) => isOrderingLink(href))).toEqual([]);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();

  // Home: the hero banner is there, without 'Shop the range'; no Shop Now or My orders cards; no pod into ordering.
  const hero = page.getByRole('region', { name: 'The winter range is in' });
  await expect(hero).toBeVisible();
  await expect(hero.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Featured' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop the range' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Shop Now' })).toHaveCount(0);
  expect(await orderingLinks(page)).toEqual([]);

  // The help bot: no 'My stock card' branch, no 'Start a new order', nothing that lands in ordering.
  await launcher(page).click();
  await expect(botMessages(page)).toHaveCount(1);
  const root = answers(page).getByRole('button');
  await expect(root.first()).toBeVisible();
  const rootTexts = await root.allInnerTexts();
  expect(rootTexts).toContain('Placing an order');
  expect(rootTexts).not.toContain('My stock card');
  await answers(page).getByRole('button', { name: 'Placing an order' }).click();
  await expect(botMessages(page)).toHaveCount(2);
  await expect(answers(page).getByRole('button', { name: 'Why can I not choose any quantity?' })).toBeVisible();
  await expect(answers(page).getByRole('button', { name: 'Start a new order' })).toHaveCount(0);
  await expect(answers(page).getByRole('button', { name: 'Change or cancel a pending order' })).toHaveCount(0);
  await answers(page).getByRole('button', { name: 'Why can I not choose any quantity?' }).click();
  await expect(botMessages(page)).toHaveCount(3);
  await expect(answers(page).getByRole('button', { name: 'Read the FAQs' })).toBeVisible();
  await expect(answers(page).getByRole('button', { name: 'Start an order' })).toHaveCount(0);
  expect(await orderingLinks(page)).toEqual([]);
});

test('the help bot still offers ordering to the other tiers', async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/' });
  await launcher(page).click();
  await expect(botMessages(page)).toHaveCount(1);
  await expect(answers(page).getByRole('button', { name: 'My stock card' })).toBeVisible();
  await answers(page).getByRole('button', { name: 'Placing an order' }).click();
  await expect(answers(page).getByRole('button', { name: 'Start a new order' })).toBeVisible();
  // And the hero's call to action to Place Order, with its small print and the strip's cut-off message.
  const hero = page.getByRole('region', { name: 'The winter range is in' });
  await expect(hero.getByRole('link', { name: 'Shop the range', includeHidden: true })).toHaveAttribute('href', '/place-order');
  await expect(hero).toContainText('Order by 18 December for delivery before Christmas.');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Holiday deliveries');
});

test('tier 3 sent from an ordering page lands on Home, which says once why, what the store can do and whom to call', async ({ page }) => {
  await login(page, 'restricted@demo.test', { at: '/' });
  const notice = page.getByRole('status').filter({ hasText: 'Ordering is not open to this store in the portal' });
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('can read the news, watch the videos, read the Partner Hub guides and download price lists here');
  await expect(notice.getByRole('link', { name: '083 456 7890' })).toHaveAttribute('href', 'tel:0834567890');
  await expect(notice).not.toContainText('The page you opened is for ordering');

  for (const path of ['/place-order', '/my-orders', '/cart']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText('The page you opened is for ordering, so you are on Home.');
  }
  // Said once: no cut-off to order by in the info bar, the strip or the hero's small print, no Shop Now or
  // My orders cards. The strip's other messages stay.
  await expect(page.getByText(/Order cut-off/)).toHaveCount(0);
  const strip = page.getByRole('region', { name: 'Notifications' });
  await expect(strip).toContainText('New price list');
  await expect(page.getByText(/Order by 18 December/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'The winter range is in' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shop Now' })).toHaveCount(0);
});
