import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';

export const PASSWORD = 'Portal-Demo-1';

/** The demo users a test's own user is copied from (apps/api/src/seed: what each one's stores hold). */
export type DemoUser = 'single@demo.test' | 'multi@demo.test' | 'restricted@demo.test' | 'survey@demo.test' | 'firsttime@demo.test';

/** One store of a test's user: a copy of a seeded store, with the same name and data and a number of its own. */
export interface Store {
  JtiAccountId: string;
  AccountName: string;
  TierAccessLevel: number;
  /** The seeded store it is a copy of. */
  CopyOf: string;
  /** Its one-time registration code, when the seeded store has one (firsttime@'s store). */
  RegistrationCode?: string;
}

/**
 * A user of one test's own, made by the e2e server's fixture route (apps/api/test/e2eFixtures.ts) as a copy
 * of a demo user as seeded: the same password (`PASSWORD`), names and stores' data, a new email and new
 * account numbers. No other test sees its carts, orders, stock cards, suggestions or surveys, so tests
 * run side by side and in any order.
 */
export interface TestUser {
  email: string;
  /** Its stores, in the user's order (the first is where a login starts). */
  stores: [Store, ...Store[]];
  /** The copy's session token, as POST /Token would give it. */
  access_token: string;
  token_type: string;
  PasswordChangeRequired: boolean;
}

/** This worker's test users, by test (and its retry) and demo user. */
const testUsers = new Map<string, TestUser>();

/**
 * This test's own copy of the demo user `like`, made at the first call in the test (one request, no
 * password hashing) and the same user for the rest of it, in every browser context of the test.
 * @param suggestions 'taken' (default): the stores' suggestions were answered before, so no session start
 *   offers one; 'open': offered as seeded (a brand ambassador's to single@'s store, a territory manager's
 *   to multi@'s Salthill). The first call of the test decides.
 */
export async function userLike(request: APIRequestContext, like: DemoUser, { suggestions = 'taken' }: { suggestions?: 'open' | 'taken' } = {}): Promise<TestUser> {
  const { testId, retry } = test.info();
  const key = `${testId}#${retry} ${like}`;
  const known = testUsers.get(key);
  if (known) return known;
  const made = await request.post('/e2e/users', { data: { like, suggestions } });
  expect(made.status(), await made.text()).toBe(201);
  const user = (await made.json()) as TestUser;
  testUsers.set(key, user);
  return user;
}

/** The store of `user` copied from the seeded store `seeded` (a number of apps/api/src/seed). */
export const storeLike = (user: TestUser, seeded: string): Store => user.stores.find((s) => s.CopyOf === seeded)!;

/** What `login` does with the suggestion popup of the session start (§1). */
export interface LoginOptions {
  /**
   * 'taken' (default): the user's suggestions were answered before this test (`userLike`), so the
   * session start's suggestion request, which login waits for, finds none. 'close': offered as seeded;
   * wait for that request and close the popup if one shows ('Continue' after a brand ambassador's
   * suggestion, which stays in the cart; Escape for a territory manager's, which stays open on the
   * server). 'keep': offered as seeded; return once that page is opening, leaving the popup to the test.
   */
  suggestion?: 'taken' | 'close' | 'keep';
  /**
   * 'skip' (default): this page's browser session counts as having shown its CMS popup banner (§3 Popup
   * banner, at most one per session, ADR 0021), so none opens over the test. A banner opens once the
   * page is interactive and the server quiet, at a moment no test step can wait for, over whatever the
   * test is doing; e2e/notifications.spec.ts tests the banners themselves. 'show': banners as a user
   * gets them.
   */
  popupBanners?: 'skip' | 'show';
  /**
   * The private page to open logged in, as a bookmark would (default: where the form leads). A test
   * about another page starts there: one page load, not two.
   */
  at?: string;
}

/**
 * For `test.use(fullMotion)`: a spec about motion itself (rotation, autoplay, smooth scrolling, an
 * overlay's exit animation) runs with the browser's ordinary motion; the rest ask for reduced motion
 * (playwright.config.ts).
 */
