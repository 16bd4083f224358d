import { expect, test, type Page, type Route } from '@playwright/test';
import { callApi, firstOrderableProduct, login, openCart } from './helpers';

// ADR 0031: no cart change is lost while the network stalls: a change is written to the device
// before it is sent and removed only once the server answers; a request unanswered for a few seconds counts
// as not heard and the outbox sends it again. And an offline checkout orders only what was confirmed: when
// another tablet changed the store's cart in between, nothing is ordered and the portal shows what changed.

type Cart = { BackEndCartId: number | null; BackEndCartDetails: { SKU: string; Quantity: number }[] };
type Product = { SKU: string; Product: string; MinimumOrder: number; OutOfStock: boolean };
type History = { OrderHistory: { OrderNumber: string }[] };

const accountOf = async (page: Page) => (await page.evaluate(() => localStorage.getItem('account_number')))!;
const cartOf = (page: Page, account: string) => callApi<Cart>(page, 'GET', `/api/BackEndCart?accountNumber=${account}`);
const history = (page: Page, account: string) => callApi<History>(page, 'GET', `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${account}&timeSpan=1`);

/** Empties the store's cart through the API, so the test starts from a known cart. */
async function emptyCart(page: Page, account: string) {
  const { BackEndCartId } = await cartOf(page, account);
  if (BackEndCartId !== null) await callApi(page, 'POST', `/api/BackEndCart/Clear?accountNumber=${account}&beCartId=${BackEndCartId}`);
}

/** Sets one line of the store's cart through the API (absolute outers, 0 removes), as another tablet would. */
async function setLine(page: Page, account: string, sku: string, quantity: number) {
  const { BackEndCartId } = await cartOf(page, account);
  const where = BackEndCartId === null ? '' : `&beCartId=${BackEndCartId}`;
  await callApi(page, BackEndCartId === null ? 'POST' : 'PUT', `/api/BackEndCart?accountNumber=${account}${where}&SKU=${encodeURIComponent(sku)}&Quantity=${quantity}`);
}

test('a cart change whose request stalls is kept on the device, survives a reload, and reaches the server once the network is back', async ({ page }) => {
  test.setTimeout(90_000);
  // The cart is emptied through the API first, so /place-order is opened after.
  await login(page, 'single@demo.test', { at: '/my-orders' });
  const account = await accountOf(page);
  await emptyCart(page, account);
  await page.goto('/place-order');
  const { row, sku, name } = await firstOrderableProduct(page);
  await expect(row.getByLabel(`Outers of ${name}`)).toHaveValue('0');

  // Bad shop Wi-Fi: the cart's writes leave the browser and nothing ever comes back (not refused: stalled).
  const stalled: Route[] = [];
  const cartWrite = /\/api\/BackEndCart(\?|$)/;
  await page.route(cartWrite, async (route) => {
    if (route.request().method() === 'GET') return route.continue();
    stalled.push(route);
  });

  await row.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  const box = row.getByLabel(`Outers of ${name}`);
  const wanted = await box.inputValue();
  expect(Number(wanted)).toBeGreaterThan(0);
  await expect(page.getByTestId('cart-count')).toBeVisible();
  // Unanswered after a few seconds, the change counts as not heard, and the notice says what is kept.
  const notice = page.getByRole('status').filter({ hasText: "We can't reach the server right now." });
  await expect(notice).toContainText('1 cart change is saved on this device and will be sent once, as soon as it answers.', { timeout: 30_000 });
  expect(stalled.length).toBeGreaterThanOrEqual(2);
  expect((await cartOf(page, account)).BackEndCartDetails.find((l) => l.SKU === sku)).toBeUndefined();

  // A reload while the network still stalls: the change is on the device, shown, and still waiting.
  await page.reload();
  await page.getByLabel('Search products').fill(sku);
  await expect(row.getByLabel(`Outers of ${name}`)).toHaveValue(wanted);
  await expect(notice).toContainText('1 cart change is saved on this device', { timeout: 30_000 });
  expect((await cartOf(page, account)).BackEndCartDetails.find((l) => l.SKU === sku)).toBeUndefined();

  // The network is back: the outbox's next try reaches the server, with the quantity shown (set, not added).
  await page.unroute(cartWrite);
  await expect.poll(async () => (await cartOf(page, account)).BackEndCartDetails.find((l) => l.SKU === sku)?.Quantity, { timeout: 30_000 }).toBe(Number(wanted));
  await expect(page.getByRole('status').filter({ hasText: 'saved on this device' })).toHaveCount(0, { timeout: 10_000 });
  await page.reload();
  await page.getByLabel('Search products').fill(sku);
  await expect(row.getByLabel(`Outers of ${name}`)).toHaveValue(wanted);
  expect((await cartOf(page, account)).BackEndCartDetails).toEqual([expect.objectContaining({ SKU: sku, Quantity: Number(wanted) })]);
});

