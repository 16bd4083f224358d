import { expect, test, type Page } from '@playwright/test';
import { callApi, cartLineSaved, login, networkSettled, openCart } from './helpers';

/** The first orderable product sold one outer at a time (so 999 is a valid quantity), found through the search. */
async function productSoldByOne(page: Page) {
  const row = page
    .locator('li[data-sku]')
    .filter({ hasText: /Incremental order is 1\./ })
    .filter({ has: page.getByRole('button', { name: /^Increase quantity of/ }) })
    .first();
  await expect(row).toBeVisible();
  const sku = (await row.getAttribute('data-sku'))!;
  const name = (await row.getByRole('heading').textContent())!.trim();
  return { sku, name };
}

/** The product's row alone in the list, whatever the list's length or scroll. */
async function findRow(page: Page, sku: string) {
  await page.getByLabel('Search products').fill(sku);
  const row = page.locator(`li[data-sku="${sku}"]`);
  await expect(row).toBeVisible();
  return row;
}

test('a 999-outer line removed by typing 0 comes back with Undo, on the server too', async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/place-order' });
  const { sku, name } = await productSoldByOne(page);
  let row = await findRow(page, sku);
  const box = () => row.getByLabel(`Outers of ${name}`, { exact: true });

  // 999 outers, saved.
  const saved999 = cartLineSaved(page, { quantity: 999 });
  await box().fill('999');
  await box().press('Enter');
  // A line this large is asked about first (the typo guard).
  await row.getByRole('button', { name: 'Keep 999 outers' }).click();
  await saved999;
  await expect(box()).toHaveValue('999');

  // A typed 0 removes the line, as before, and says so with Undo.
  const removed = cartLineSaved(page, { quantity: 0 });
  await box().fill('0');
  await box().press('Enter');
  const notice = page.getByRole('alertdialog', { name: `Removed ${name}` });
  await expect(notice).toBeVisible();
  await expect(box()).toHaveValue('0');
  // The removal reaches the server (not merely held back): Undo has to put the line back there.
  await removed;

  const restored = cartLineSaved(page, { quantity: 999 });
  await notice.getByRole('button', { name: 'Undo' }).click();
  await restored;
  await expect(notice).toBeHidden();
  await expect(box()).toHaveValue('999');

  // The server's cart has it: after a reload the line is 999 outers again.
  await page.reload();
  row = await findRow(page, sku);
  await expect(box()).toHaveValue('999');
});

test('on /cart, Remove offers Undo, and Undo puts the line back with focus on its quantity box', async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/place-order' });
  const { sku, name } = await productSoldByOne(page);
  const row = await findRow(page, sku);
  const saved = cartLineSaved(page, { quantity: 12 });
  await row.getByLabel(`Outers of ${name}`).fill('12');
  await row.getByLabel(`Outers of ${name}`).press('Enter');
  await saved;

  await openCart(page);
  const line = page.getByRole('listitem', { name });
  await expect(line).toBeVisible();
  const removed = cartLineSaved(page, { quantity: 0 });
  // Focused and pressed as one step (a press between the page's own renders may find focus moved), and
  // pressed again only while the line is still there, so one Remove is sent.
  const remove = line.getByRole('button', { name: `Remove ${name}` });
  await expect(async () => {
    if (await remove.isVisible()) await remove.press('Enter', { timeout: 2_000 });
    await expect(line).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const notice = page.getByRole('alertdialog', { name: `Removed ${name}` });
  await expect(notice).toBeVisible();
  // The focused Remove button left with its line: focus is on Undo, not lost on the page.
  await expect(notice.getByRole('button', { name: 'Undo' })).toBeFocused();
  await removed;

  const restored = cartLineSaved(page, { quantity: 12 });
  await page.keyboard.press('Enter');
  await restored;
  await expect(line.getByLabel(`Outers of ${name}`)).toHaveValue('12');
  await expect(line.getByLabel(`Outers of ${name}`)).toBeFocused();
  await page.reload();
  await expect(page.getByRole('listitem', { name }).getByLabel(`Outers of ${name}`)).toHaveValue('12');
});

test('a typed quantity below the minimum is corrected and said next to the box', async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/place-order' });
  const row = page
    .locator('li[data-sku]')
    .filter({ hasText: /\*Minimum order is [2-9]\d* outers\./ })
    .filter({ has: page.getByRole('button', { name: /^Increase quantity of/ }) })
    .first();
  await expect(row).toBeVisible();
  const name = (await row.getByRole('heading').textContent())!.trim();
  const [, min] = /Minimum order is (\d+) outers/.exec((await row.getByText(/^\*Minimum order is/).textContent())!)!;
  const box = row.getByLabel(`Outers of ${name}`);
  await box.fill('1');
  await box.press('Enter');
  await expect(box).toHaveValue(min!);
  await expect(box).toHaveAccessibleDescription(`Minimum order is ${min} outers: set to ${min}`);
});

test('5000 typed in the 3-character box asks before 500 outers go to the cart; Change sends nothing, Keep sends it', async ({ page }) => {
  const { stores: [{ JtiAccountId: account }] } = await login(page, 'single@demo.test', { at: '/place-order' });
  const row = page.locator('li[data-sku]').filter({ hasText: /Incremental order is 1\./ }).filter({ has: page.getByRole('button', { name: /^Increase quantity of/ }) }).first();
  await expect(row).toBeVisible();
  const sku = (await row.getAttribute('data-sku'))!;
  const name = (await row.getByRole('heading').textContent())!.trim();
  const box = row.getByLabel(`Outers of ${name}`, { exact: true });
  const inCart = async () => {
    const cart = await callApi<{ BackEndCartDetails: { SKU: string; Quantity: number }[] }>(page, 'GET', `/api/BackEndCart?accountNumber=${account}`);
    return cart.BackEndCartDetails.find((l) => l.SKU === sku)?.Quantity ?? 0;
  };
  const before = await inCart();

  await box.fill('');
  await box.pressSequentially('5000');
  await box.press('Enter');
  await expect(box).toHaveValue('500');
  const question = row.getByRole('group', { name: `Confirm 500 outers of ${name}` });
  await expect(question).toBeVisible();
  await expect(row.getByRole('button', { name: 'Keep 500 outers' })).toBeFocused();
  await question.getByRole('button', { name: 'Change' }).click();
  await expect(box).toHaveValue(String(before));
  await expect(box).toBeFocused();
  await networkSettled(page);
  expect(await inCart()).toBe(before);

  await box.fill('500');
  await box.press('Enter');
  const saved = cartLineSaved(page, { sku, quantity: 500 });
  await row.getByRole('button', { name: 'Keep 500 outers' }).click();
  await saved;
  await expect.poll(inCart).toBe(500);
});