export const fullMotion = { reducedMotion: 'no-preference' as const };

/** The sessionStorage key the portal's popup-banner host reads (apps/portal/src/shell/popupBanners.tsx). */
export const POPUP_BANNER_SESSION_KEY = 'popUpBannerShown';

/**
 * Logs in as this test's own copy of the demo user `like` (`userLike`) and opens the page the login form
 * leads to (/place-order; `/` at tier 3) or `at`, as a session start: the portal finds the session (§3
 * keys) in its storage when that page loads. The form itself is tested where it is the subject
 * (accounts, password, logout and assets specs); through it, every test paid for /login's page load and a
 * second page on top. Unless told to keep it, it also waits for the session start's
 * GetSuggestedProducts answer (not asked at tier 3), and with suggestions offered closes their popup, so
 * that a brand ambassador's suggestion, added to a copy of `single@demo.test`'s cart at its first login,
 * does not stand in front of whatever the test does next (`LoginOptions.suggestion`). CMS popup banners
 * are skipped unless asked for (`LoginOptions.popupBanners`).
 * @returns the test's user, whose `stores` name its account numbers
 */
export async function login(page: Page, like: DemoUser, { suggestion = 'taken', popupBanners = 'skip', at }: LoginOptions = {}): Promise<TestUser> {
  if (popupBanners === 'skip') await page.addInitScript((key) => sessionStorage.setItem(key, '1'), POPUP_BANNER_SESSION_KEY);
  const user = await userLike(page.request, like, { suggestions: suggestion === 'taken' ? 'taken' : 'open' });
  const { access_token, token_type, PasswordChangeRequired } = await sessionOf(page, user);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  // As the form does: the store this browser last used, if the user still holds it, else the first.
  const storage = (await page.context().storageState()).origins.find((o) => o.origin === origin)?.localStorage ?? [];
  const stored = storage.find((item) => item.name === SESSION_KEYS.accountNumber)?.value;
  const chosen = user.stores.find((s) => s.JtiAccountId === stored) ?? user.stores[0];
  // null: removed, as a login without a temporary password does.
  const keys: Record<string, string | null> = {
    [SESSION_KEYS.token]: access_token,
    [SESSION_KEYS.tokenType]: token_type || 'bearer',
    [SESSION_KEYS.username]: user.email,
    [SESSION_KEYS.accountNumber]: chosen.JtiAccountId,
    [SESSION_KEYS.passwordChangeRequired]: PasswordChangeRequired ? '1' : null,
  };
  // Written once per tab, before the portal's first script: a later logout or login in the test is not undone.
  await page.addInitScript(
    ({ origin, keys, id, marker }) => {
      if (location.origin !== origin) return;
      const applied = JSON.parse(sessionStorage.getItem(marker) ?? '[]') as string[];
      if (applied.includes(id)) return;
      for (const [key, value] of Object.entries(keys)) {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      }
      sessionStorage.setItem(marker, JSON.stringify([...applied, id]));
    },
    // One id per login, not per token: a kept token may log the same user in again.
    { origin, keys, id: randomUUID(), marker: 'loginsApplied' },
  );
  const restricted = chosen.TierAccessLevel === 3;
  const suggested = page.waitForResponse((r) => r.url().includes('/api/Product/GetSuggestedProducts'), { timeout: 30_000 }).catch(() => null);
  await page.goto(PasswordChangeRequired ? '/password' : (at ?? (restricted ? '/' : '/place-order')));
  await expect(page).not.toHaveURL(/\/login/);
  // Tier 3 orders nothing, so nothing is suggested or asked (§6): do not wait for it.
  if (suggestion === 'keep' || restricted) return user;
  await closeSuggestion(page, await suggested);
  return user;
}

/**
 * On /check-in: ticks 'All came' on every line of the delivery, once its lines are shown (the heading
 * shows before the GET /api/Delivery/CheckIn answer), and waits until each reads complete.
 * @returns the number of lines ticked
 */
