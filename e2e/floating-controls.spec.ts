import { expect, test, type Page } from '@playwright/test';
import { callApi, login, networkSettled, openCart } from './helpers';

/**
 * The floating controls, the help bot's launcher (§2.8) and back to top (§2.4), cover no control and no
 * figure of the page at any scroll position (ADR 0036), at the shop tablet's width and a
 * phone's: on the pages where they did, as a user scrolls them from top to bottom. The controls live in
 * a lane along the right edge that the page keeps free, above any bar stuck to the bottom of the screen.
 */

const viewports = { tablet: { width: 1180, height: 820 }, phone: { width: 390, height: 844 } } as const;

const launcher = (page: Page) => page.locator('[data-helpbot="launcher"]');
const backToTop = (page: Page) => page.getByRole('button', { name: 'Back to top' });

/** What a floating control lies over: a control or a figure the user would otherwise see there. */
interface Covered {
  control: string;
  what: string;
  scrollY: number;
}

/**
 * At the current scroll position: every visible interactive element (link, button, field, anything
 * focusable) and every text with a digit in it (a price, a total, a count) that the launcher or back to
 * top lies over. "Lies over" is read from the browser's hit testing at points of the shared box: the
 * floating control is hit first and, under it, the element itself, not a bar or a dialog in front of it.
 */
