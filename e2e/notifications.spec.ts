import { expect, test, type Page } from '@playwright/test';
import { fullMotion, login, networkSettled, POPUP_BANNER_SESSION_KEY } from './helpers';

// The sliders' rotation and the popup banner's video playing by itself are the subject here.
test.use(fullMotion);

/*
 * The notices of §2.2, §2.5, §3 and §9 end to end (ADR 0021): the strip under the header, the public
 * template's slider and background, and the CMS popup banners. The expectations are read from the
 * server's own answers (the seed may change), and the rules are asserted against them.
 */

interface Message { Id: number; Title: string; IsSticky: boolean }
interface Banner { PopUpBannerId: number; Title: string; IsDisplayMultiple: boolean }

const messages = async (page: Page) => (await (await page.request.get('/api/Cms/Notifications')).json()) as Message[];
const strip = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const currentDot = (page: Page) => strip(page).locator('[aria-current="true"]');

test('the strip under the header: Message 1 of N, next and dots move, close removes one here only', async ({ page }) => {
  const all = await messages(page);
  expect(all.length).toBeGreaterThan(1);
  await login(page, 'multi@demo.test', { at: '/my-orders' });
  const region = strip(page);
  await expect(region.getByRole('group', { name: `Message 1 of ${all.length}` })).toContainText(`Message 1 of ${all.length}${all[0]!.Title}`);
  await expect(region.getByRole('button', { name: 'Previous message' })).toBeDisabled();
  await region.getByRole('button', { name: 'Next message' }).click();
  await expect(currentDot(page)).toHaveAttribute('aria-label', 'Show message 2');
  await expect(region.getByRole('group', { name: `Message 1 of ${all.length}` })).toHaveAttribute('inert');
  await region.getByRole('button', { name: `Show message ${all.length}` }).click();
  await expect(region.getByRole('button', { name: 'Next message' })).toBeDisabled();
  await region.getByRole('button', { name: 'Show message 1' }).click();
  await expect(currentDot(page)).toHaveAttribute('aria-label', 'Show message 1');

  // Close removes the message locally: the count drops, and a reload brings it back.
  await region.getByRole('button', { name: `Close message: ${all[0]!.Title}` }).click();
  await expect(region.getByRole('group', { name: `Message 1 of ${all.length - 1}` })).toContainText(all[1]!.Title);
  await expect(region.getByText(all[0]!.Title)).toHaveCount(0);
  await page.reload();
  await expect(strip(page).getByRole('group', { name: `Message 1 of ${all.length}` })).toContainText(all[0]!.Title);
});

test('the strip at 390 px: no arrows, the dots move it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const all = await messages(page);
  await login(page, 'multi@demo.test', { at: '/my-orders' });
  const region = strip(page);
  await expect(region.getByRole('group', { name: `Message 1 of ${all.length}` })).toBeVisible();
  await expect(region.getByRole('button', { name: 'Next message' })).toHaveCount(0);
  await region.getByRole('button', { name: 'Show message 2' }).click();
  await expect(currentDot(page)).toHaveAttribute('aria-label', 'Show message 2');
  // §9: 15 px of side padding at this width.
  const box = (await region.boundingBox())!;
  await expect.poll(async () => Math.round((await region.getByRole('group', { name: `Message 2 of ${all.length}` }).boundingBox())!.x - box.x)).toBe(15);
});

test('/login: the slider and a background; it rotates every 3000 ms unless a message is sticky', async ({ page }) => {
  const all = await messages(page);
  const backgrounds = (await (await page.request.get('/api/Cms/Backgrounds')).json()) as { AssetUrl: string; IsSticky: boolean }[];
  // The page's clock runs as usual, and is moved past the rotation's 3000 ms instead of waiting for it.
  await page.clock.install();
  await page.goto('/login');
  const region = strip(page);
  await expect(region.getByRole('group', { name: `Message 1 of ${all.length}` })).toBeVisible();
  // Sticky ones come first.
  const first = all.find((m) => m.IsSticky) ?? all[0]!;
  await expect(region.getByRole('group', { name: `Message 1 of ${all.length}` })).toContainText(first.Title);

  const background = page.locator('[data-background="image"] img, [data-background="video"] video');
  await expect(background).toHaveCount(1);
  const src = await background.getAttribute('src');
  const sticky = backgrounds.find((b) => b.IsSticky);
  if (sticky) expect(src).toBe(sticky.AssetUrl);
  else expect(backgrounds.map((b) => b.AssetUrl)).toContain(src);

  if (all.some((m) => m.IsSticky)) {
    await expect(region.getByRole('button', { name: 'Pause rotation' })).toHaveCount(0);
    await page.clock.fastForward(3600);
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Show message 1');
  } else {
    await expect(region.getByRole('button', { name: 'Pause rotation' })).toBeVisible();
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Show message 1');
    await page.clock.fastForward(3000);
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Show message 2');
  }
  // The card did not move for it: the form is where it was at first paint.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeInViewport();
});

