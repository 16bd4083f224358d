import { expect, test, type Page } from '@playwright/test';
import { fullMotion, login } from './helpers';

// 'Nothing plays by itself' means something only where the browser lets videos play by themselves.
test.use(fullMotion);

/**
 * Videos, vlogs, the Partner Hub, downloads and the standalone PDF pages (§2.1, §2.4, §2.6, §2.10, §7, §8,
 * ADR 0023) against the seeded content (ADR 0020): four videos (one IsHero), three vlogs, ten guides
 * (three new) and seven downloads.
 */

/** Starts a vlog as a press on play would (muted, so the browser's autoplay rule does not refuse it). */
async function playVlog(page: Page, title: string) {
  const video = page.getByRole('article', { name: title }).locator('video');
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
}

/** The number in a vlog's 'N Views'. */
async function views(page: Page, title: string): Promise<number> {
  return Number(await page.getByRole('article', { name: title }).locator('[data-views]').getAttribute('data-views'));
}

test('logged out, /videos goes to /login', async ({ page }) => {
  await page.goto('/videos');
  await expect(page).toHaveURL(/\/login$/);
});

test('/videos shows the hero video large, then the library; nothing plays or loads by itself', async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/videos' });
  await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
  await expect(page).toHaveTitle('Videos · Trade Portal');
  const hero = page.getByRole('article', { name: 'Welcome to the Trade Portal' });
  await expect(hero).toBeVisible();
  const library = page.getByRole('list', { name: 'More videos' });
  await expect(library.getByRole('article')).toHaveCount(3);
  await expect(library.getByRole('article').first()).toHaveAccessibleName('Ordering in three steps');
  // The hero is above the library and larger than its cards.
  const heroBox = (await hero.locator('video').boundingBox())!;
  const cardBox = (await library.locator('video').first().boundingBox())!;
  expect(heroBox.y).toBeLessThan(cardBox.y);
  expect(heroBox.width).toBeGreaterThan(cardBox.width);
  for (const video of await page.locator('video').all()) {
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).not.toHaveAttribute('autoplay');
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  }
  await page.getByRole('navigation', { name: 'Video libraries' }).getByRole('link', { name: 'Vlogs' }).click();
  await expect(page).toHaveURL(/\/vlogs$/);
});

test("a vlog played on /vlogs counts one view, shown at once; playing it again after a reload counts none", async ({ page }) => {
  // A user and session of its own: the server counts a vlog's view once per login (ADR 0020).
  await login(page, 'single@demo.test', { at: '/vlogs' });
  const title = 'Three display tips for a busy counter';
  await expect(page.getByRole('article', { name: title })).toContainText('1 View');
  const before = await views(page, title);

  const viewed = page.waitForResponse((r) => r.url().includes('/api/Cms/Track/VlogAsset') && r.url().includes('type=View'));
  const played = page.waitForResponse((r) => r.url().includes('/api/Cms/Track/VlogAsset') && r.url().includes('type=play'));
  await playVlog(page, title);
  expect((await viewed).status()).toBe(204);
  expect((await played).status()).toBe(204);
  await expect(page.getByRole('article', { name: title })).toContainText(`${before + 1} Views`);

  // Same login, same session: the server counts the view once (ADR 0020).
  await page.reload();
  await expect(page.getByRole('article', { name: title })).toContainText(`${before + 1} Views`);
  const again = page.waitForResponse((r) => r.url().includes('/api/Cms/Track/VlogAsset') && r.url().includes('type=View'));
  const refetched = page.waitForResponse((r) => r.url().includes('/api/Cms/VlogAssets'));
  await playVlog(page, title);
  await again;
  await refetched;
  await expect(page.getByRole('article', { name: title })).toContainText(`${before + 1} Views`);
});