async function coveredNow(page: Page): Promise<Covered[]> {
  return page.evaluate(() => {
    const floating = [...document.querySelectorAll<HTMLElement>('[data-helpbot="launcher"], button[aria-label="Back to top"]')]
      .filter((el) => el.checkVisibility());
    // A floating control, a part of it, or a wrapper no bigger than it (back to top's fixed box).
    const isFloating = (el: Element) =>
      floating.some((f) => {
        if (f.contains(el)) return true;
        if (!el.contains(f)) return false;
        const [outer, inner] = [el.getBoundingClientRect(), f.getBoundingClientRect()];
        return outer.left >= inner.left - 2 && outer.right <= inner.right + 2 && outer.top >= inner.top - 2 && outer.bottom <= inner.bottom + 2;
      });
    const interactive = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [role="spinbutton"], [role="slider"], [role="combobox"], [tabindex]:not([tabindex="-1"])';
    const found: { control: string; what: string; scrollY: number }[] = [];

    // Under floating control `f`, at points of the box `r` shares with it, is `target` (or, for a text, its
    // parent element) what would be seen there if `f` were not?
    const shows = (f: HTMLElement, r: DOMRect, target: Element) => {
      const box = f.getBoundingClientRect();
      const left = Math.max(box.left, r.left) + 1, right = Math.min(box.right, r.right) - 1;
      const top = Math.max(box.top, r.top) + 1, bottom = Math.min(box.bottom, r.bottom) - 1;
      if (right <= left || bottom <= top) return false;
      const points = [[(left + right) / 2, (top + bottom) / 2], [left, top], [right, top], [left, bottom], [right, bottom]];
      return points.some(([x, y]) => {
        const stack = document.elementsFromPoint(x!, y!);
        const fIndex = stack.findIndex((el) => isFloating(el));
        const under = stack.find((el) => !isFloating(el));
        if (fIndex < 0 || !under || stack.indexOf(under) < fIndex) return false;
        // The element itself or a part of it (a button's icon): an element merely inside a box that is hit
        // (a card clipped by its scrolling list) is not seen there.
        return target.contains(under);
      });
    };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`;

    for (const f of floating) {
      const name = f.getAttribute('aria-label') ?? f.textContent?.trim() ?? '';
      const box = f.getBoundingClientRect();
      const overlaps = (r: DOMRect) => r.width > 0 && r.height > 0 && r.left < box.right - 1 && r.right > box.left + 1 && r.top < box.bottom - 1 && r.bottom > box.top + 1;
      for (const el of document.querySelectorAll(interactive)) {
        if (isFloating(el) || f.contains(el) || el.contains(f)) continue;
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        if ([...el.getClientRects()].some((r) => overlaps(r) && shows(f, r, el))) found.push({ control: name, what: describe(el), scrollY: window.scrollY });
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
        acceptNode: (node) => (/\d/.test(node.nodeValue ?? '') ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
      });
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || isFloating(parent) || parent.closest('script, style, noscript')) continue;
        if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some((r) => overlaps(r) && shows(f, r, parent))) {
          found.push({ control: name, what: `text "${node.nodeValue!.trim().slice(0, 60)}"`, scrollY: window.scrollY });
        }
      }
    }
    return found;
  });
}

/**
 * Scrolls the page from the top to the bottom in steps shorter than the floating controls' reach, so
 * every part of the page passes under their corner, and collects what they cover at each step (the
 * top, every step, the bottom). Waits for the help bot's launcher first, and at each step past the
 * §2.4 threshold for back to top.
 */
async function coveredWhileScrolling(page: Page, label: string): Promise<string[]> {
  await expect(launcher(page)).toBeVisible();
  const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const positions = [0];
  for (let y = 100; y < max; y += 100) positions.push(y);
  positions.push(Math.floor(max / 2), max);
  const seen = new Set<string>();
  for (const y of positions) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    // The §2.4 button shows 50 ms after a scroll past 100 px, and goes 50 ms after a return to the top.
    if (y > 100) await expect(backToTop(page)).toBeVisible();
    else await expect(backToTop(page)).toBeHidden();
    for (const c of await coveredNow(page)) seen.add(`${label} at scrollY ${c.scrollY}: '${c.control}' covers ${c.what}`);
  }
  // A mouse over the tab shows the labelled launcher again (§2.8): it must keep clear as well.
  await launcher(page).hover();
  await expect(launcher(page)).toHaveAttribute('data-state', 'launcher');
  for (const c of await coveredNow(page)) seen.add(`${label} at scrollY ${c.scrollY}: '${c.control}' (launcher shown) covers ${c.what}`);
  await page.mouse.move(0, 0);
  return [...seen];
}

/**
 * The tour of the stock card stands over its rows on a first visit. This page is told it has been
 * taken (its GetStockcardTour answered here, in the browser).
 */
async function withoutTour(page: Page) {
  await page.route('**/api/Product/GetStockcardTour?*', (route) => route.fulfill({ json: { Completed: true, Step: 0 } }));
}

async function stockCardShown(page: Page) {
  await expect(page.getByRole('list', { name: 'My stock card' })).toBeVisible();
  await networkSettled(page);
  await expect(page.locator('[data-tour-step]')).toHaveCount(0);
}

type Product = { SKU: string; Product: string; PackSize: number; MinimumOrder: number; MinimumOrderIncremental: number; OutOfStock: boolean };

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`on a ${device} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test('quick order\'s sticky add bar, the cart and its Checkout: nothing covered', async ({ page }) => {
      const { stores: [{ JtiAccountId: account }] } = await login(page, 'single@demo.test', { at: '/quick-order' });
      const { Products } = await callApi<{ Products: Product[] }>(page, 'GET', `/api/Product/AllProducts?accountNumber=${account}`);
      const lines = Products.filter((p) => !p.OutOfStock && p.MinimumOrder === 1 && p.MinimumOrderIncremental === 1).slice(0, 5);
      await page.getByRole('textbox', { name: 'Lines to order' }).fill(lines.map((p) => `${p.SKU} 1`).join('\n'));
      await page.getByRole('button', { name: 'Check lines' }).click();
      const add = page.getByRole('button', { name: /^Add 5 lines to cart/ });
      await expect(add).toBeVisible();
      const covered = await coveredWhileScrolling(page, '/quick-order');
      await add.click();
      await expect(page.getByText('Added to your cart: 5 lines')).toBeVisible();

      await openCart(page);
      covered.push(...(await coveredWhileScrolling(page, '/cart')));
      expect(covered).toEqual([]);
    });

    test('the stock card\'s stars and the shelf count\'s Accept: nothing covered', async ({ page }) => {
      // Two walks down the whole card, a screen at a time: 26–34 s on a quiet two-core machine, over 60 s
      // beside a second test run.
      test.setTimeout(150_000);
      await withoutTour(page);
      const { stores: [{ JtiAccountId: account }] } = await login(page, 'single@demo.test', { at: '/stock-card' });
      await stockCardShown(page);
      const covered = await coveredWhileScrolling(page, '/stock-card');

      // A shelf level and today's count for two products, so their lines propose an order to accept.
      const { Products } = await callApi<{ Products: Product[] }>(page, 'GET', `/api/Product/GetStockCard?accountNumber=${account}`);
      const counted = Products.filter((p) => !p.OutOfStock).slice(-2);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.getByRole('button', { name: 'Count the shelf' }).click();
      for (const p of counted) {
        const full = page.getByRole('textbox', { name: `Full shelf of ${p.Product}, packs` });
        const saved = page.waitForResponse((r) => r.url().includes('/api/Product/StockCard/ShelfTarget?') && r.request().method() === 'PUT');
        await full.fill(String(10 * p.PackSize));
        await full.press('Tab');
        await saved;
        await page.getByRole('textbox', { name: `On the shelf today of ${p.Product}, packs` }).fill('0');
        await expect(page.getByRole('button', { name: new RegExp(`^Accept \\d+ outers? of ${p.Product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })).toBeVisible();
      }
      covered.push(...(await coveredWhileScrolling(page, '/stock-card shelf count')));
      expect(covered).toEqual([]);
    });

    test('the review page\'s and the confirmation\'s totals: nothing covered', async ({ page }) => {
      const { stores: [{ JtiAccountId: account }] } = await login(page, 'single@demo.test', { at: '/my-orders' });
      const recent = await callApi<{ OrderNumber: string }>(page, 'GET', `/api/OrderHistory/GetRecentOrder?accountNumber=${account}`);
      await page.goto(`/review-order?ordernumber=${recent.OrderNumber}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/€\d/).first()).toBeVisible();
      const covered = await coveredWhileScrolling(page, '/review-order');
      await page.goto(`/order-confirmation?ordernumber=${recent.OrderNumber}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/€\d/).first()).toBeVisible();
      covered.push(...(await coveredWhileScrolling(page, '/order-confirmation')));
      expect(covered).toEqual([]);
    });

    test('the Insights view\'s charts, tables and figures: nothing covered', async ({ page }) => {
      await login(page, 'single@demo.test', { at: '/my-orders/insights' });
      await expect(page.getByRole('heading', { name: 'Spend per month by category' })).toBeVisible();
      await expect(page.locator('main svg').first()).toBeVisible();
      expect(await coveredWhileScrolling(page, '/my-orders/insights')).toEqual([]);
    });

    test('the several-store page\'s filter and grid: nothing covered', async ({ page }) => {
      await login(page, 'multi@demo.test', { at: '/multi-store-order' });
      await expect(page.getByRole('heading', { level: 1, name: 'Order for several stores' })).toBeVisible();
      await expect(page.getByRole('textbox').first()).toBeVisible();
      expect(await coveredWhileScrolling(page, '/multi-store-order')).toEqual([]);
    });
  });
}
