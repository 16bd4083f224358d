import { expect, test, type Page } from '@playwright/test';
import type { UsualOrder } from '@trade-portal/api-client';
import { addQuantityOnSteps } from '@trade-portal/domain';
import { answerLate, callApi, cartLineSaved, login, recordShifts, shiftedTexts } from './helpers';

// 'My usual order' and 'Did you forget?' on the demo data: single@'s store orders in a weekly
// rhythm (four staples, two lines every other week, a seasonal cigar, a former staple now out of stock).

interface Cart {
  BackEndCartDetails: { SKU: string; Quantity: number }[];
}
interface Product {
  SKU: string;
  MinimumOrder: number;
  MinimumOrderIncremental: number;
}

const quantitiesOf = async (page: Page, account: string) =>
  new Map((await callApi<Cart>(page, 'GET', `/api/BackEndCart?accountNumber=${account}`)).BackEndCartDetails.map((l) => [l.SKU, l.Quantity]));

test('single@ starts from the usual order on Place Order, changes a quantity, adds it in one request and undoes it; the cart asks about a missing staple', async ({ page }) => {
  // The brand ambassador's suggestion, added at the login, gives the store a cart.
  const { stores: [{ JtiAccountId: account }] } = await login(page, 'single@demo.test', { at: '/place-order', suggestion: 'close' });
  const usual = await callApi<UsualOrder>(page, 'GET', `/api/OrderHistory/UsualOrder?accountNumber=${account}`);
  const { Products } = await callApi<{ Products: Product[] }>(page, 'GET', `/api/Product/AllProducts?accountNumber=${account}`);
  const rules = new Map(Products.map((p) => [p.SKU, p]));
  // The seeded rhythm: staples, every-other-week lines and the seasonal cigar proposed; the former staple left out.
  expect(usual.Proposals.length).toBeGreaterThanOrEqual(6);
  expect(usual.LeftOut.length).toBeGreaterThanOrEqual(1);
  const before = await quantitiesOf(page, account);

  await page.getByRole('button', { name: 'Start from my usual order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start from my usual order' });
  const [first, ...rest] = usual.Proposals;
  const row = dialog.getByRole('listitem', { name: first!.Product });
  await expect(row).toContainText(
    first!.WeeksOrdered === first!.WeeksConsidered
      ? `Ordered every week of the last ${first!.WeeksConsidered} weeks, usually`
      : `Ordered in ${first!.WeeksOrdered} of the last ${first!.WeeksConsidered} weeks, usually`,
  );
  for (const p of rest) await expect(dialog.getByRole('listitem', { name: p.Product })).toContainText(/Ordered (in \d+ of|every week of) the last \d+ weeks, usually \d/);
  const leftOut = usual.LeftOut[0]!;
  await expect(dialog.getByRole('listitem', { name: leftOut.Product })).toContainText('Out of stock');

  // One more step of the first product than usual.
  await row.getByRole('button', { name: `Increase quantity of ${first!.Product}` }).click();
  const firstQuantity = Number(await row.getByRole('textbox', { name: `Outers of ${first!.Product}` }).inputValue());
  expect(firstQuantity).toBeGreaterThan(first!.Quantity);

  const writes: string[] = [];
  page.on('request', (r) => r.url().includes('/api/BackEndCart') && r.method() !== 'GET' && writes.push(r.method()));
  await dialog.getByRole('button', { name: `Add ${usual.Proposals.length} products to cart` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Added \d+ products? from your usual order: \d+ outers?\.$/)).toBeVisible();
  // One all-or-nothing PATCH (the store already has a cart from its suggestion).
  expect(writes).toEqual(['PATCH']);
  const added = await quantitiesOf(page, account);
  const chosen = new Map(usual.Proposals.map((p) => [p.SKU, p.Quantity]));
  chosen.set(first!.SKU, firstQuantity);
  for (const [sku, quantity] of chosen) expect(added.get(sku), sku).toBe(addQuantityOnSteps(before.get(sku) ?? 0, quantity, rules.get(sku)!));

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Your usual order was taken out of your cart.')).toBeVisible();
  const undone = await quantitiesOf(page, account);
  for (const sku of chosen.keys()) expect(undone.get(sku) ?? 0, sku).toBe(before.get(sku) ?? 0);

  // 'Did you forget?' on the cart: the staples the cart does not hold.
  const missing = usual.Proposals.filter((p) => usual.DidYouForget.includes(p.SKU) && !undone.get(p.SKU));
  expect(missing.length).toBeGreaterThan(0);
  await page.goto('/cart?step=cart');
  const reminder = page.getByRole('region', { name: 'Did you forget?' });
  for (const p of missing) await expect(reminder.getByRole('listitem').filter({ hasText: p.Product })).toBeVisible();
  const staple = missing[0]!;
  const saved = cartLineSaved(page, { sku: staple.SKU, quantity: staple.Quantity });
  await reminder.getByRole('button', { name: `Add ${staple.Quantity} ${staple.Quantity === 1 ? 'outer' : 'outers'} of ${staple.Product}` }).click();
  await saved;
  await expect(page.getByRole('list', { name: 'Cart lines' }).getByText(staple.Product)).toBeVisible();
  await expect(reminder.getByRole('listitem').filter({ hasText: staple.Product })).toHaveCount(0);
  expect((await quantitiesOf(page, account)).get(staple.SKU)).toBe(staple.Quantity);

  // Hidden for this order: × takes it away, and it stays away on the way back to the cart.
  if (missing.length > 1) {
    await reminder.getByRole('button', { name: 'Hide for this order' }).click();
    await expect(reminder).toBeHidden();
    await page.getByRole('link', { name: 'Place Order' }).first().click();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(reminder).toBeHidden();
    // And after a reload, for the browser session: once the usual order has answered and the reminder's
    // code has run, it is still hidden.
    const usualAgain = page.waitForResponse((r) => r.url().includes('/api/OrderHistory/UsualOrder'));
    const extras = page.waitForResponse((r) => /\/cartExtras-[^/]*\.js$/.test(r.url()));
    await page.reload();
    await Promise.all([usualAgain, extras]);
    await expect(page.getByRole('list', { name: 'Cart lines' }).getByText(staple.Product)).toBeVisible();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(reminder).toBeHidden();
  }
});

test("the usual order says so when the catalogue, which gives each line its steps, cannot be loaded, and Try again asks again", async ({ page }) => {
  let failing = true;
  await page.route('**/api/Product/AllProducts**', (route) =>
    failing ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ Message: 'The service is unavailable.' }) }) : route.continue(),
  );
  await login(page, 'single@demo.test', { at: '/cart?step=cart' });
  await page.getByRole('button', { name: 'Start from my usual order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start from my usual order' });
  await expect(dialog.getByText('Your usual order could not be loaded.')).toBeVisible();
  failing = false;
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('button', { name: /^Add \d+ products to cart$/ })).toBeVisible();
});

test("the 'Before you checkout' step does not move when 'Did you forget?' arrives after its suggestions", async ({ page }) => {
  // Something in the cart (the brand ambassador's suggestion, added at the login): an empty cart skips the step.
  await login(page, 'single@demo.test', { at: '/my-orders', suggestion: 'close' });
  await recordShifts(page);
  // The usual order answers well after the step's suggestions.
  await answerLate(page, /\/api\/OrderHistory\/UsualOrder/);
  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Did you forget?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to cart' })).toBeVisible();
  expect((await shiftedTexts(page)).filter((text) => /^(Before you go|Have you considered|Did you forget)/.test(text))).toEqual([]);
});
