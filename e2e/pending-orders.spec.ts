import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApi, cartLineSaved, login } from './helpers';

// §2.4, §4 and §8 for pending orders, as a copy of multi@demo.test on its first store (Quayside News
// Galway), which the seed gives a pending order from yesterday and a year of history.

/** On /my-orders (where each test logs in), the first Pending row (Past month), and its order number. */
async function firstPendingRow(page: Page) {
  const row = page.locator('tr[data-status="Pending"]').first();
  await expect(row).toBeVisible();
  const orderNumber = (await row.getAttribute('data-order'))!;
  return { row, orderNumber };
}

/**
 * Edit on a row. When the cart holds outers of its own and no order is being edited (read from the
 * server first), the edit-order popup asks first whether to replace them: confirm. Otherwise it must not ask.
 */
async function startEdit(page: Page, row: Locator, orderNumber: string) {
  const account = await page.evaluate(() => localStorage.getItem('account_number'));
  const cart = await callApi<{ TotalItems: number; PendingOrderNumber?: string | null }>(page, 'GET', `/api/BackEndCart?accountNumber=${account}`);
  const asks = cart.TotalItems > 0 && !cart.PendingOrderNumber;
  await row.getByRole('button', { name: `Edit order ${orderNumber}` }).click();
  const replace = page.getByRole('alertdialog', { name: `Edit order ${orderNumber}?` });
  if (asks) await replace.getByRole('button', { name: 'Edit order' }).click();
  await expect(page).toHaveURL(/\/cart/);
  await expect(replace).toHaveCount(0);
}

