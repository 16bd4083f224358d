import { expect, test } from '@playwright/test';
import { callApi, login, storeLike } from './helpers';

// Several stores in one grid (beyond the spec), as a copy of multi@demo.test (three Tier 1
// stores): each column saves to its own store's cart, and 'Check out all' places one order per store with outers.

type Cart = { BackEndCartId: number | null; BackEndCartDetails: { SKU: string; Quantity: number }[]; TotalItems: number };
type Product = { SKU: string; Product: string; MinimumOrder: number; MinimumOrderIncremental: number; OutOfStock: boolean };

test('a two-store grid: quantities go to each store’s own cart, then one confirmation places an order for each', async ({ page }) => {
  const user = await login(page, 'multi@demo.test', { at: '/place-order' });
  const [galwayId, salthillId, oranmoreId] = ['10020001', '10020002', '10020003'].map((s) => storeLike(user, s).JtiAccountId) as [string, string, string];
  await page.getByRole('link', { name: 'Order for several stores' }).click();
  await expect(page.getByRole('heading', { name: 'Order for several stores', level: 1 })).toBeVisible();

  const { Products } = await callApi<{ Products: Product[] }>(page, 'GET', `/api/Product/AllProducts?accountNumber=${galwayId}`);
  const p = Products.find((x) => !x.OutOfStock && x.MinimumOrder === 1 && x.MinimumOrderIncremental === 1)!;
  const before = await Promise.all([galwayId, salthillId].map((s) => callApi<Cart>(page, 'GET', `/api/BackEndCart?accountNumber=${s}`)));
  const had = before.map((c) => c.BackEndCartDetails.find((l) => l.SKU === p.SKU)?.Quantity ?? 0);

  // The stores' stock cards are the first rows; the search is one chip away.
  await page.getByRole('radiogroup', { name: 'Rows' }).getByRole('radio', { name: 'All products' }).click();
  await page.getByRole('searchbox', { name: 'Find a product' }).fill(p.SKU);
  const row = page.locator(`tr[data-sku="${p.SKU}"]`);
  await expect(row).toBeVisible();
  // Galway one more outer, Salthill two more: each press saved to that store alone.
  await row.getByRole('button', { name: `Increase quantity of ${p.Product} for Quayside News Galway` }).click();
  const salthillPlus = row.getByRole('button', { name: `Increase quantity of ${p.Product} for Quayside News Salthill` });
  await salthillPlus.click();
  await salthillPlus.click();
  await expect.poll(async () => (await callApi<Cart>(page, 'GET', `/api/BackEndCart?accountNumber=${galwayId}`)).BackEndCartDetails.find((l) => l.SKU === p.SKU)?.Quantity).toBe(had[0]! + 1);
  await expect.poll(async () => (await callApi<Cart>(page, 'GET', `/api/BackEndCart?accountNumber=${salthillId}`)).BackEndCartDetails.find((l) => l.SKU === p.SKU)?.Quantity).toBe(had[1]! + 2);
  const oranmore = await callApi<Cart>(page, 'GET', `/api/BackEndCart?accountNumber=${oranmoreId}`);
  const orderingStores = oranmore.TotalItems > 0 ? 3 : 2;

  await page.getByRole('button', { name: `Check out all (${orderingStores} stores)` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Place ${orderingStores} orders?` });
  await expect(confirm).toContainText('Quayside News Galway:');
  await expect(confirm).toContainText('Quayside News Salthill:');
  await confirm.getByRole('button', { name: `Place ${orderingStores} orders` }).click();
  await expect(confirm).toBeHidden();

  for (const [store, name] of [[galwayId, 'Quayside News Galway'], [salthillId, 'Quayside News Salthill']] as const) {
    const placed = page.getByText(`${name}: order placed.`);
    await expect(placed).toBeVisible();
    const link = page.getByRole('link', { name: /^Order \d+$/ }).filter({ has: page.locator(`[href*="store=${store}"]`) }).or(page.locator(`a[href*="store=${store}"]`));
    const href = (await link.first().getAttribute('href'))!;
    const orderNumber = /ordernumber=(\d+)/.exec(href)![1]!;
    const details = await callApi<{ AccountNumber: string; Status: number; OrderDetails: { SKU: string; Quantity: number }[] }>(page, 'GET', `/api/OrderHistory/OrderHistoryDetails?accountNumber=${store}&orderNumber=${orderNumber}`);
    expect(details.AccountNumber).toBe(store);
    expect(details.Status).toBe(1);
    expect(details.OrderDetails.find((l) => l.SKU === p.SKU)?.Quantity).toBe(store === galwayId ? had[0]! + 1 : had[1]! + 2);
    expect((await callApi<Cart>(page, 'GET', `/api/BackEndCart?accountNumber=${store}`)).TotalItems).toBe(0);
  }
  // The review link opens that store's order without switching store.
  await page.locator(`a[href*="store=${salthillId}"]`).first().click();
  await expect(page.getByRole('heading', { name: /^Order \d+$/ })).toBeVisible();
});

test('the stock cards as rows: every product on either store’s card once, whose card it is, and each column still its own store’s cart', async ({ page }) => {
  type CardProduct = Product & { StockCardOrder: number };
  const user = await login(page, 'multi@demo.test', { at: '/multi-store-order' });
  const [galwayId, salthillId, oranmoreId] = ['10020001', '10020002', '10020003'].map((s) => storeLike(user, s).JtiAccountId) as [string, string, string];
  const [galway, salthill, oranmore] = await Promise.all(
    [galwayId, salthillId, oranmoreId].map((s) => callApi<{ Products: CardProduct[] }>(page, 'GET', `/api/Product/GetStockCard?accountNumber=${s}`).then((c) => c.Products)),
  );
  // Oranmore has no stock card (its access check answers false): the rows are Galway's and Salthill's.
  expect(oranmore).toHaveLength(0);
  const union = [...new Set([...galway!, ...salthill!].map((x) => x.SKU))];
  const rows = page.getByRole('table', { name: 'Quantities by store, in outers' }).locator('tbody tr');

  await expect(page.getByRole('radio', { name: 'Stock card' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('The stock cards of Quayside News Galway and Quayside News Salthill, each product once.')).toBeVisible();
  await expect(rows).toHaveCount(union.length);
  // Galway's card first, in its order.
  await expect(rows.first()).toHaveAttribute('data-sku', galway![0]!.SKU);

  // A product on Salthill's card only says so, and its Galway cell still orders for Galway alone.
  const onlySalthill = salthill!.find((x) => !x.OutOfStock && !galway!.some((g) => g.SKU === x.SKU))!;
  const row = page.locator(`tr[data-sku="${onlySalthill.SKU}"]`);
  await expect(row).toContainText('On the stock card of Quayside News Salthill');
  const cartOf = async (store: string) => (await callApi<Cart>(page, 'GET', `/api/BackEndCart?accountNumber=${store}`)).BackEndCartDetails.find((l) => l.SKU === onlySalthill.SKU)?.Quantity ?? 0;
  const [galwayHad, salthillHad] = [await cartOf(galwayId), await cartOf(salthillId)];
  await row.getByRole('button', { name: `Increase quantity of ${onlySalthill.Product} for Quayside News Galway` }).click();
  const galwayNow = galwayHad === 0 ? Math.max(1, onlySalthill.MinimumOrder) : galwayHad + onlySalthill.MinimumOrderIncremental;
  await expect.poll(() => cartOf(galwayId)).toBe(galwayNow);
  expect(await cartOf(salthillId)).toBe(salthillHad);
  // Back as it was, through the same stepper (§5: from the minimum, down to 0).
  await row.getByRole('button', { name: `Decrease quantity of ${onlySalthill.Product} for Quayside News Galway` }).click();
  await expect.poll(() => cartOf(galwayId)).toBe(galwayHad);

  // The field filters the cards' lines.
  await page.getByRole('searchbox', { name: 'Filter the stock card' }).fill(onlySalthill.SKU);
  await expect(rows).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Filter the stock card' }).fill('zzzz');
  await expect(page.getByText('No product on your stock cards matches.')).toBeVisible();
});

test('a user with one store is pointed to Place Order', async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/multi-store-order' });
  await expect(page.getByText('You have one store.')).toBeVisible();
  await page.goto('/place-order');
  await expect(page.getByRole('link', { name: 'Quick Order by code' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Order for several stores' })).toHaveCount(0);
});

test('a grid change whose request stalls is kept on the device, survives a reload, and reaches that store once the network is back', async ({ page }) => {
  test.setTimeout(90_000);
  const user = await login(page, 'multi@demo.test', { at: '/multi-store-order' });
  const salthillId = storeLike(user, '10020002').JtiAccountId;
  const cartOf = () => callApi<Cart>(page, 'GET', `/api/BackEndCart?accountNumber=${salthillId}`);
  const { Products } = await callApi<{ Products: Product[] }>(page, 'GET', `/api/Product/AllProducts?accountNumber=${salthillId}`);
  const p = Products.find((x) => !x.OutOfStock && x.MinimumOrder === 1 && x.MinimumOrderIncremental === 1)!;
  const had = (await cartOf()).BackEndCartDetails.find((l) => l.SKU === p.SKU)?.Quantity ?? 0;

  // Bad shop Wi-Fi: the carts' writes leave the browser and nothing comes back.
  const cartWrite = /\/api\/BackEndCart(\?|$)/;
  await page.route(cartWrite, async (route) => {
    if (route.request().method() !== 'GET') return; // never answered
    await route.continue();
  });
  const findRow = async () => {
    await page.getByRole('radiogroup', { name: 'Rows' }).getByRole('radio', { name: 'All products' }).click();
    await page.getByRole('searchbox', { name: 'Find a product' }).fill(p.SKU);
    return page.locator(`tr[data-sku="${p.SKU}"]`);
  };
  let row = await findRow();
  const box = () => row.getByRole('textbox', { name: `Outers of ${p.Product} for Quayside News Salthill` });
  await row.getByRole('button', { name: `Increase quantity of ${p.Product} for Quayside News Salthill` }).click();
  await expect(box()).toHaveValue(String(had + 1));
  // Unanswered, the change counts as not heard and is kept on the device, as on every other page.
  const notice = page.getByRole('status').filter({ hasText: "We can't reach the server right now." });
  await expect(notice).toContainText('1 cart change is saved on this device', { timeout: 30_000 });

  // A reload while it still stalls: the change is still shown, still waiting.
  await page.reload();
  row = await findRow();
  await expect(box()).toHaveValue(String(had + 1));
  expect((await cartOf()).BackEndCartDetails.find((l) => l.SKU === p.SKU)?.Quantity ?? 0).toBe(had);

  // The network is back: the outbox sends it to that store, once, at the quantity shown.
  await page.unroute(cartWrite);
  await expect.poll(async () => (await cartOf()).BackEndCartDetails.find((l) => l.SKU === p.SKU)?.Quantity, { timeout: 30_000 }).toBe(had + 1);
  await expect(page.getByRole('status').filter({ hasText: 'saved on this device' })).toHaveCount(0, { timeout: 10_000 });
});