test('a popup banner shows once per session, the unseen first; only IsDisplayMultiple ones come back', async ({ page, context }) => {
  test.setTimeout(120_000);
  // Tier 3: no suggestion at session start, so the banner is the only popup.
  const answer = page.waitForResponse((r) => r.url().includes('/api/Cms/PopUpBanners') && r.ok(), { timeout: 30_000 });
  // On a page of the shell with little else to load (the banners show on any): five page loads follow.
  await login(page, 'restricted@demo.test', { popupBanners: 'show', at: '/my-account' });
  const banners = (await (await answer).json()) as Banner[];
  expect(banners.length).toBeGreaterThan(0);

  const close = async (p: Page, title: string) => {
    const dialog = p.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  };
  /**
   * A new tab (its clock installed before it loads), its banner list asked for: once that answer is in and
   * nothing more is asked, its clock is moved past the banner's wait for a quiet server, then past its
   * wait for a quiet moment.
   */
  const openTab = async () => {
    const tab = await context.newPage();
    await tab.clock.install();
    const answered = tab.waitForResponse((r) => r.url().includes('/api/Cms/PopUpBanners') && r.ok(), { timeout: 30_000 });
    await tab.goto('/my-account');
    const quietPassed = async () => {
      await answered;
      await networkSettled(tab);
      await tab.clock.fastForward(2_000);
      // Two frames: the banner host has rendered what it decided, and a banner chosen has asked for its turn.
      await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      // Then past the quiet moment a banner waits for (nothing has been touched since the page showed).
      await tab.clock.fastForward(3_500);
      await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    };
    return { tab, quietPassed };
  };
  // First session: the newest.
  await close(page, banners[0]!.Title);
  // A reload is the same session: no banner, and nothing asked. The banners' code loads once the page is
  // interactive and reads the session at once; settled after it, nothing has followed.
  let asked = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/Cms/PopUpBanners')) asked = true;
  });
  const bannerCode = page.waitForRequest(/\/assets\/PopupBannersLayer-[^/]+\.js$/);
  await page.reload();
  await bannerCode;
  await networkSettled(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(asked).toBe(false);

  // A new tab is a new session: the next banner never seen, then (all seen) the first IsDisplayMultiple.
  const seenOnce = new Set([banners[0]!.PopUpBannerId]);
  for (let round = 0; round < banners.length; round += 1) {
    const { tab, quietPassed } = await openTab();
    const next = banners.find((b) => !seenOnce.has(b.PopUpBannerId)) ?? banners.find((b) => b.IsDisplayMultiple);
    await quietPassed();
    if (next) {
      await close(tab, next.Title);
      seenOnce.add(next.PopUpBannerId);
    } else {
      await expect(tab.getByRole('dialog')).toHaveCount(0);
    }
    await tab.close();
  }
  // A banner without IsDisplayMultiple, once seen, never shows again.
  const single = banners.find((b) => !b.IsDisplayMultiple);
  if (single) {
    const { tab, quietPassed } = await openTab();
    const multiple = banners.find((b) => b.IsDisplayMultiple);
    await quietPassed();
    if (multiple) {
      // The multiple one, not the single one, though both were seen: and this session has had its banner
      // (at most one per session), so the single one cannot follow.
      await close(tab, multiple.Title);
      expect(await tab.evaluate((key) => sessionStorage.getItem(key), POPUP_BANNER_SESSION_KEY)).toBe('1');
    }
    await expect(tab.getByRole('dialog', { name: single.Title })).toHaveCount(0);
  }
});

test('a popup banner waits for a quiet moment: not while a field is typed in or a form is unsent, then once the page is left alone', async ({ page }) => {
  // 13 s alone; its first try in a loaded run took over 60 s (the login and five moves of the clock).
  test.setTimeout(120_000);
  await page.clock.install();
  const answer = page.waitForResponse((r) => r.url().includes('/api/Cms/PopUpBanners') && r.ok(), { timeout: 30_000 });
  await login(page, 'restricted@demo.test', { popupBanners: 'show', at: '/my-account' });
  const [first] = (await (await answer).json()) as Banner[];
  const frames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const letTimePass = async (ms: number) => {
    await page.clock.fastForward(ms);
    await frames();
  };
  await networkSettled(page);

  // Typing in the account form: the banner is chosen, and waits however long the field keeps the focus.
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await firstName.click();
  await firstName.press('End');
  await firstName.pressSequentially('e');
  await letTimePass(2_000);
  await letTimePass(20_000);
  await letTimePass(20_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(firstName).toBeFocused();

  // Out of the field, the form is still unsent: still nothing.
  await page.getByRole('heading', { name: 'My account', level: 1 }).click();
  await letTimePass(20_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // On a page left alone, the banner comes, a quiet moment after the last tap.
  await page.getByRole('link', { name: 'Help' }).first().click();
  await expect(page).toHaveURL(/\/faqs$/);
  await networkSettled(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await letTimePass(3_500);
  await expect(page.getByRole('dialog', { name: first!.Title })).toBeVisible();
});
