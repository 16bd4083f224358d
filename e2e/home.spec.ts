import { expect, test, type Page } from '@playwright/test';
import { fullMotion, login, networkSettled } from './helpers';

// Home as most visitors see it: the pods' carousel moving, videos playing by themselves, blocks shifting or not.
test.use(fullMotion);

/**
 * Home's content blocks (§2.9, §8, §9; ADR 0022) against the seeded content (ADR 0020): the hero banner,
 * the two newest downloads, the pods (the Partner Hub, a video pod, an external site; the survey pod only
 * for a store with a survey, e2e/tier3-calls-to-action.spec.ts) and the latest vlog; and no layout shift
 * as they load.
 */

/** The next answered GET of a CMS call, e.g. '/api/Cms/HomeAssets'. */
const cms = (page: Page, path: string) => page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'GET');

test('home shows the hero, the two newest downloads, the pods and the latest vlog', async ({ page }) => {
  const assetsCall = cms(page, '/api/Cms/HomeAssets');
  const vlogCall = cms(page, '/api/Cms/LatestVlogAsset');
  await login(page, 'single@demo.test', { at: '/' });
  const assets = (await (await assetsCall).json()) as { TopLineText: string }[];
  const latest = (await (await vlogCall).json()) as { Title: string; Views: number };

  // The ordering cards first, then the content (docs/design.md: the order comes first).
  const shopNow = page.getByRole('region', { name: 'Shop Now' });
  const hero = page.getByRole('region', { name: 'The winter range is in' });
  await expect(hero).toBeVisible();
  expect((await shopNow.boundingBox())!.y).toBeLessThan((await hero.boundingBox())!.y);
  await expect(hero.getByRole('link', { name: 'Shop the range' })).toHaveAttribute('href', '/place-order');
  await expect(hero).toContainText('Order by 18 December for delivery before Christmas.');

  const downloads = page.locator('#downloads');
  await expect(downloads.getByRole('heading', { name: 'Downloads' })).toBeVisible();
  const cards = downloads.getByRole('list', { name: 'Newest downloads' }).getByRole('link');
  await expect(cards).toHaveCount(2);
  expect(assets).toHaveLength(2);
  for (const [i, asset] of assets.entries()) {
    await expect(cards.nth(i)).toContainText(asset.TopLineText);
    await expect(cards.nth(i).locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  }
  await expect(downloads.getByRole('link', { name: 'See all downloads' })).toHaveAttribute('href', '/see-all-downloads');

  const pods = page.getByRole('region', { name: 'Featured' });
  await expect(pods.getByRole('heading', { level: 3, name: 'Partner Hub' })).toBeVisible();
  await expect(pods.getByRole('article')).toHaveCount(3);

  const vlog = page.getByRole('region', { name: 'Latest Vlog' });
  await expect(vlog.getByRole('heading', { level: 3, name: latest.Title })).toBeVisible();
  await expect(vlog.locator('[data-views]')).toHaveText(latest.Views === 1 ? '1 View' : `${latest.Views.toLocaleString('en-GB')} Views`);
  const video = vlog.locator('video');
  await expect(video).toHaveAttribute('preload', 'none');
  // Below the fold the vlog is its poster alone: no source, and no controls for Chromium to build yet.
  await expect(video).not.toHaveAttribute('src');
  await expect(video).not.toHaveAttribute('controls');
  await video.focus();
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toBeFocused();
});

test('the pod carousel moves by its next button and the arrow keys, one pod at a time', async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/' });
  const pods = page.getByRole('region', { name: 'Featured' });
  await pods.scrollIntoViewIfNeeded();
  const current = pods.locator('[aria-current="true"]');
  await expect(current).toHaveAccessibleName('Show pod 1 of 3');
  await expect(pods.getByRole('link', { name: 'Read the guides' })).toBeVisible();
  await pods.getByRole('button', { name: 'Next pod' }).click();
  await expect(current).toHaveAccessibleName('Show pod 2 of 3');
  await expect(pods.getByRole('group', { name: '2 of 3' })).not.toHaveAttribute('inert', '');
  // The video pod: its clip loads once in view, muted and looping.
  const clip = pods.getByRole('group', { name: '2 of 3' }).locator('video');
  await expect(clip).toHaveAttribute('src', /\/assets\/cms\/clip-waves\.webm$/);
  expect(await clip.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveAccessibleName('Show pod 3 of 3');
  await expect(pods.getByRole('button', { name: 'Next pod' })).toBeDisabled();
  const site = pods.getByRole('link', { name: 'Visit the site (opens in a new tab)' });
  await expect(site).toHaveAttribute('href', 'https://www.example.org/responsible-retailing');
  await expect(site).toHaveAttribute('target', '_blank');
  // The disabled Next button cannot hold focus: go on from the current pod's dot.
  await current.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveAccessibleName('Show pod 2 of 3');
});

test('an internal pod link navigates in the portal', async ({ page }) => {
  // The survey pod's ?survey=true is in e2e/tier3-calls-to-action.spec.ts (it shows only with a survey).
  await login(page, 'single@demo.test', { at: '/' });
  const pods = page.getByRole('region', { name: 'Featured' });
  const guides = pods.getByRole('link', { name: 'Read the guides' });
  await expect(guides).toHaveAttribute('href', '/p4p');
  await expect(guides).not.toHaveAttribute('target');

  // In place: the page is not reloaded (a marker on window survives).
  await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
  await guides.click();
  await expect(page).toHaveURL(/\/p4p$/);
  expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
});

test('a tier 3 store sees the content but not the ordering cards', async ({ page }) => {
  await login(page, 'restricted@demo.test');
  await expect(page.getByRole('region', { name: 'The winter range is in' })).toBeVisible();
  await expect(page.locator('#downloads').getByRole('link', { name: 'See all downloads' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shop Now' })).toHaveCount(0);
});

test("§8: a failed banner and failed downloads say so in their own room; a missing vlog leaves nothing", async ({ page }) => {
  await page.route(/\/api\/Cms\/HeroBanner\b/, (route) => route.fulfill({ status: 500, json: { Message: 'Down' } }));
  await page.route(/\/api\/Cms\/HomeAssets\b/, (route) => route.fulfill({ status: 500, json: { Message: 'Down' } }));
  await page.route(/\/api\/Cms\/LatestVlogAsset\b/, (route) => route.fulfill({ status: 404, json: { Message: 'No vlog' } }));
  await login(page, 'single@demo.test', { at: '/' });
  const banner = page.getByRole('region', { name: 'Banner' });
  await expect(banner).toHaveAttribute('data-state', 'failed');
  await expect(banner).toContainText('Banner not available!');
  await expect(page.locator('#downloads').getByRole('alert')).toHaveText('Assets not available!');
  await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest Vlog' })).toHaveCount(0);
});

test('pressing play on the latest vlog reports a play; under reduced motion no pod video starts by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await login(page, 'single@demo.test', { at: '/' });
  const vlog = page.getByRole('region', { name: 'Latest Vlog' });
  const video = vlog.locator('video');
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute('src', /\.webm$/);
  const played = page.waitForRequest((r) => r.url().includes('/api/Cms/Track/VlogAsset') && new URL(r.url()).searchParams.get('type') === 'play' && r.method() === 'POST');
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  const vlogId = new URL((await played).url()).searchParams.get('vlogId');
  expect(Number(vlogId)).toBeGreaterThan(0);

  const pods = page.getByRole('region', { name: 'Featured' });
  await pods.getByRole('button', { name: 'Show pod 2 of 3' }).click();
  const clip = pods.getByRole('group', { name: '2 of 3' }).locator('video');
  await expect(clip).toHaveAttribute('controls', '');
  expect(await clip.evaluate((v: HTMLVideoElement) => v.autoplay || !v.paused)).toBe(false);
});

for (const [width, height] of [[1440, 900], [390, 844]] as const) {
  test(`nothing shifts as home's blocks load at ${width} px (CLS ≤ 0.05)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await login(page, 'single@demo.test', { at: '/' });
    await expect(page.getByRole('region', { name: 'Latest Vlog' }).locator('[data-views]')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expect(page.locator('#downloads [data-state="loaded"]')).toBeVisible();
    // All that could still move the page has arrived (no request in flight, the fonts loaded), and two
    // frames have been laid out since, so their shifts are counted.
    await networkSettled(page);
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThanOrEqual(0.05);
  });
}