export async function tickEveryLine(page: Page): Promise<number> {
  const ticks = page.getByRole('button', { name: /^All came: / });
  await expect(ticks.first()).toBeVisible();
  const count = await ticks.count();
  for (let i = 0; i < count; i += 1) await ticks.nth(i).click();
  for (let i = 0; i < count; i += 1) await expect(ticks.nth(i)).toBeDisabled();
  return count;
}

/** POST /Token's answer (openapi.yaml TokenResponse), the parts a login reads. */
interface TokenAnswer {
  access_token: string;
  token_type: string;
  PasswordChangeRequired?: boolean;
}

/** Users whose first login has used the token they were made with, by email. */
const firstLoginDone = new Set<string>();

/**
 * A token of `user` that the server takes: at its first login the one it was made with; after that a new
 * one from POST /Token. (Reusing the last one while the server still took it raced a logout whose revoke
 * was still on its way: the check passed, the revoke landed, and the page opened on /login.)
 */
async function sessionOf(page: Page, user: TestUser): Promise<TokenAnswer> {
  if (!firstLoginDone.has(user.email)) {
    firstLoginDone.add(user.email);
    return user;
  }
  const token = await page.request.post('/Token', { form: { grant_type: 'password', username: user.email, password: PASSWORD } });
  expect(token.ok(), await token.text()).toBe(true);
  return (await token.json()) as TokenAnswer;
}

/** The portal's session keys in localStorage (apps/portal/src/session/session.ts, §3). */
const SESSION_KEYS = {
  token: 'token',
  tokenType: 'token_type',
  username: 'username',
  accountNumber: 'account_number',
  passwordChangeRequired: 'password_change_required',
} as const;

/**
 * Closes the suggestion popup that a GetSuggestedProducts answer will show (a 204 shows none).
 * @param answer the response, or null when none came
 */
