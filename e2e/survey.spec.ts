import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { callApi, continueToCart, firstOrderableProduct, login } from './helpers';

/*
 * The survey widget of §2.12 end to end, as a copy of survey@demo.test (a copy of store 10040001, which has
 * the seed's Home and Cart surveys): every question type, the §5 rules, the email, the reports of §4 reaching the server, and a
 * survey left part-way coming back as the sticky panel. Other demo users get no surveys.
 */

const isCall = (path: RegExp) => (r: Request) => path.test(new URL(r.url()).pathname);
/** The next finished GET /api/Survey/active for a page name, with its answer. */
const activeSurvey = (page: Page, section: string) =>
  page.waitForResponse((r) => r.url().includes('/api/Survey/active') && new URL(r.url()).searchParams.get('section') === section);
/** The next report or email call of a survey: /api/Survey/{id}/<kind>, answered 2xx. */
const surveyCall = (page: Page, kind: 'entered' | 'closed' | 'complete' | 'submitemail') =>
  page.waitForResponse((r) => isCall(new RegExp(`^/api/Survey/\\d+/${kind}$`))(r.request()) && r.ok());
const submitted = (page: Page) => page.waitForResponse((r) => isCall(/^\/api\/Survey\/submit$/)(r.request()) && r.request().method() === 'POST');

/**
 * Ticks a react-aria radio or checkbox the way a user does, by its label: the input itself is visually
 * hidden under the drawn box. `force` presses even a disabled one (to see that nothing happens).
 */
const pick = (option: Locator, force = false) => option.locator('xpath=ancestor::label[1]').click({ force });

