import { expect, test } from '@playwright/test';
import { callApi, cartLineSaved, continueToCart, currentStep, firstOrderableProduct, login, openCart, storeLike, switchStore } from './helpers';

test("a brand ambassador's suggestion is added once at session start, its quantities change in the popup, and it checks out", async ({ page }) => {
  const adds: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/BackEndCart/AddSuggestedOrderProducts')) adds.push(r.url());
  });
  await login(page, 'single@demo.test', { suggestion: 'keep' });

  const dialog = page.getByRole('dialog', { name: 'Suggested products added to your cart' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/Siobhán O'Connor suggested these products on \d{1,2} [A-Z][a-z]+ \d{4}\./);
  await expect(dialog).toContainText('Agreed at our visit on Thursday');
  // Focus is in the dialog (react-aria's focus scope), so the keyboard stays in it.
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

  // The suggested lines are in the cart already: the header counts them.
  await expect(page.getByTestId('cart-count')).toHaveText(/^[1-9]\d*\+?$/);
  const row = dialog.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Increase quantity of/ }) }).first();
  const name = (await row.getAttribute('aria-label'))!;
  const sku = (await row.getAttribute('data-sku'))!;
  const before = Number(await row.getByLabel(`Outers of ${name}`).inputValue());
  expect(before).toBeGreaterThan(0);

  // + saves through the cart editor, as on /place-order.
  const saved = cartLineSaved(page, { sku });
  await row.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  const response = await saved;
  const after = Number(new URL(response.url()).searchParams.get('Quantity'));
  expect(after).toBeGreaterThan(before);
  await expect(row).toContainText(`In cart: ${after}`);

  await dialog.getByRole('button', { name: 'Go to cart' }).click();
  await expect(dialog).toBeHidden();
  await continueToCart(page);
  await expect(page.getByRole('listitem', { name }).getByLabel(`Outers of ${name}`)).toHaveValue(String(after));

  // Once per suggestion: a reload asks again and finds none (the server closed it), and adds nothing.
  const again = page.waitForResponse((r) => r.url().includes('/api/Product/GetSuggestedProducts'));
  await page.reload();
  expect((await again).status()).toBe(204);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(adds).toHaveLength(1);

  // Check out (§4).
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('alertdialog', { name: 'Place your order?' }).getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?ordernumber=\d+/);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test("a territory manager's suggestion: 'No thanks' declines it; put aside, it waits for the next session; 'Add to cart' adds it with the same quantity view", async ({ page, browser }, testInfo) => {
  const user = await login(page, 'multi@demo.test', { at: '/my-orders', suggestion: 'close' });

  // The store with the TM suggestion. Its first answer is kept, so 'No thanks' can be tried without
  // closing it on the server (the decline is answered here) and 'Add to cart' after it for real.
  let suggestion: string | null = null;
  let dismissed: URL | null = null;
  await page.route('**/api/Product/GetSuggestedProducts**', async (route) => {
    const response = await route.fetch();
    if (response.status() === 200) suggestion = await response.text();
    await route.fulfill({ response });
  });
  await page.route('**/api/Product/DismissSuggestedProducts**', async (route) => {
    dismissed = new URL(route.request().url());
    await route.fulfill({ status: 204 });
  });
  await switchStore(page, 'Quayside News Salthill');

  let dialog = page.getByRole('dialog', { name: 'Suggested by your territory manager' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/Ciarán Walsh suggested these products on \d{1,2} [A-Z][a-z]+ \d{4}\./);
  // Offered, not added: suggested quantities, no steppers, and the cart untouched.
  await expect(dialog.getByRole('group')).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  const { SuggestionId } = JSON.parse(suggestion!) as { SuggestionId: number };
  await dialog.getByRole('button', { name: 'No thanks' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => dismissed?.searchParams.get('suggestionId')).toBe(String(SuggestionId));
  expect(dismissed!.searchParams.get('accountNumber')).toBe(storeLike(user, '10020002').JtiAccountId);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  // Not asked again in this browser session, even after a reload.
  await page.unrouteAll({ behavior: 'wait' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Not declined on the server (answered above): a new session offers it again, and 'Add to cart' adds it.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const next = await other.newPage();
  await login(next, 'multi@demo.test', { at: '/my-orders', suggestion: 'close' });
  await switchStore(next, 'Quayside News Salthill');
  dialog = next.getByRole('dialog', { name: 'Suggested by your territory manager' });
  await expect(dialog).toBeVisible();
  const added = next.waitForResponse((r) => r.url().includes('/api/BackEndCart/AddSuggestedOrderProducts') && r.ok());
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await added;
  dialog = next.getByRole('dialog', { name: 'Suggested products added to your cart' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group').first()).toBeVisible();
  await expect(next.getByTestId('cart-count')).toHaveText(/^[1-9]\d*\+?$/);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await other.close();
});

test("'Before you checkout' offers products to add; 'Continue to cart' goes on, and Back returns to it", async ({ page }) => {
  // Something to check out first (an empty cart goes straight to its Cart step): login lands on /place-order.
  await login(page, 'single@demo.test');
  const { row: item, name: itemName } = await firstOrderableProduct(page);
  await item.getByRole('button', { name: `Increase quantity of ${itemName}` }).click();
  await expect(item.getByText(/^In cart: \d+/)).toBeVisible();

  await page.getByRole('link', { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(currentStep(page)).toContainText('Before you checkout');
  // The page's heading is the step's own name, as the steps say it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Before you checkout');
  const offers = page.getByRole('region', { name: 'Before you go' }).or(page.getByRole('region', { name: 'Have you considered?' })).first();
  const offer = offers.getByRole('listitem').first();
  const name = (await offer.getAttribute('aria-label'))!;
  const sku = (await offer.getAttribute('data-sku'))!;
  await expect(offer).toContainText('Not in cart');
  const saved = cartLineSaved(page, { sku });
  await offer.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  const quantity = new URL((await saved).url()).searchParams.get('Quantity')!;
  await expect(offer).toContainText(`In cart: ${quantity}`);

  await page.getByRole('button', { name: 'Continue to cart' }).click();
  await expect(page).toHaveURL(/\/cart\?step=cart$/);
  await expect(currentStep(page)).toContainText('Cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeFocused();
  await expect(page.getByRole('listitem', { name }).getByLabel(`Outers of ${name}`)).toHaveValue(quantity);
  await expect(page.getByRole('list', { name: 'Checkout steps' }).getByRole('link', { name: 'Before you checkout (done)' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(currentStep(page)).toContainText('Before you checkout');
});

test("the product popup banner's button reads 'Add to cart', 'Added' and 'Update' as the quantity and the cart say, and it dismisses", async ({ page }) => {
  const user = await login(page, 'single@demo.test', { at: '/place-order' });
  // The outers in the cart already: the session start's suggestion, added at login.
  const { TotalItems: before } = await callApi<{ TotalItems: number }>(page, 'GET', `/api/BackEndCart?accountNumber=${user.stores[0]!.JtiAccountId}`);
  const banner = page.getByRole('region', { name: 'Back in stock' });
  await expect(banner).toBeVisible();
  const box = banner.getByLabel(/^Outers of /);
  const name = (await box.getAttribute('aria-label'))!.replace(/^Outers of /, '');
  const first = Number(await box.inputValue());

  // Not in the cart: the control starts at the minimum, and the button adds it.
  await banner.getByRole('button', { name: 'Add to cart' }).click();
  await expect(banner.getByRole('button', { name: 'Added' })).toBeDisabled();
  await expect(page.getByTestId('cart-count')).toHaveText(String(before + first));

  // + by the product's step: 'Update', which sets the cart to it; then 'Added' again.
  await banner.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  // The field redraws after the press: read it once it has.
  await expect.poll(async () => Number(await box.inputValue())).toBeGreaterThan(first);
  const second = Number(await box.inputValue());
  await expect(banner.getByRole('button', { name: 'Update' })).toBeEnabled();
  // − back to the cart's quantity: 'Added' without sending anything.
  await banner.getByRole('button', { name: `Decrease quantity of ${name}` }).click();
  await expect(banner.getByRole('button', { name: 'Added' })).toBeDisabled();
  await banner.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await banner.getByRole('button', { name: 'Update' }).click();
  await expect(banner.getByRole('button', { name: 'Added' })).toBeDisabled();
  await expect(page.getByTestId('cart-count')).toHaveText(String(before + second));

  // Dismissed for the session: gone, and still gone after a reload.
  await banner.getByRole('button', { name: 'Dismiss Back in stock' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Place Order' })).toBeVisible();
  await expect(page.locator('li[data-sku]').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Back in stock' })).toHaveCount(0);
});

test("an out-of-stock line is listed under 'Not available' with why, and 'Swap for …' replaces it with its alternative", async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/place-order' });
  // An out-of-stock product of the catalogue, as the cart would keep it (§4 Cart loading).
  const out = page.locator('li[data-sku][data-out-of-stock]').first();
  await expect(out).toBeVisible();
  const outSku = (await out.getAttribute('data-sku'))!;
  const outName = (await out.getAttribute('aria-label'))!;
  // The seed has no such line in a cart, so the server's cart is shown with one added to its UnavailableDetails.
  await page.route('**/api/BackEndCart?**', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const cart = (await response.json()) as { UnavailableDetails: unknown[] };
    cart.UnavailableDetails = [{ BackEndCartDetailsId: 999_999, SKU: outSku, Product: outName, Quantity: 4, Reason: 'OutOfStock' }];
    await route.fulfill({ response, json: cart });
  });
  await openCart(page);
  const section = page.getByRole('region', { name: 'Not available' });
  const line = section.getByRole('listitem', { name: outName });
  await expect(line).toContainText('Out of stock');
  await expect(line).toContainText('4 outers');
  const swap = line.getByRole('button', { name: /^Swap for / });
  await expect(swap).toBeVisible();
  const alternative = (await swap.textContent())!.replace(/^Swap for /, '');

  const removed = cartLineSaved(page, { sku: outSku, quantity: 0 });
  await page.unrouteAll({ behavior: 'wait' });
  await swap.click();
  await removed;
  // The alternative is in the cart's lines at its minimum, and the old line is gone.
  const added = page.getByRole('listitem', { name: alternative });
  await expect(added).toBeVisible();
  await expect(section).toHaveCount(0);
});

test('a tier-3 account is offered no suggestion (nothing is asked)', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/Product/GetSuggestedProducts')) asked.push(r.url());
  });
  await login(page, 'restricted@demo.test');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