export async function closeSuggestion(page: Page, answer: Awaited<ReturnType<Page['waitForResponse']>> | null) {
  if (!answer || answer.status() !== 200) return;
  const { Source } = (await answer.json()) as { Source: 'BA' | 'TM' };
  if (Source === 'BA') {
    const dialog = page.getByRole('dialog', { name: /^Suggested products added to your cart|^The suggested products could not be added/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /^(Continue|Close)$/ }).click();
    await expect(dialog).toBeHidden();
  } else {
    const dialog = page.getByRole('dialog', { name: 'Suggested by your territory manager' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

/**
 * Resolves with the answer once the next save of a cart line by the portal's cart editor (POST or PUT
 * /api/BackEndCart) has been answered with success: of `sku` and to `quantity` outers when given. Start it
 * before the step that saves.
 */
export function cartLineSaved(page: Page, { sku, quantity }: { sku?: string; quantity?: number } = {}): Promise<Response> {
  return page.waitForResponse((r) => {
    if (!/\/api\/BackEndCart(\?|$)/.test(r.url()) || !['POST', 'PUT'].includes(r.request().method()) || !r.ok()) return false;
    const params = new URL(r.url()).searchParams;
    return (sku === undefined || params.get('SKU') === sku) && (quantity === undefined || params.get('Quantity') === String(quantity));
  });
}

/** The 'Checkout steps' item that is the current step. */
export const currentStep = (page: Page) => page.getByRole('list', { name: 'Checkout steps' }).locator('[aria-current="step"]');

/**
 * On /cart, goes on to the Cart step (§2.1): presses 'Continue to cart' when 'Before you checkout'
 * shows, and waits until the Cart step is the current one (it may also have been skipped).
 */
export async function continueToCart(page: Page) {
  const proceed = page.getByRole('button', { name: 'Continue to cart' });
  const atCart = currentStep(page).filter({ hasText: /Cart$/ });
  await expect(proceed.or(atCart)).toBeVisible();
  if (await proceed.isVisible()) await proceed.click();
  await expect(atCart).toBeVisible();
}

/** Opens /cart at its Cart step (the lines, the summary and Checkout), past 'Before you checkout'. */
export async function openCart(page: Page) {
  await page.goto('/cart?step=cart');
  await expect(currentStep(page).filter({ hasText: /Cart$/ })).toBeVisible();
}

/** /cart at either of its steps: `/cart` or `/cart?step=cart`. */
export const CART_URL = /\/cart(\?step=cart)?$/;

/**
 * The first orderable product of /place-order, alone in the list through a search for its SKU: the
 * list may still re-sort as the stock card's order arrives, so "the first row" is read once, by SKU.
 * @returns its row, SKU and name
 */
export async function firstOrderableProduct(page: Page) {
  const first = page.locator('li[data-sku]').filter({ has: page.getByRole('button', { name: /^Increase quantity of/ }) }).first();
  const sku = (await first.getAttribute('data-sku'))!;
  await page.getByLabel('Search products').fill(sku);
  const row = page.locator(`li[data-sku="${sku}"]`);
  await expect(row).toBeVisible();
  const name = (await row.getAttribute('aria-label'))!;
  return { row, sku, name };
}

/**
 * A call of the portal's API from the page, with the page's session (the token the portal keeps).
 * @param method HTTP method
 * @param path path and query, e.g. `/api/BackEndCart?accountNumber=10010001`
 * @param body sent as JSON when given
 * @returns the JSON answer, or null for a 204
 */
export async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { Authorization: `bearer ${localStorage.getItem('token')}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return response.status === 204 ? null : response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

/**
 * A call of the portal's API as `user` with the token it was made with, from the test rather than a page:
 * for what a test sets up before its page opens.
 * @param path path and query, e.g. `/api/BackEndCart?accountNumber=…`
 * @param body sent as JSON when given
 * @returns the JSON answer, or null for a 204
 */
export async function callAs<T>(request: APIRequestContext, user: TestUser, method: string, path: string, body?: unknown): Promise<T> {
  const response = await request.fetch(path, { method, headers: { Authorization: `${user.token_type} ${user.access_token}` }, ...(body === undefined ? {} : { data: body }) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? null : await response.json()) as T;
}

/**
 * Switches the current store through the info bar's '(switch)' and its dialog (§2.5). With outers in the
 * current store's cart (read from the server first) the dialog asks 'Switch store?', and 'Switch' is
 * pressed; with none it must not ask.
 */
export async function switchStore(page: Page, storeName: string) {
  const account = await page.evaluate(() => localStorage.getItem('account_number'));
  const { TotalItems } = await callApi<{ TotalItems: number }>(page, 'GET', `/api/BackEndCart?accountNumber=${account}`);
  await page.getByRole('button', { name: '(switch)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch store' });
  await dialog.getByText(storeName).click();
  await dialog.getByRole('button', { name: 'Switch store' }).click();
  if (TotalItems > 0) await page.getByRole('dialog', { name: 'Switch store?' }).getByRole('button', { name: 'Switch', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /^Switch store\??$/ })).toHaveCount(0);
}

/**
 * Resolves once the page has had no request in flight for `quietMs`, counted from this call: what an
 * answer or an event made the page fetch (a chunk, a call) has been fetched. Unlike
 * `waitForLoadState('networkidle')`, which is reached once per page load, it waits anew each time.
 * For the steps where what must be shown is that nothing follows.
 */
export async function networkSettled(page: Page, quietMs = 500) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await expect.poll(() => inFlight === 0 && Date.now() - lastChange >= quietMs, { intervals: [100], timeout: 30_000 }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Records, from the next document on, the start (40 characters) of the text of every element a layout shift
 * moved without the user's input; read them with {@link shiftedTexts}.
 */
export async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const moved: string[] = [];
    (window as unknown as { shiftedTexts: string[] }).shiftedTexts = moved;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
        if (!entry.hadRecentInput) for (const source of entry.sources) moved.push((source.node?.textContent ?? '').slice(0, 40));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** What {@link recordShifts} has seen moved so far, after two more frames. */
export async function shiftedTexts(page: Page): Promise<string[]> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { shiftedTexts: string[] }).shiftedTexts);
}

/** Holds back every answer to a request whose URL matches `url` by `ms` milliseconds, as on a slow line. */
export async function answerLate(page: Page, url: RegExp, ms = 1_000) {
  await page.route(url, async (route) => {
    await new Promise((done) => setTimeout(done, ms));
    await route.continue();
  });
}
