import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers';

// The several-stores grid part-way down the page, as multi@demo.test (three Tier 1 stores; the
// rows are Galway's and Salthill's stock cards, dozens of them): every quantity column in view has its
// store's name in view, each store's total and Check out are in view without scrolling to the end, and on a
// phone, where one store's column shows at a time, another store's column is one tap away and named.

const GRID = 'Quantities by store, in outers';
const STORES = ['Quayside News Galway', 'Quayside News Salthill', 'Quayside Express Oranmore'];

/** Opens the grid and scrolls its middle to the middle of the window, far from its top and its end. */
async function partWayDown(page: Page) {
  await login(page, 'multi@demo.test', { at: '/multi-store-order' });
  const grid = page.getByRole('table', { name: GRID });
  await expect(grid.locator('tbody tr')).not.toHaveCount(0);
  // The carts have loaded (their steppers take presses).
  await expect(grid.locator('tfoot')).not.toContainText('Loading');
  const box = (await grid.boundingBox())!;
  const height = page.viewportSize()!.height;
  // The grid is several windows tall, so its middle is neither its top nor its end.
  expect(box.height).toBeGreaterThan(3 * height);
  await page.evaluate((y) => window.scrollTo(0, y), box.y + box.height / 2 - height / 2);
  await expect.poll(() => grid.evaluate((table) => table.getBoundingClientRect().bottom > window.innerHeight && table.getBoundingClientRect().top < 0)).toBe(true);
  return grid;
}

/**
 * The quantity columns with a cell in the window (by the store name over their column), each with whether
 * that name is in the window, on top where it is drawn, as a column's header (`th`) or the chosen 'Store
 * shown' chip.
 */
function namedColumns(page: Page) {
  return page.evaluate((gridName) => {
    const table = document.querySelector<HTMLTableElement>(`table[aria-label="${gridName}"]`)!;
    const headers = [...table.tHead!.rows[0]!.cells];
    const nameOf = (index: number) => headers[index]!.querySelector('span')?.textContent?.trim() ?? '';
    const inWindow = (el: Element) => {
      const r = el.getBoundingClientRect();
      return el.checkVisibility() && r.width > 0 && r.top >= 0 && r.bottom <= window.innerHeight && r.bottom > 0;
    };
    const onTop = (el: Element) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && (el === hit || el.contains(hit) || hit.contains(el));
    };
    const columns = new Set<number>();
    for (const row of table.tBodies[0]!.rows) {
      for (const cell of [...row.cells].slice(1)) {
        const r = cell.getBoundingClientRect();
        if (cell.checkVisibility() && r.top < window.innerHeight && r.bottom > 0) columns.add(cell.cellIndex);
      }
    }
    return [...columns].map((index) => {
      const name = nameOf(index);
      const labels = [...document.querySelectorAll('body *')].filter((el) => el.children.length === 0 && el.textContent?.trim() === name);
      const named = labels.some((el) => inWindow(el) && onTop(el) && (el.closest('th') !== null || el.closest('[aria-checked="true"]') !== null));
      return { name, named };
    });
  }, GRID);
}

/** Each store's cart cell under its column (outers, total, Check out), as the column's index finds it. */
function cartCell(page: Page, store: string) {
  return page.getByRole('table', { name: GRID }).locator('tfoot td').nth(STORES.indexOf(store));
}

/**
 * With the top of the grid low in the window (as the page opens on a phone; on the tablet the grid opens
 * higher, its headings above the cart row's place), the column headings are drawn,
 * not the cart row over them: it waits at the grid's end, and sticks once the headings are above its place.
 */