/** Presses Next and waits for the answer's POST /api/Survey/submit; returns its body. */
async function next(page: Page) {
  const answer = submitted(page);
  await page.getByRole('dialog', { name: 'Survey' }).getByRole('button', { name: 'Next' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  return response.request().postDataJSON() as { SurveyId: number; QuestionId: number; Answers: { AnswerId?: number; Custom?: string }[] };
}

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

test.describe('survey widget (§2.12)', () => {
  test('Home: the terms, every question type, the email, then no survey on the next visit', async ({ page }) => {
    const home = activeSurvey(page, 'Home');
    await login(page, 'survey@demo.test', { at: '/' });
    expect((await (await home).json()).ShowModal).toBe(true);

    const intro = page.getByRole('dialog', { name: 'Share your feedback' });
    await expect(intro).toContainText('Your ordering experience');
    await intro.getByRole('button', { name: 'Terms and Conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await expect(terms).toContainText('Survey terms and conditions');
    const entered = surveyCall(page, 'entered');
    await terms.getByRole('button', { name: 'Start survey' }).click();
    await entered;

    const panel = page.getByRole('dialog', { name: 'Survey' });
    const nextButton = panel.getByRole('button', { name: 'Next' });
    // 1. single choice
    await expect(panel.getByRole('progressbar', { name: 'Question 1 of 4' })).toBeVisible();
    await expect(nextButton).toBeDisabled();
    await pick(panel.getByRole('radio', { name: 'Every two weeks', exact: true }));
    await pick(panel.getByRole('radio', { name: 'Once a week', exact: true }));
    const first = await next(page);
    expect(first.Answers).toHaveLength(1);

    // 2. multiple choice, at most 3: the fourth box is disabled and cannot be ticked
    await expect(panel.getByRole('progressbar', { name: 'Question 2 of 4' })).toBeVisible();
    const categories = panel.getByRole('group', { name: 'Which categories do you order most? Choose up to three.' });
    await expect(categories).toContainText('Choose up to 3');
    for (const name of ['Ready made cigarettes', 'Nicotine pouches', 'Cigars']) await pick(categories.getByRole('checkbox', { name, exact: true }));
    const fourth = categories.getByRole('checkbox', { name: 'Pipe tobacco' });
    await expect(fourth).toBeDisabled();
    await pick(fourth, true);
    await expect(fourth).not.toBeChecked();
    const second = await next(page);
    expect(second.Answers).toHaveLength(3);

    // 3. rating 1–5
    const rating = panel.getByRole('radiogroup', { name: 'How easy is it to find the products you want to order?' });
    await expect(rating.getByRole('radio')).toHaveCount(5);
    await expect(nextButton).toBeDisabled();
    await pick(rating.getByRole('radio', { name: '4', exact: true }));
    expect((await next(page)).Answers).toEqual([{ Custom: '4' }]);

    // 4. free text: blank is no answer; the line break is sent as a space
    const text = panel.getByRole('textbox', { name: 'What one thing would make ordering quicker for your store?' });
    await text.fill('  \n ');
    await expect(nextButton).toBeDisabled();
    await text.fill('Search by\nproduct code');
    const complete = surveyCall(page, 'complete');
    expect((await next(page)).Answers).toEqual([{ Custom: 'Search by product code' }]);
    await complete;

    // The end screen: an invalid email keeps Submit disabled; a valid one is sent with OptIn true (box unticked)
    await expect(panel.getByRole('heading', { name: 'Survey complete' })).toBeVisible();
    const email = panel.getByRole('textbox', { name: 'Email address' });
    const submit = panel.getByRole('button', { name: 'Submit' });
    await email.fill('niamh@shannonside');
    await email.blur();
    await expect(submit).toBeDisabled();
    await expect(panel).toContainText('Invalid email format. Please try again.');
    await expect(panel.getByRole('checkbox', { name: 'I do not want to receive marketing emails' })).not.toBeChecked();
    await email.fill('niamh@shannonside.ie');
    const sent = surveyCall(page, 'submitemail');
    await submit.click();
    const query = new URL((await sent).url()).searchParams;
    expect([query.get('email'), query.get('OptIn')]).toEqual(['niamh@shannonside.ie', 'true']);
    await expect(panel.getByRole('status')).toHaveText('Thanks, your email address has been saved.');
    await panel.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(panel).toBeHidden();

    // A completed survey is not offered again.
    const again = activeSurvey(page, 'Home');
    await page.reload();
    expect((await (await again).json()).Survey).toBeNull();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Survey' })).toHaveCount(0);
  });

  test('Cart: No thanks, then the sticky panel; closing part-way says come back later for 3 s; ?survey=true continues where it stopped', async ({ page }) => {
    await login(page, 'survey@demo.test');
    // One product in the cart, so /cart shows Checkout (beside the lines on desktop, in a bar on phones).
    const { row, name } = await firstOrderableProduct(page);
    await row.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await expect(row.getByText(/^In cart: \d+/)).toBeVisible();
    const cart = activeSurvey(page, 'Cart');
    await page.getByRole('link', { name: /^Cart/ }).click();
    expect((await (await cart).json()).ShowModal).toBe(true);
    const intro = page.getByRole('dialog', { name: 'Share your feedback' });
    await expect(intro).toContainText('Checkout feedback');
    const declined = surveyCall(page, 'closed');
    await intro.getByRole('button', { name: 'No thanks' }).click();
    expect(new URL((await declined).url()).searchParams.get('fromSticky')).toBeNull();
    await expect(intro).toBeHidden();

    // Next visit: the sticky panel, clear of the back-to-top button and of the cart's Checkout
    const sticky = page.getByRole('region', { name: 'Survey' });
    const back = activeSurvey(page, 'Cart');
    await page.reload();
    const state = await (await back).json();
    expect([state.ShowModal, state.ShowSticky]).toEqual([false, true]);
    await expect(sticky).toContainText('You have a survey in progress');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Boxes read once both are laid out: the cart re-renders as its offers arrive, and a box read mid-way is null.
    const overlaps = async (other: Locator) => {
      let result: boolean | undefined;
      await expect
        .poll(async () => {
          const [a, b] = [await sticky.boundingBox(), await other.boundingBox()];
          result = a && b ? a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height : undefined;
          return result;
        })
        .not.toBeUndefined();
      return result!;
    };
    const checkout = page.getByRole('button', { name: 'Checkout', exact: true });
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await continueToCart(page);
    for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(viewport);
      await page.mouse.wheel(0, 2000);
      await expect(checkout).toBeVisible();
      await expect(backToTop).toBeVisible();
      expect(await overlaps(checkout)).toBe(false);
      expect(await overlaps(backToTop)).toBe(false);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // Continue from the sticky panel: the first question; answer it, then close part-way
    await sticky.getByRole('button', { name: 'Continue survey' }).click();
    const panel = page.getByRole('dialog', { name: 'Survey' });
    await expect(panel.getByRole('progressbar', { name: 'Question 1 of 3' })).toBeVisible();
    const slows = panel.getByRole('group', { name: 'What slows you down at checkout? Choose up to two.' });
    await expect(slows).toContainText('Choose up to 2');
    await pick(slows.getByRole('checkbox', { name: 'Products out of stock', exact: true }));
    await pick(slows.getByRole('checkbox', { name: 'Reviewing prices and VAT', exact: true }));
    await expect(slows.getByRole('checkbox', { name: 'Nothing, it is quick' })).toBeDisabled();
    expect((await next(page)).Answers).toHaveLength(2);
    await expect(panel.getByRole('progressbar', { name: 'Question 2 of 3' })).toBeVisible();
    const closed = surveyCall(page, 'closed');
    await panel.getByRole('button', { name: 'Close survey' }).click();
    await closed;
    const later = page.getByRole('status').filter({ hasText: 'Continue the survey' });
    await expect(later).toBeVisible();
    // It goes by itself. Its 3000 ms is the survey machine's test on a set clock: a loaded machine may take
    // any time between two steps here, so this says only that it shows and then goes.
    await expect(later).toBeHidden({ timeout: 15_000 });

    // A home pod's OpenSurvey (?survey=true, §2.9): straight to the first unanswered question, no sticky
    // panel, and the parameter leaves the URL without a history entry
    await page.goto('/');
    const returned = activeSurvey(page, 'Cart');
    await page.goto('/cart?survey=true');
    expect((await (await returned).json()).ShowSticky).toBe(true);
    await expect(panel.getByRole('progressbar', { name: 'Question 2 of 3' })).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(sticky).toHaveCount(0);
    await pick(panel.getByRole('radio', { name: 'From my stock card', exact: true }));
    await next(page);
    await pick(panel.getByRole('radio', { name: '5 Excellent', exact: true }));
    const complete = surveyCall(page, 'complete');
    await next(page);
    await complete;
    await expect(panel.getByRole('heading', { name: 'Survey complete' })).toBeVisible();
    await panel.getByRole('button', { name: 'Close', exact: true }).click();
    // The replaced entry: Back goes to the page before, not to /cart?survey=true.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a page without surveys asks nothing', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/Survey/')) calls.push(new URL(r.url()).pathname + new URL(r.url()).search);
    });
    const home = activeSurvey(page, 'Home');
    await login(page, 'single@demo.test', { at: '/' });
    expect((await (await home).json()).Survey).toBeNull();
    // The shell mounts the survey widget together with the help bot's once the page is interactive: when
    // the help bot has had its first question answered, a survey call of this page would have gone too.
    const widgets = page.waitForResponse((r) => r.url().includes('/api/Cms/HelpbotQuestion'));
    await page.goto('/set-eoid-fid');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await widgets;
    expect(calls.filter((c) => !c.includes('section=Home'))).toEqual([]);
  });
});
