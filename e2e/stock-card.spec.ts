import { expect, test, type Page } from '@playwright/test';
import { callApi, callAs, fullMotion, login, networkSettled, userLike } from './helpers';

/**
 * The stock card (§1, §2.1, §2.5, §2.6, §3, §4, §9, ADR 0012) as a copy of `single@demo.test`, whose store
 * has a card: the gold-star header link, the tour to its end (not shown again), ordering from the card,
 * adding and removing products on /place-order, and the create-order dialog from home's Shop Now.
 */

const tourPanel = (page: Page) => page.locator('[data-tour-step]');
const cardList = (page: Page) => page.getByRole('list', { name: 'My stock card' });

/**
 * This test's user took the tour before (the first test walks it): saved as completed on the server, so
 * it does not stand over the rows. Call before the stock card first opens.
 */
async function tourTaken(page: Page) {
  const user = await userLike(page.request, 'single@demo.test');
  await callAs(page.request, user, 'POST', `/api/Product/SubmitStockcardTour?accountNumber=${user.stores[0]!.JtiAccountId}`, { Completed: true, Step: 4 });
}

/** The cart badge's count of outers (0 when there is no badge). */
async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('cart-count');
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
}

test('the header star opens My Stock Card; the tour runs to its end once; ordering from the card fills the cart', async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/my-orders' });
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Stock Card' });
  await link.click();
  await expect(page).toHaveURL(/\/stock-card$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Stock Card' })).toBeVisible();
  await expect(link).toHaveAttribute('aria-current', 'page');

  // The tour (§3, §4): a labelled non-modal dialog beside the part it is about, focus inside it.
  const titles = ['Your stock card', 'Set your quantities', 'Keep the card up to date', 'Your cart as you go', 'Add more products'];
  const panel = tourPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('role', 'dialog');
  await expect(panel).toHaveAttribute('aria-modal', 'false');
  const saves: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/Product/SubmitStockcardTour')) saves.push(r.postDataJSON());
  });
  for (const [i, title] of titles.entries()) {
    const step = page.getByRole('dialog', { name: title });
    await expect(step).toBeVisible();
    await expect(step.getByText(`Step ${i + 1} of ${titles.length}`)).toBeVisible();
    await expect(step).toBeFocused();
    // The highlighted part is described by the step's text.
    await expect(page.locator('[data-tour-highlight]')).toHaveCount(1);
    if (i === 2) {
      // Back once, then on again: progress is saved at every step change.
      await step.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByRole('dialog', { name: titles[1]! })).toBeVisible();
      await page.getByRole('dialog', { name: titles[1]! }).getByRole('button', { name: 'Next' }).click();
      await expect(step).toBeVisible();
    }
    const finishing = i === titles.length - 1;
    const done = finishing ? page.waitForResponse((r) => r.url().includes('/api/Product/SubmitStockcardTour') && r.ok()) : null;
    await step.getByRole('button', { name: finishing ? 'Finish' : 'Next' }).click();
    await done;
  }
  await expect(panel).toBeHidden();
  await expect(page.locator('[data-tour-highlight]')).toHaveCount(0);
  expect(saves).toEqual([
    { Completed: false, Step: 1 }, { Completed: false, Step: 2 }, { Completed: false, Step: 1 }, { Completed: false, Step: 2 },
    { Completed: false, Step: 3 }, { Completed: false, Step: 4 }, { Completed: true, Step: 4 },
  ]);

  // Never shown again once completed.
  await page.reload();
  await expect(cardList(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(panel).toHaveCount(0);

  // Quick ordering from the card: the Place Order stepper and rules (§5), saved to the cart (§4).
  const row = cardList(page).locator(':scope > li:not([data-out-of-stock])').first();
  const name = (await row.getAttribute('aria-label'))!;
  const minimumText = (await row.getByText(/^\*Minimum order is/).textContent())!;
  const [, min, step] = /Minimum order is (\d+) outers?\. Incremental order is (\d+)\./.exec(minimumText)!.map(Number) as [number, number, number];
  const box = row.getByLabel(`Outers of ${name}`);
  const before = Number(await box.inputValue());
  const badgeBefore = await badgeCount(page);
  const plus = row.getByRole('button', { name: `Increase quantity of ${name}` });
  await plus.click();
  const afterOne = before === 0 ? min : before + step;
  await expect(box).toHaveValue(String(afterOne));
  await plus.click();
  await expect(box).toHaveValue(String(afterOne + step));
  await expect(row.getByText(`In cart: ${afterOne + step}`)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText(String(badgeBefore + afterOne + step - before));
  // The bar's cart line agrees with the header.
  await expect(page.getByText(/^Cart: /)).toContainText(`${badgeBefore + afterOne + step - before} outers`);
});

test('a star on /place-order adds a product to the stock card and takes it off again', async ({ page }) => {
  await tourTaken(page);
  await login(page, 'single@demo.test', { at: '/place-order' });
  // The Stock Card sort puts the card first: products not on it are further down the list.
  await expect(page.getByRole('button', { name: /^Save .+ to my stock card$/ }).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const star = page.getByRole('button', { name: /^Save .+ to my stock card$/, pressed: false }).last();
  await expect(star).toBeVisible();
  const name = /^Save (.+) to my stock card$/.exec((await star.getAttribute('aria-label'))!)![1]!;
  const added = page.waitForResponse((r) => r.url().includes('/api/Product/StockCard') && r.request().method() === 'POST');
  await star.click();
  await expect(page.getByRole('button', { name: `Save ${name} to my stock card` })).toHaveAttribute('aria-pressed', 'true');
  expect((await added).ok()).toBe(true);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Stock Card' }).click();
  // Added at the end of the card (§9 Stock Card order).
  await expect(cardList(page).locator(':scope > li').last()).toHaveAttribute('aria-label', name);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Place Order' }).click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  const onCard = page.getByRole('button', { name: `Save ${name} to my stock card` });
  await expect(onCard).toHaveAttribute('aria-pressed', 'true');
  const removed = page.waitForResponse((r) => r.url().includes('/api/Product/StockCard') && r.request().method() === 'DELETE');
  await onCard.click();
  await expect(onCard).toHaveAttribute('aria-pressed', 'false');
  expect((await removed).ok()).toBe(true);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Stock Card' }).click();
  await expect(cardList(page).locator(':scope > li').first()).toBeVisible();
  await expect(cardList(page).getByRole('listitem', { name, exact: true })).toHaveCount(0);
});

test('the remove star on /stock-card takes a product off the card, and it stays off', async ({ page }) => {
  await tourTaken(page);
  await login(page, 'single@demo.test', { at: '/stock-card' });
  const rows = cardList(page).locator(':scope > li');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  const last = rows.last();
  const name = (await last.getAttribute('aria-label'))!;
  const removed = page.waitForResponse((r) => r.url().includes('/api/Product/StockCard') && r.request().method() === 'DELETE');
  await last.getByRole('button', { name: `Remove ${name} from my stock card` }).click();
  await expect(rows).toHaveCount(count - 1);
  expect((await removed).ok()).toBe(true);
  // Focus stays in the list (the previous row's star), not lost to the page.
  await expect(page.locator(':focus')).toHaveAttribute('data-stock-card-control', 'remove');
  await page.reload();
  await expect(cardList(page).locator(':scope > li')).toHaveCount(count - 1);
  await expect(page.getByText(/^\d+ products?$/).first()).toHaveText(`${count - 1} products`);
});

test('shelf count to order: a full-shelf level saved once, today\'s count, the proposal in whole outers on the steps, Accept puts it in the cart', async ({ page }) => {
  type CardProduct = { SKU: string; Product: string; PackSize: number; MinimumOrder: number; MinimumOrderIncremental: number; OutOfStock: boolean };
  await tourTaken(page);
  const user = await login(page, 'single@demo.test', { at: '/stock-card' });
  const account = user.stores[0]!.JtiAccountId;
  await expect(cardList(page)).toBeVisible();
  const { Products } = await callApi<{ Products: CardProduct[] }>(page, 'GET', `/api/Product/GetStockCard?accountNumber=${account}`);
  const p = Products.find((x) => !x.OutOfStock && x.MinimumOrder <= 8)!;
  // 10 outers' worth on a full shelf, 2 outers and a pack on it today: 8 outers short, on the product's steps.
  const target = 10 * p.PackSize;
  const count = 2 * p.PackSize + 1;
  const min = p.MinimumOrder;
  const step = p.MinimumOrderIncremental;
  const expected = 8 <= min ? min : min + Math.ceil((8 - min) / step) * step;

  await page.getByRole('button', { name: 'Count the shelf' }).click();
  await expect(page.getByRole('heading', { name: 'Shelf count to order' })).toBeVisible();
  const full = page.getByRole('textbox', { name: `Full shelf of ${p.Product}, packs` });
  const saved = page.waitForResponse((r) => r.url().includes('/api/Product/StockCard/ShelfTarget?') && r.request().method() === 'PUT');
  await full.fill(String(target));
  await full.press('Tab');
  expect((await saved).status()).toBe(200);
  await page.getByRole('textbox', { name: `On the shelf today of ${p.Product}, packs` }).fill(String(count));
  const line = page.locator(`#shelf-count li[data-sku="${p.SKU}"]`);
  await expect(line).toContainText(`${8 * p.PackSize - 1} packs short: 8 outers of ${p.PackSize} ${p.PackSize === 1 ? 'pack' : 'packs'} each`);
  await line.getByRole('button', { name: `Accept ${expected} outers of ${p.Product}` }).click();
  await expect.poll(async () => {
    const cart = await callApi<{ BackEndCartDetails: { SKU: string; Quantity: number }[] }>(page, 'GET', `/api/BackEndCart?accountNumber=${account}`);
    return cart.BackEndCartDetails.find((l) => l.SKU === p.SKU)?.Quantity;
  }).toBe(expected);
  await expect(line).toContainText('In your cart.');

  // The level is kept on the server: after a reload it is there; cleared, it is gone.
  await page.reload();
  await expect(cardList(page)).toBeVisible();
  await page.getByRole('button', { name: 'Count the shelf' }).click();
  await expect(full).toHaveValue(String(target));
  const cleared = page.waitForResponse((r) => r.url().includes('/api/Product/StockCard/ShelfTarget?') && r.request().method() === 'PUT');
  await full.clear();
  await full.press('Tab');
  expect((await cleared).status()).toBe(200);
  const { ShelfTargets } = await callApi<{ ShelfTargets: { SKU: string }[] }>(page, 'GET', `/api/Product/StockCard/ShelfTargets?accountNumber=${account}`);
  expect(ShelfTargets.some((t) => t.SKU === p.SKU)).toBe(false);
});

test('scanning into the shelf count: a keyboard-wedge scanner counts a pack per pack scanned and an outer’s packs per outer; codes not on the card are reported', async ({ page }) => {
  type CardProduct = { SKU: string; Product: string; PackSize: number; PackBarCode: string; OuterBarCode?: string | null; OutOfStock: boolean };
  await tourTaken(page);
  const user = await login(page, 'single@demo.test', { at: '/stock-card' });
  const account = user.stores[0]!.JtiAccountId;
  await expect(cardList(page)).toBeVisible();
  const { Products } = await callApi<{ Products: CardProduct[] }>(page, 'GET', `/api/Product/GetStockCard?accountNumber=${account}`);
  const p = Products.find((x) => x.OuterBarCode && x.PackSize > 1)!;
  const { Products: all } = await callApi<{ Products: CardProduct[] }>(page, 'GET', `/api/Product/AllProducts?accountNumber=${account}`);
  const notOnCard = all.find((x) => !Products.some((c) => c.SKU === x.SKU))!;

  await page.getByRole('button', { name: 'Count the shelf' }).click();
  const scanner = page.getByRole('textbox', { name: 'Scan to count' });
  await expect(scanner).toBeVisible();
  const count = page.getByRole('textbox', { name: `On the shelf today of ${p.Product}, packs` });
  const line = page.locator(`#shelf-count li[data-sku="${p.SKU}"]`);
  // A wedge scanner types the digits in a burst and presses Enter.
  const scan = async (code: string) => {
    await scanner.focus();
    await page.keyboard.type(code, { delay: 5 });
    await page.keyboard.press('Enter');
  };

  await scan(p.PackBarCode);
  await expect(count).toHaveValue('1');
  await expect(line).toHaveAttribute('data-scanned', 'true');
  await expect(page.getByText(`${p.Product}: 1 pack counted (+1)`)).toBeVisible();
  // The focus stays in the scan field: the next scan types there, not into a count.
  await expect(scanner).toBeFocused();
  await expect(scanner).toHaveValue('');
  await page.keyboard.type(p.PackBarCode, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(count).toHaveValue('2');
  await scan(p.OuterBarCode!);
  await expect(count).toHaveValue(String(2 + p.PackSize));
  await expect(page.getByText(`${p.Product}: ${2 + p.PackSize} packs counted (an outer, +${p.PackSize})`)).toBeVisible();
  // Undo takes the last scan back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(count).toHaveValue('2');

  // A product the store sells but not on its card, and a misread: said, nothing counted.
  await scan(notOnCard.PackBarCode);
  await expect(page.getByText(`Nothing on your stock card has the code ${notOnCard.PackBarCode}: nothing counted`)).toBeVisible();
  const misread = `${p.PackBarCode.slice(0, 12)}${(Number(p.PackBarCode[12]) + 1) % 10}`;
  await scan(misread);
  await expect(page.getByText(`${misread} did not read correctly (its check digit is wrong): scan it again`)).toBeVisible();
  await expect(count).toHaveValue('2');

  // A count typed by hand, then Enter: back to the scan field for the next scan.
  await count.fill('40');
  await count.press('Enter');
  await expect(scanner).toBeFocused();
  await page.keyboard.type(p.PackBarCode, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(count).toHaveValue('41');
});

test("home's Shop Now offers the create-order choice (§2.6) once on a device for a store with a stock card, then links to /place-order (§2.9)", async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/' });
  const trigger = page.getByRole('button', { name: 'Place an order' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'How would you like to order?' });
  await expect(dialog).toBeVisible();
  // 'What is this?' plays the explainer in the video popup (ADR 0023; e2e/media.spec.ts follows it).
  await expect(dialog.getByRole('button', { name: 'What is this?' })).toBeVisible();
  await expect(dialog.getByRole('figure')).toContainText('Collins Newsagents');
  await expect(dialog.getByRole('link', { name: 'View Product List' })).toHaveAttribute('href', '/place-order');

  // Escape closes it and focus goes back to the trigger; on this visit the choice is still there.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await trigger.click();
  await dialog.getByRole('link', { name: 'Create Order' }).click();
  await expect(page).toHaveURL(/\/stock-card$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Stock Card' })).toBeVisible();

  // Offered once on this device: from the next visit Shop Now is the spec's link to /place-order.
  await page.goto('/');
  const link = page.getByRole('region', { name: 'Shop Now' }).getByRole('link', { name: 'Place an order' });
  await expect(link).toHaveAttribute('href', '/place-order');
  await expect(page.getByRole('button', { name: 'Place an order' })).toHaveCount(0);
  await link.click();
  await expect(page).toHaveURL(/\/place-order$/);
  await expect(dialog).toHaveCount(0);
});

test('no stock card link at tier 3 (§2.5, §6)', async ({ page }) => {
  const checks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/Product/HasAccessToStockCard')) checks.push(r.url());
  });
  // A cold load of / (the session already stored): the check must wait for the store's tier too.
  await login(page, 'restricted@demo.test');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('link', { name: 'My Stock Card' })).toHaveCount(0);
  expect(checks).toEqual([]);
});

test.describe('a desktop window of 931 px or less', () => {
  test.use({ viewport: { width: 900, height: 800 } });

  test('runs no access check and lists no stock card in the hamburger menu (§2.5, §9); Shop Now links to /place-order', async ({ page }) => {
    const checks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/Product/HasAccessToStockCard')) checks.push(r.url());
    });
    await login(page, 'single@demo.test', { at: '/' });
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Place Order' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'My Stock Card' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Place an order' })).toHaveAttribute('href', '/place-order');
    await page.goto('/place-order');
    await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
    await expect(page.getByRole('button', { name: /to my stock card$/ })).toHaveCount(0);
    expect(checks).toEqual([]);
  });
});