async function headingsLowInTheWindow(page: Page) {
  await login(page, 'multi@demo.test', { at: '/multi-store-order' });
  const grid = page.getByRole('table', { name: GRID });
  await expect(grid.locator('tfoot')).not.toContainText('Loading');
  const head = grid.getByRole('columnheader', { name: 'Product' });
  const height = page.viewportSize()!.height;
  await page.evaluate(([y]) => window.scrollTo(0, y!), [(await head.evaluate((th) => th.getBoundingClientRect().bottom + window.scrollY)) - height + 20]);
  await expect.poll(() => head.evaluate((th) => th.getBoundingClientRect().bottom)).toBeLessThan(height);
  const drawn = () =>
    head.evaluate((th) => {
      const r = th.getBoundingClientRect();
      return th.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
  await expect.poll(drawn).toBe(true);
  // The row's cells stick (its own box stays at the grid's end): 'Cart' with 'Check out all' is one of them.
  const cart = grid.locator('tfoot th');
  await expect(cart).not.toBeInViewport();
  // Further down, the headings above the row's place: the cart row is at the bottom of the window.
  await page.mouse.wheel(0, 400);
  await expect(cart).toBeInViewport({ ratio: 1 });
}

test.describe('tablet, 1180×820', () => {
  test.use({ viewport: { width: 1180, height: 820 } });

  test('part-way down the grid every column is named, and every store’s total and Check out are in view', async ({ page }) => {
    await partWayDown(page);
    const columns = await namedColumns(page);
    expect(columns.map((c) => c.name)).toEqual(STORES);
    expect(columns.filter((c) => !c.named)).toEqual([]);
    for (const store of STORES) {
      await expect(cartCell(page, store)).toBeInViewport({ ratio: 1 });
      await expect(cartCell(page, store)).toContainText('€');
      await expect(page.getByRole('button', { name: `Check out ${store}` })).toBeInViewport({ ratio: 1 });
    }
    await expect(page.getByRole('button', { name: /^Check out all/ })).toBeInViewport({ ratio: 1 });
  });
});

test.describe('phone, 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('part-way down the grid the column shown is named, its cart is in view, and another store is one tap away', async ({ page }) => {
    await partWayDown(page);
    let columns = await namedColumns(page);
    expect(columns.length).toBeGreaterThan(0);
    expect(columns.filter((c) => !c.named)).toEqual([]);
    const shown = columns[0]!.name;
    await expect(cartCell(page, shown)).toBeInViewport({ ratio: 1 });
    await expect(cartCell(page, shown)).toContainText('€');
    await expect(page.getByRole('button', { name: `Check out ${shown}` })).toBeInViewport({ ratio: 1 });

    // The other stores are announced where the eye is, and one tap shows another's column, named.
    const choice = page.getByRole('radiogroup', { name: 'Store shown' });
    await expect(choice).toBeInViewport();
    await expect(choice.getByRole('radio')).toHaveText(STORES);
    const other = STORES.find((s) => s !== shown)!;
    await choice.getByRole('radio', { name: other }).click();
    await expect(choice.getByRole('radio', { name: other })).toHaveAttribute('aria-checked', 'true');
    const row = page.getByRole('table', { name: GRID }).locator('tbody tr').filter({ has: page.getByRole('button', { name: new RegExp(`^Increase quantity of .* for ${other}$`) }) });
    await expect.poll(async () => (await namedColumns(page)).map((c) => c.name)).toEqual([other]);
    columns = await namedColumns(page);
    expect(columns.filter((c) => !c.named)).toEqual([]);
    // Its steppers are in view where the other store's were, and its cart under them.
    const inView = row.getByRole('button', { name: new RegExp(`^Increase quantity of .* for ${other}$`) });
    await expect.poll(async () => {
      for (const button of await inView.all()) if (await button.evaluate((b) => { const r = b.getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight; })) return true;
      return false;
    }).toBe(true);
    await expect(cartCell(page, other)).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: `Check out ${other}` })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: `Check out ${shown}` })).toBeHidden();
  });

  test('with the top of the grid low in the window, the cart row does not lie over the column headings', async ({ page }) => {
    await headingsLowInTheWindow(page);
  });
});
