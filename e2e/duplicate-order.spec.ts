import { expect, test, type Page } from '@playwright/test';
import { callApi, login, openCart } from './helpers';

// Duplicate-order guard: a cart that closely matches an order placed in the last 24 hours is
// asked about at checkout, with that order's number, so a second tablet does not double the order.


/** Empties the store's cart and puts one product in it at its minimum order, through the API. */
async function cartOf(page: Page, account: string, sku: string, quantity: number) {
  const { BackEndCartId: id } = await callApi<{ BackEndCartId: number | null }>(page, 'GET', `/api/BackEndCart?accountNumber=${account}`);
  if (id === null) {
    await callApi(page, 'POST', `/api/BackEndCart?accountNumber=${account}&SKU=${sku}&Quantity=${quantity}`);
    return;
  }
  await callApi(page, 'POST', `/api/BackEndCart/Clear?accountNumber=${account}&beCartId=${id}`);
  await callApi(page, 'PUT', `/api/BackEndCart?accountNumber=${account}&beCartId=${id}&SKU=${sku}&Quantity=${quantity}`);
}

const orderNumberOnConfirmation = async (page: Page) => {
  await expect(page).toHaveURL(/\/order-confirmation/);
  const heading = page.getByRole('heading', { name: /^Order \d+$/ });
  await expect(heading).toBeVisible();
  return (await heading.textContent())!.replace('Order ', '').trim();
};

test('the same cart again within 24 hours asks "Order this again?" with the first order; Cancel orders nothing, Place order anyway orders', async ({ page }) => {
  // The cart is set through the API first, so the page to see it is opened after.
  await login(page, 'multi@demo.test', { at: '/my-orders' });
  const account = (await page.evaluate(() => localStorage.getItem('account_number')))!;
  const { Products } = await callApi<{ Products: { SKU: string; Product: string; MinimumOrder: number; OutOfStock: boolean }[] }>(page, 'GET', `/api/Product/AllProducts?accountNumber=${account}`);
  // The catalogue's last orderable product: not in the store's recent orders, so no earlier order is close.
  const product = Products.filter((p) => !p.OutOfStock).at(-1)!;

  await cartOf(page, account, product.SKU, product.MinimumOrder);
  await openCart(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('alertdialog', { name: 'Place your order?' }).getByRole('button', { name: 'Place order' }).click();
  const first = await orderNumberOnConfirmation(page);

  await cartOf(page, account, product.SKU, product.MinimumOrder);
  await openCart(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  const question = page.getByRole('alertdialog', { name: 'Order this again?' });
  await expect(question).toContainText(`You placed order ${first} with nearly the same products on`);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('listitem', { name: product.Product })).toBeVisible();
  const history = await callApi<{ OrderHistory: { OrderNumber: string }[] }>(page, 'GET', `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${account}&timeSpan=1`);
  const count = history.OrderHistory.length;

  await page.getByRole('button', { name: 'Checkout' }).click();
  await question.getByRole('button', { name: 'Place order anyway' }).click();
  const second = await orderNumberOnConfirmation(page);
  expect(second).not.toBe(first);
  const after = await callApi<{ OrderHistory: { OrderNumber: string }[] }>(page, 'GET', `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${account}&timeSpan=1`);
  expect(after.OrderHistory).toHaveLength(count + 1);
});