test.describe('a phone (touch, 390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('runs the access check at any width: the hamburger lists My Stock Card with its star (§2.5)', async ({ page }) => {
    await tourTaken(page);
    await login(page, 'single@demo.test', { at: '/my-orders' });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'My Stock Card' }).click();
    await expect(page).toHaveURL(/\/stock-card$/);
    await expect(cardList(page)).toBeVisible();
    // Every row fits the screen: nothing runs past its right edge.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('on a first visit the tour and a CMS popup banner take turns: the tour waits for the banner that opened first', async ({ page }) => {
  // A copy of multi@demo.test: its first store has a card and a tour never started, and this new browser
  // has seen no banner. An overlap is recorded at every change of the page, so one between two of the
  // test's looks is not missed.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-tour-step]') && document.querySelector('[data-popup-banner]')) document.documentElement.dataset.overlapped = '';
    }).observe(document, { childList: true, subtree: true });
  });
  // A slow tablet: the tour's code arrives only once the banner is up (the banner waits for the server to
  // be quiet, not for the page's code).
  let bannerUp!: () => void;
  const bannerShown = new Promise<void>((resolve) => (bannerUp = resolve));
  await page.route(/\/assets\/StockCardTour-[\w-]+\.js$/, async (route) => {
    await bannerShown;
    await route.continue();
  });
  const tourCode = page.waitForResponse(/\/assets\/StockCardTour-[\w-]+\.js$/, { timeout: 60_000 });
  await login(page, 'multi@demo.test', { popupBanners: 'show', at: '/stock-card' });
  const banner = page.getByRole('dialog').filter({ has: page.locator('[data-popup-banner]') });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  bannerUp();
  await (await tourCode).finished();
  // Everything the tour's code asks for has arrived: the tour has had its chance to show, and holds back.
  await networkSettled(page);
  await expect(tourPanel(page)).toHaveCount(0);
  await banner.getByRole('button', { name: 'Close' }).click();
  await expect(banner).toHaveCount(0);
  const step = page.getByRole('dialog', { name: 'Your stock card' });
  await expect(step).toBeVisible();
  await expect(step).toBeFocused();
  expect(await page.locator('html').getAttribute('data-overlapped')).toBeNull();
  await step.getByRole('button', { name: 'Skip tour' }).click();
  await expect(tourPanel(page)).toBeHidden();
});

