import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { callApi, login } from './helpers';

// Quick order: lines pasted or uploaded are checked against the catalogue and §5's steps,
// reported, and the valid ones set in the back-end cart in one request; the cart downloads as CSV.

interface Product {
  SKU: string;
  Product: string;
  PackBarCode: string;
  MinimumOrder: number;
  MinimumOrderIncremental: number;
  OutOfStock: boolean;
}
interface Cart {
  BackEndCartId: number | null;
  BackEndCartDetails: { SKU: string; Quantity: number }[];
}

const cartOf = (page: Page, account: string) => callApi<Cart>(page, 'GET', `/api/BackEndCart?accountNumber=${account}`);

test('pasted lines are reported before anything is added, then the valid ones go into the cart in one request', async ({ page }) => {
  const { stores: [{ JtiAccountId: account }] } = await login(page, 'single@demo.test', { at: '/place-order' });
  const { Products } = await callApi<{ Products: Product[] }>(page, 'GET', `/api/Product/AllProducts?accountNumber=${account}`);
  const before = await cartOf(page, account);
  const inCart = new Set(before.BackEndCartDetails.map((l) => l.SKU));
  const fresh = Products.filter((p) => !p.OutOfStock && !inCart.has(p.SKU));
  const single = fresh.find((p) => p.MinimumOrder === 1 && p.MinimumOrderIncremental === 1)!;
  const stepped = fresh.find((p) => p.MinimumOrder > 1)!;
  const byEan = fresh.find((p) => p !== single && p !== stepped && p.MinimumOrder === 1 && p.PackBarCode)!;
  const outOfStock = Products.find((p) => p.OutOfStock)!;

  await page.getByRole('link', { name: 'Quick Order by code' }).click();
  await expect(page).toHaveURL(/\/quick-order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Order' })).toBeVisible();

  // Nothing typed: said under the box.
  await page.getByRole('button', { name: 'Check lines' }).click();
  await expect(page.getByText(/^Paste or type at least one line/)).toBeVisible();

  const box = page.getByRole('textbox', { name: 'Lines to order' });
  await box.fill(
    [`${single.SKU}\t3`, `${stepped.SKU} 1`, `${byEan.PackBarCode},2`, 'NOSUCHCODE 4', `${outOfStock.SKU} 2`, `${single.SKU} ten`].join('\n'),
  );
  const requests: string[] = [];
  page.on('request', (r) => r.url().includes('/api/BackEndCart') && r.method() !== 'GET' && requests.push(r.method()));
  await page.getByRole('button', { name: 'Check lines' }).click();

  const report = page.getByRole('region', { name: 'Check before adding' });
  await expect(report.getByRole('heading', { name: 'Check before adding' })).toBeFocused();
  await expect(report).toContainText('6 lines checked: 2 to add as written, 1 adjusted to a valid step, 1 unknown code, 1 out of stock, 1 not a quantity.');
  // 'ten' was written, so it is not a quantity (a line with nothing after its code is 'without a quantity').
  await expect(report.locator('li[data-status="notAQuantity"]')).toContainText('“ten” is not a quantity: write a whole number of outers');
  await expect(report.getByRole('listitem', { name: stepped.Product })).toContainText(`1 outer asked, adds ${stepped.MinimumOrder} outers: the minimum order is ${stepped.MinimumOrder} outers`);
  await expect(report.getByRole('listitem', { name: byEan.Product })).toContainText('Adds 2 outers');
  await expect(report.getByRole('listitem', { name: 'NOSUCHCODE' })).toContainText('Unknown code');
  await expect(report.getByRole('listitem', { name: outOfStock.Product })).toContainText('Out of stock: nothing added');
  // Checking added nothing.
  expect(requests).toEqual([]);

  await report.getByRole('button', { name: `Add 3 lines to cart (${3 + stepped.MinimumOrder + 2} outers)` }).click();
  await expect(report.getByText('Added to your cart: 3 lines')).toBeVisible();
  expect(requests).toEqual(before.BackEndCartId === null ? ['POST', 'PATCH'] : ['PATCH']);
  const after = await cartOf(page, account);
  const quantity = (sku: string) => after.BackEndCartDetails.find((l) => l.SKU === sku)?.Quantity;
  expect([quantity(single.SKU), quantity(stepped.SKU), quantity(byEan.SKU), quantity(outOfStock.SKU)]).toEqual([3, stepped.MinimumOrder, 2, undefined]);
  // The header's cart count follows.
  await expect(page.getByRole('link', { name: new RegExp(`Go to cart \\(${after.BackEndCartDetails.reduce((n, l) => n + l.Quantity, 0)} outers\\)`) })).toBeVisible();

  // The cart downloads in the same format, and reads back as a quick order.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download cart as CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('SKU,Quantity');
  expect(csv).toContain(`${single.SKU},3\r\n`);

  // Uploaded as a file: every line is now already in the cart, so adding it again doubles each line.
  await page.locator('input[type="file"]').setInputFiles({ name: 'cart.csv', mimeType: 'text/csv', buffer: Buffer.from(`SKU,Quantity\r\n${single.SKU},3\r\n`) });
  await expect(report.getByRole('listitem', { name: single.Product })).toContainText('in cart 3 to 6');
  await expect(box).toHaveValue(`SKU,Quantity\r\n${single.SKU},3\r\n`.replace(/\r\n/g, '\n'));
});

test('a scanner typing like a keyboard adds one step per scan, Undo takes it back, and a misread code adds nothing', async ({ page }) => {
  const { stores: [{ JtiAccountId: account }] } = await login(page, 'single@demo.test', { at: '/quick-order' });
  const { Products } = await callApi<{ Products: Product[] }>(page, 'GET', `/api/Product/AllProducts?accountNumber=${account}`);
  const before = await cartOf(page, account);
  const inCart = new Set(before.BackEndCartDetails.map((l) => l.SKU));
  const product = Products.find((p) => !p.OutOfStock && !inCart.has(p.SKU) && p.MinimumOrderIncremental !== p.MinimumOrder)!;
  const serverQuantity = async () => (await cartOf(page, account)).BackEndCartDetails.find((l) => l.SKU === product.SKU)?.Quantity ?? 0;

  const field = page.getByRole('textbox', { name: 'Scan a barcode' });
  await field.click();
  // A scanner sends the digits and Enter in a burst.
  await page.keyboard.type(`${product.PackBarCode}\n`, { delay: 5 });
  const first = product.MinimumOrder;
  await expect(page.getByText(`of ${product.Product}: ${first} outers in the cart`)).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
  await page.keyboard.type(`${product.PackBarCode}\n`, { delay: 5 });
  const second = first + product.MinimumOrderIncremental;
  await expect(page.getByText(`of ${product.Product}: ${second} outers in the cart`)).toBeVisible();
  await expect.poll(serverQuantity).toBe(second);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`Undone: ${product.Product} back to ${first} outer`)).toBeVisible();
  await expect.poll(serverQuantity).toBe(first);

  // One digit misread: the check digit says so, and nothing changes.
  const code = product.PackBarCode;
  const misread = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}${code.slice(6)}`;
  await field.fill(misread);
  await field.press('Enter');
  await expect(page.getByText(`${misread} did not read correctly (its check digit is wrong): scan it again`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  expect(await serverQuantity()).toBe(first);
});

test('a past order downloads as CSV from /review-order, in the format /quick-order reads back', async ({ page }) => {
  const { stores: [{ JtiAccountId: account }] } = await login(page, 'single@demo.test', { at: '/my-orders' });
  const recent = await callApi<{ OrderNumber: string }>(page, 'GET', `/api/OrderHistory/GetRecentOrder?accountNumber=${account}`);
  const order = await callApi<{ OrderDetails: { SKU: string; Quantity: number }[] }>(
    page, 'GET', `/api/OrderHistory/OrderHistoryDetails?accountNumber=${account}&orderNumber=${recent.OrderNumber}`,
  );
  await page.goto(`/review-order?ordernumber=${recent.OrderNumber}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`order-${recent.OrderNumber}.csv`);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv).toBe(`SKU,Quantity\r\n${order.OrderDetails.map((l) => `${l.SKU},${l.Quantity}\r\n`).join('')}`);
});

test('quick order is an ordering page: /stock-card links to it, tier 3 is sent home', async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/stock-card' });
  await page.getByRole('link', { name: 'Quick Order by code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Order' })).toBeVisible();
  await expect(page).toHaveTitle('Quick Order · Trade Portal');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, 'restricted@demo.test', { at: '/quick-order' });
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