test('a checkout saved offline is not ordered when another tablet changed the cart since: the notice shows what changed, and the cart is asked about again', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await login(page, 'single@demo.test', { at: '/my-orders' });
  const account = await accountOf(page);
  const { Products } = await callApi<{ Products: Product[] }>(page, 'GET', `/api/Product/AllProducts?accountNumber=${account}`);
  const [confirmed, other] = Products.filter((p) => !p.OutOfStock && p.MinimumOrder <= 10);
  await emptyCart(page, account);
  await setLine(page, account, confirmed!.SKU, confirmed!.MinimumOrder);
  const before = (await history(page, account)).OrderHistory.length;

  // Tablet A checks out with no way through to the server (the page's code is loaded; this spec runs without
  // the service worker, which offline.spec.ts covers): the order is saved on the device with its confirmed lines.
  await openCart(page);
  await expect(page.getByRole('listitem', { name: confirmed!.Product })).toBeVisible();
  const submit = /\/api\/Order\/Submit/;
  await page.route(submit, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('alertdialog', { name: 'Place your order?' }).getByRole('button', { name: 'Place order' }).click();
  const saved = page.getByRole('dialog', { name: 'Saved on this device' });
  await expect(saved).toBeVisible();
  await saved.getByRole('button').first().click();

  // Tablet B, online, changes the same store's cart: the confirmed product out, another in.
  const tabletB = await browser.newContext();
  const pageB = await tabletB.newPage();
  await login(pageB, 'single@demo.test', { at: '/my-orders' });
  await setLine(pageB, account, confirmed!.SKU, 0);
  await setLine(pageB, account, other!.SKU, other!.MinimumOrder);
  await tabletB.close();

  // Tablet A gets through again: the outbox's next try sends the saved order with its confirmed lines, and
  // the server orders nothing.
  await page.unroute(submit);
  const notice = page.getByRole('status').filter({ hasText: 'Not sent:' });
  await expect(notice).toContainText('Your cart has changed since you confirmed this order, so nothing was ordered.', { timeout: 30_000 });
  const changes = notice.getByRole('list', { name: 'What changed' }).getByRole('listitem');
  await expect(changes).toHaveText([
    `${confirmed!.Product}: ${confirmed!.MinimumOrder} ${confirmed!.MinimumOrder === 1 ? 'outer' : 'outers'} confirmed, none now`,
    `${other!.Product}: not confirmed, ${other!.MinimumOrder} ${other!.MinimumOrder === 1 ? 'outer' : 'outers'} now`,
  ]);
  expect((await history(page, account)).OrderHistory).toHaveLength(before);
  expect((await cartOf(page, account)).BackEndCartDetails).toEqual([expect.objectContaining({ SKU: other!.SKU, Quantity: other!.MinimumOrder })]);

  // Asked again: the cart as it is now, and its checkout orders exactly that.
  await notice.getByRole('link', { name: 'Check the cart and order again' }).click();
  await expect(page.getByRole('listitem', { name: other!.Product })).toBeVisible();
  await expect(page.getByRole('listitem', { name: confirmed!.Product })).toBeHidden();
  await page.getByRole('button', { name: 'Checkout' }).click();
  const ask = page.getByRole('alertdialog', { name: /^(Place your order\?|Order this again\?)$/ });
  await ask.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?ordernumber=\d+/);
  expect((await history(page, account)).OrderHistory).toHaveLength(before + 1);
});

test('a checkout confirmed on a cart that another tablet has just changed orders nothing and asks about the cart as it is now', async ({ page, browser }) => {
  await login(page, 'single@demo.test', { at: '/my-orders' });
  const account = await accountOf(page);
  const { Products } = await callApi<{ Products: Product[] }>(page, 'GET', `/api/Product/AllProducts?accountNumber=${account}`);
  const [confirmed, other] = Products.filter((p) => !p.OutOfStock && p.MinimumOrder <= 10).slice(2);
  await emptyCart(page, account);
  await setLine(page, account, confirmed!.SKU, confirmed!.MinimumOrder);
  const before = (await history(page, account)).OrderHistory.length;
  await openCart(page);
  await expect(page.getByRole('listitem', { name: confirmed!.Product })).toBeVisible();

  // Tablet B adds a product while tablet A's cart page shows the cart as it was.
  const tabletB = await browser.newContext();
  const pageB = await tabletB.newPage();
  await login(pageB, 'single@demo.test', { at: '/my-orders' });
  await setLine(pageB, account, other!.SKU, other!.MinimumOrder);
  await tabletB.close();

  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('alertdialog', { name: /^(Place your order\?|Order this again\?)$/ }).getByRole('button', { name: /^Place order/ }).click();
  const changed = page.getByRole('alertdialog', { name: 'Your cart has changed' });
  await expect(changed).toContainText('so nothing was ordered');
  await expect(changed.getByRole('listitem')).toHaveText([`${other!.Product}: not confirmed, ${other!.MinimumOrder} ${other!.MinimumOrder === 1 ? 'outer' : 'outers'} now`]);
  expect((await history(page, account)).OrderHistory).toHaveLength(before);
  // The cart behind the question is the cart now.
  await expect(page.getByRole('listitem', { name: other!.Product })).toBeVisible();
  await changed.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?ordernumber=\d+/);
  const orders = (await history(page, account)).OrderHistory;
  expect(orders).toHaveLength(before + 1);
  const details = await callApi<{ OrderDetails: { SKU: string }[] }>(page, 'GET', `/api/OrderHistory/OrderHistoryDetails?accountNumber=${account}&orderNumber=${orders[0]!.OrderNumber}`);
  expect(details.OrderDetails.map((l) => l.SKU).sort()).toEqual([confirmed!.SKU, other!.SKU].sort());
});