for (const [device, viewport] of [['tablet by the till', { width: 1180, height: 820 }], ['portrait tablet', { width: 820, height: 1180 }], ['phone', { width: 390, height: 844 }]] as const) {
  test.describe(`on a ${device} (${viewport.width}×${viewport.height}, touch)`, () => {
    // The page scrolls smoothly to each step's part, as it does unless reduced motion is asked for.
    test.use({ viewport, hasTouch: true, isMobile: viewport.width < 768, ...fullMotion });

    test('every step of the tour is wholly in the window, while the page scrolls to its part too', async ({ page }) => {
      await login(page, 'single@demo.test', { at: '/stock-card' });
      const panel = tourPanel(page);
      /** The panel's box in every frame for the next `frames` frames, as [top, bottom, left, right]. */
      const boxesOver = (frames: number) => page.evaluate((count) => new Promise<number[][]>((done) => {
        const seen: number[][] = [];
        const sample = () => {
          const box = document.querySelector('[data-tour-step]')?.getBoundingClientRect();
          if (box) seen.push([box.top, box.bottom, box.left, box.right]);
          if (seen.length >= count) done(seen);
          else requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }), frames);
      const outside = (boxes: number[][]) => boxes.filter(([top, bottom, left, right]) => top! < 0 || left! < 0 || bottom! > viewport.height || right! > viewport.width);
      for (let step = 0; step < 5; step += 1) {
        await expect(panel).toHaveAttribute('data-tour-step', String(step));
        // From the step's first frame, through the scroll to its part, to rest.
        expect(outside(await boxesOver(90))).toEqual([]);
        await expect(panel).toBeInViewport({ ratio: 1 });
        await panel.getByRole('button', { name: step === 4 ? 'Finish' : 'Next' }).click();
      }
      await expect(panel).toBeHidden();
    });
  });
}
