import { expect, test, type Page } from '@playwright/test';
import { isOrderingLink } from '@trade-portal/domain';
import { callApi, login } from './helpers';

/*
 * §6: a TierAccessLevel 3 store (restricted@demo.test) is shown no call to action into ordering: not on
 * home (hero banner, pods), not in the popup banner ('New in: Nimbus Pod' keeps its news, not its 'Order
 * now'), not in the help bot ('Start a new order', 'My stock card'). The links are checked against the
 * route guard's own list (isOrderingLink). And §2.9: the home survey pod shows only with a survey, in that
 * survey's words (its title and real question count).
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
  await login(page, 'restricted@demo.test', { popUpBanners: 'show', at: '/' });

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
  // And the hero's call to action to Place Order.
  await expect(page.getByRole('region', { name: 'The winter range is in' }).getByRole('link', { name: 'Shop the range', includeHidden: true })).toHaveAttribute('href', '/place-order');
});

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

test('the survey pod shows only with a survey, naming its title and real question count', async ({ page }) => {
  // No survey for this store: no survey pod (the others stay).
  await login(page, 'single@demo.test', { at: '/' });
  const pods = page.getByRole('region', { name: 'Featured' });
  await expect(pods.getByRole('link', { name: 'Read the guides' })).toHaveCount(1);
  await expect(pods.getByRole('link', { name: 'Take the survey' })).toHaveCount(0);
  await expect(pods).not.toContainText('questions');

  // The survey store: the pod speaks of the Home survey the server offers. The survey's intro modal opens
  // over the page, so the pod is read behind it (includeHidden), and nothing is answered here.
  const other = await page.context().browser()!.newPage({ baseURL: new URL(page.url()).origin });
  const home = other.waitForResponse((r) => r.url().includes('/api/Survey/active') && new URL(r.url()).searchParams.get('section') === 'Home');
  await login(other, 'survey@demo.test', { at: '/' });
  const state = (await (await home).json()) as { Survey: { Questions: unknown[] } | null };
  expect(state.Survey).not.toBeNull();
  const count = state.Survey!.Questions.length;
  const accountNumber = await other.evaluate(() => localStorage.getItem('account_number'));
  const offered = await callApi<{ OpenSurvey: boolean; Title: string; Desc: string }[]>(other, 'GET', `/api/Cms/HomePods?accountNumber=${accountNumber}`);
  expect(offered.filter((p) => p.OpenSurvey)).toHaveLength(1);
  const surveyPods = other.getByRole('region', { name: 'Featured', includeHidden: true });
  const pod = surveyPods.getByRole('article', { includeHidden: true }).filter({ has: other.getByRole('link', { name: 'Take the survey', includeHidden: true }) });
  await expect(pod.getByRole('heading', { level: 3, includeHidden: true })).toHaveText('Your ordering experience');
  await expect(pod).toContainText(`${WORDS[count]} questions`);
  await expect(pod).not.toContainText('five questions');
  await expect(pod.getByRole('link', { name: 'Take the survey', includeHidden: true })).toHaveAttribute('href', '/?survey=true');
  await other.close();
});