test('edit a pending order: change a quantity, try to leave and continue editing, then confirm the edit', async ({ page }) => {
  await login(page, 'multi@demo.test', { at: '/my-orders' });
  const { row, orderNumber } = await firstPendingRow(page);
  // Only pending orders offer Edit and Cancel.
  await expect(page.locator('tr[data-status="Other"]').first().getByRole('button', { name: /^Edit order/ })).toHaveCount(0);

  await startEdit(page, row, orderNumber);
  await expect(page.getByText(`Currently editing order (${orderNumber}).`)).toBeVisible();

  // Change a quantity: one step up on the first line.
  const line = page.locator('li[data-sku]').filter({ has: page.getByRole('button', { name: /^Increase quantity of/ }) }).first();
  const name = (await line.getAttribute('aria-label'))!;
  const before = Number(await line.getByLabel(`Outers of ${name}`).inputValue());
  const saved = cartLineSaved(page, { sku: (await line.getAttribute('data-sku'))! });
  await line.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await expect(line.getByLabel(`Outers of ${name}`)).not.toHaveValue(String(before));
  const after = await line.getByLabel(`Outers of ${name}`).inputValue();
  // Saved to the cart (the editor sends after 300 ms of quiet).
  expect(new URL((await saved).url()).searchParams.get('Quantity')).toBe(after);

  // Leaving by the header asks first; 'Continue editing' stays on the cart, still editing.
  await page.getByRole('banner').getByRole('link', { name: 'My Orders' }).click();
  const prompt = page.getByRole('alertdialog', { name: `Leave order ${orderNumber} unsaved?` });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Continue editing' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/cart/);
  await expect(page.getByText(`Currently editing order (${orderNumber}).`)).toBeVisible();

  // Back asks too, and the page and its address stay.
  await page.goBack();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Continue editing' }).click();
  await expect(page).toHaveURL(/\/cart/);
  await expect(line.getByLabel(`Outers of ${name}`)).toHaveValue(after);

  // Confirm the edit: the edit-order confirm, then the updated order.
  await page.getByRole('button', { name: 'Update order' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Update order ${orderNumber}?` });
  await confirm.getByRole('button', { name: 'Update order' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-confirmation\\?ordernumber=${orderNumber}`));
  await expect(page.getByText(`Your order ${orderNumber} has been updated.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).getByRole('cell').nth(2)).toHaveText(after);
  await expect(page.getByText(/Currently editing order/)).toHaveCount(0);
  // No prompt any more: the edit is saved.
  await page.getByRole('banner').getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/my-orders/);
});

test('forget changes ends the edit and goes where the retailer was going', async ({ page }) => {
  await login(page, 'multi@demo.test', { at: '/my-orders' });
  const { row, orderNumber } = await firstPendingRow(page);
  await startEdit(page, row, orderNumber);
  await expect(page.getByText(`Currently editing order (${orderNumber}).`)).toBeVisible();
  const line = page.locator('li[data-sku]').filter({ has: page.getByRole('button', { name: /^Increase quantity of/ }) }).first();
  const name = (await line.getAttribute('aria-label'))!;
  const saved = cartLineSaved(page, { sku: (await line.getAttribute('data-sku'))! });
  await line.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await saved;

  await page.getByRole('banner').getByRole('link', { name: 'My Orders' }).click();
  await page.getByRole('alertdialog', { name: `Leave order ${orderNumber} unsaved?` }).getByRole('button', { name: 'Forget changes' }).click();
  await expect(page).toHaveURL(/\/my-orders/);
  await expect(page.getByText(/Currently editing order/)).toHaveCount(0);
  await expect(page.locator(`tr[data-order="${orderNumber}"]`)).toHaveAttribute('data-status', 'Pending');
});

test('logging out or switching store while an edit has unsaved changes asks first', async ({ page }) => {
  await login(page, 'multi@demo.test', { at: '/my-orders' });
  const { row, orderNumber } = await firstPendingRow(page);
  await startEdit(page, row, orderNumber);
  await expect(page.getByText(`Currently editing order (${orderNumber}).`)).toBeVisible();
  const line = page.locator('li[data-sku]').filter({ has: page.getByRole('button', { name: /^Increase quantity of/ }) }).first();
  const name = (await line.getAttribute('aria-label'))!;
  const saved = cartLineSaved(page, { sku: (await line.getAttribute('data-sku'))! });
  await line.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await saved;
  const prompt = page.getByRole('alertdialog', { name: `Leave order ${orderNumber} unsaved?` });

  // Store switch: asked after choosing the store; 'Continue editing' keeps the store and the edit.
  await page.getByRole('button', { name: '(switch)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch store' });
  await dialog.getByText('Quayside Express Oranmore').click();
  await dialog.getByRole('button', { name: 'Switch store' }).click();
  // The cart holds the order's lines, so the switch asks first.
  await page.getByRole('dialog', { name: 'Switch store?' }).getByRole('button', { name: 'Switch', exact: true }).click();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Continue editing' }).click();
  await expect(page.getByText(`Currently editing order (${orderNumber}).`)).toBeVisible();
  await expect(page.getByRole('button', { name: '(switch)' }).locator('..')).toContainText('Quayside News Galway');

  // Log out: asked first; 'Forget changes' ends the edit and logs out.
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Forget changes' }).click();
  await expect(page).toHaveURL(/\/login/);
  await login(page, 'multi@demo.test', { at: '/my-orders' });
  await expect(page.locator(`tr[data-order="${orderNumber}"]`)).toHaveAttribute('data-status', 'Pending');
  await expect(page.getByText(/Currently editing order/)).toHaveCount(0);
});

test('on a phone, the menu asks too, Enter keeps the edit, and the menu click is reported to the data layer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'multi@demo.test', { at: '/my-orders' });
  const { row, orderNumber } = await firstPendingRow(page);
  await startEdit(page, row, orderNumber);
  const line = page.locator('li[data-sku]').filter({ has: page.getByRole('button', { name: /^Increase quantity of/ }) }).first();
  const name = (await line.getAttribute('aria-label'))!;
  const saved = cartLineSaved(page, { sku: (await line.getAttribute('data-sku'))! });
  await line.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await saved;
  const prompt = page.getByRole('alertdialog', { name: `Leave order ${orderNumber} unsaved?` });

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'My Orders' }).click();
  await expect(prompt).toBeVisible();
  // 'Continue editing' is where focus starts, so Enter keeps the edit.
  await expect(prompt.getByRole('button', { name: 'Continue editing' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/cart/);
  const clicks = await page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string; link_area?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'navigation_click'));
  expect(clicks).toContainEqual({ event: 'navigation_click', link_text: 'My Orders', link_url: '/my-orders', link_area: 'menu' });

  // The menu is still open where the retailer left it; this time 'Forget changes' ends the edit and goes on.
  await expect(page.getByRole('menu', { name: 'Menu' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'My Orders' }).click();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Forget changes' }).click();
  await expect(page).toHaveURL(/\/my-orders/);
  await expect(page.getByText(/Currently editing order/)).toHaveCount(0);
});

test('cancel a pending order: the confirm, then My Orders shows it Cancelled, without an invoice or Edit', async ({ page }) => {
  await login(page, 'multi@demo.test', { at: '/my-orders' });
  const { row, orderNumber } = await firstPendingRow(page);
  await row.getByRole('button', { name: `Cancel order ${orderNumber}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Cancel order ${orderNumber}?` });
  // 'Keep order' leaves it pending.
  await confirm.getByRole('button', { name: 'Keep order' }).click();
  await expect(row).toHaveAttribute('data-status', 'Pending');

  await row.getByRole('button', { name: `Cancel order ${orderNumber}` }).click();
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page).toHaveURL(/\/my-orders/);
  const cancelled = page.locator(`tr[data-order="${orderNumber}"]`);
  await expect(cancelled).toHaveAttribute('data-status', 'Cancelled');
  await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(cancelled.getByRole('button', { name: /invoice/i })).toHaveCount(0);
  await expect(cancelled.getByRole('button', { name: /^(Edit|Cancel) order/ })).toHaveCount(0);

  // Its review offers no Edit or Cancel either, only Reorder.
  await page.goto(`/review-order?ordernumber=${orderNumber}`);
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit order' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reorder' })).toBeVisible();
});

test('reorder an old order: outers added, the unavailable products listed, then Go to cart', async ({ page }) => {
  await login(page, 'multi@demo.test', { at: '/my-orders' });
  await page.getByRole('radio', { name: 'Past year' }).or(page.getByRole('button', { name: 'Past year' })).click();
  const old = page.locator('tr[data-status="Other"]').last();
  await expect(old).toBeVisible();
  const orderNumber = (await old.getAttribute('data-order'))!;

  // The seed gives each store's oldest submitted order a product that is out of stock now.
  const details = await page.evaluate(async (n) => {
    const token = localStorage.getItem('token');
    const account = localStorage.getItem('account_number');
    const r = await fetch(`/api/OrderHistory/OrderHistoryDetails?orderNumber=${n}&accountNumber=${account}`, { headers: { Authorization: `bearer ${token}` } });
    return (await r.json()) as { OrderDetails: { SKU: string; Product: string; CartAdd: boolean }[] };
  }, orderNumber);
  const unavailable = details.OrderDetails.filter((l) => !l.CartAdd).map((l) => l.Product);
  expect(unavailable.length).toBeGreaterThan(0);

  await old.getByRole('button', { name: `Reorder ${orderNumber}` }).click();
  const result = page.getByRole('alertdialog', { name: /^\d+ outers? added to your cart\.$/ });
  await expect(result).toBeVisible();
  await expect(result).toContainText('Sorry, but the following products were unavailable this time:');
  for (const product of unavailable) await expect(result.getByRole('listitem').filter({ hasText: product })).toBeVisible();
  const added = Number(/^(\d+)/.exec((await result.getByRole('heading').textContent())!)![1]);
  expect(added).toBeGreaterThan(0);
  await result.getByRole('button', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL(/\/cart/);
  await expect(page.getByTestId('cart-count')).not.toHaveText('0');
});

test('tier 3 sees no order views: no Last order link, and /review-order and /order-confirmation go home', async ({ page }) => {
  await login(page, 'restricted@demo.test');
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await expect(page.getByText('Last order:')).toHaveCount(0);
  for (const path of ['/review-order?ordernumber=100001', '/order-confirmation?ordernumber=100001', '/my-orders']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  }
});