test('/p4p lists the ten guides, three new; a guide opens its PDF in a new tab and the open is reported', async ({ page, context }) => {
  await login(page, 'single@demo.test', { at: '/p4p' });
  await expect(page.getByRole('heading', { level: 1, name: 'Partner Hub' })).toBeVisible();
  const guides = page.getByRole('list', { name: 'Guides' }).getByRole('listitem');
  await expect(guides).toHaveCount(10);
  await expect(page.locator('[data-guide-id][data-new]')).toHaveCount(3);
  for (const img of await page.locator('[data-guide-id] img').all()) {
    await expect(img).toHaveAttribute('width', '600');
    await expect(img).toHaveAttribute('height', '800');
  }

  const link = guides.first().getByRole('link');
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/pdf\/p4p\/[a-z0-9-]+$/);
  const tracked = page.waitForResponse((r) => r.url().includes('/api/Cms/Track/PartnerContent?'));
  const pdf = context.waitForEvent('response', (r) => new URL(r.url()).pathname === href);
  const opened = context.waitForEvent('page');
  await link.click();
  expect((await tracked).status()).toBe(204);
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  await (await opened).close();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('/see-all-downloads lists every download newest first, and a download opens in the /home-asset viewer as a PDF', async ({ page, context }) => {
  await login(page, 'single@demo.test', { at: '/see-all-downloads' });
  await expect(page.getByRole('heading', { level: 1, name: 'All downloads' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'All downloads' }).getByRole('link');
  await expect(cards).toHaveCount(7);
  await expect(cards.first()).toHaveAccessibleName(/^Price list: November \d\d\/\d\d\/\d{4}/);
  // The page shows them all, so the shell shows no row of them.
  await expect(page.locator('[data-download-row]')).toHaveCount(0);

  await expect(cards.first()).toHaveAttribute('href', '/home-asset?id=price-list-november');
  const pdf = context.waitForEvent('response', (r) => new URL(r.url()).pathname === '/pdf/downloads/price-list-november');
  await page.goto('/home-asset?id=price-list-november');
  await expect(page.getByRole('heading', { level: 1, name: 'Price list: November' })).toBeVisible();
  await expect(page.locator('iframe[title="Price list: November"]')).toHaveAttribute('src', '/pdf/downloads/price-list-november');
  const response = await pdf;
  expect(response.headers()['content-type']).toContain('application/pdf');
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download', 'price-list-november.pdf');
  // Standalone: no header, footer or download row.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.locator('[data-download-row]')).toHaveCount(0);

  await page.goto('/home-asset?id=no-such-download');
  await expect(page.getByRole('alert')).toHaveText('Assets not available!');
});

test('the download row shows on /place-order, after the page, without moving the footer; not on home', async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/place-order' });
  const row = page.getByRole('region', { name: 'Downloads' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('listitem')).toHaveCount(7);
  await expect(row.getByRole('link', { name: 'See all downloads' })).toHaveAttribute('href', '/see-all-downloads');
  const slot = page.locator('[data-download-row-slot]');
  expect((await slot.boundingBox())!.height).toBe((await row.boundingBox())!.height);
  // The row scrolls sideways inside the page; the page itself is no wider than the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-download-row-slot]')).toHaveCount(0);
  await expect(page.locator('[data-download-row]')).toHaveCount(0);
});

test("'What is this?' in the create-order dialog plays the stock-card explainer in the video popup", async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/' });
  await page.getByRole('button', { name: 'Place an order' }).click();
  const dialog = page.getByRole('dialog', { name: 'How would you like to order?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'What is this?' }).click();
  await expect(dialog).toBeHidden();
  const popup = page.getByRole('dialog', { name: 'Welcome to the Trade Portal' });
  await expect(popup).toBeVisible();
  const video = popup.locator('video');
  await expect(video).toHaveAttribute('src', '/assets/cms/clip-orbit.webm');
  await expect(video).toHaveAttribute('poster', '/assets/cms/video-welcome.svg');
  await expect(video).toHaveAttribute('preload', 'none');
  await popup.getByRole('link', { name: 'See all videos' }).click();
  await expect(page).toHaveURL(/\/videos$/);
  await expect(popup).toBeHidden();
});

test('/invoice shows the order invoice as a PDF; a bad number shows the §8 message', async ({ page }) => {
  await login(page, 'multi@demo.test', { at: '/' });
  // The info bar's 'Last order' links to the store's newest order (§2.5).
  const lastOrder = page.locator('a[href*="/review-order?ordernumber="]').first();
  const orderNumber = new URL((await lastOrder.getAttribute('href'))!, 'http://x').searchParams.get('ordernumber')!;
  expect(orderNumber).toMatch(/^\d+$/);

  const invoice = page.waitForResponse((r) => r.url().includes('/api/OrderHistory/Invoice'));
  await page.goto(`/invoice?ordernumber=${orderNumber}`);
  const response = await invoice;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^(Pro-forma invoice|Invoice) ${orderNumber}$`));
  await expect(page.locator('iframe')).toHaveAttribute('src', /^blob:/);
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download', /invoice-\d+\.pdf$/);
  await expect(page.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/my-orders');

  await page.goto('/invoice?ordernumber=999999999');
  await expect(page.getByRole('alert')).toHaveText('Order Number is invalid. Please go back to order history.');
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.goto('/invoice?ordernumber=abc');
  await expect(page.getByRole('alert')).toHaveText('Order Number is invalid. Please go back to order history.');
});
