import { expect, test } from '@playwright/test';
import { cartLineSaved, continueToCart, login } from './helpers';

type Entry = { event?: string; ecommerce?: Record<string, unknown> | null; [k: string]: unknown };
/** The page's data layer (the portal declares `window.dataLayer`; the tests run outside its types). */
const readDataLayer = () => ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []);

// §4 Checkout step 3 and §7: the events a checkout and the navigation push to window.dataLayer.
test('a checkout pushes add_to_cart per line and the purchase; header links push navigation_click', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) thirdParty.push(r.url());
  });
  await login(page, 'multi@demo.test', { at: '/my-orders' });

  // Navigation clicks from the header.
  await page.getByRole('banner').getByRole('link', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/place-order/);
  const nav = (await page.evaluate(readDataLayer)).filter((e) => e.event === 'navigation_click');
  expect(nav).toContainEqual({ event: 'navigation_click', link_text: 'Place Order', link_url: '/place-order', link_area: 'header' });

  // Two products into the cart, then checkout.
  const items = page.locator('li[data-sku]').filter({ has: page.getByRole('button', { name: /^Increase quantity of/ }) });
  for (const i of [0, 1]) {
    const item = items.nth(i);
    const name = (await item.getByRole('heading').textContent())!.trim();
    // Held by the server before checkout: a change not yet answered would hold the order back on the device.
    const saved = cartLineSaved(page, { sku: (await item.getAttribute('data-sku')) ?? undefined });
    await item.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await expect(item.getByText(/^In cart: \d+/)).toBeVisible();
    await saved;
  }
  // §2.1: 'Before you checkout' is tracked as 'Cart', the Cart step as 'Check Order'.
  await page.goto('/cart');
  await continueToCart(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('alertdialog', { name: 'Place your order?' }).getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation/);
  const orderNumber = (await page.getByRole('heading', { name: /^Order \d+$/ }).textContent())!.replace('Order ', '').trim();

  // The purchase is pushed as the confirmation opens.
  await expect.poll(async () => (await page.evaluate(readDataLayer)).some((e) => e.event === 'purchase')).toBe(true);
  const layer = await page.evaluate(readDataLayer);
  const addToCart = layer.filter((e) => e.event === 'add_to_cart');
  const purchase = layer.filter((e) => e.event === 'purchase');
  expect(purchase).toHaveLength(1);
  const p = purchase[0]!.ecommerce as { transaction_id: string; currency: string; value: number; tax: number; shipping: number; items: { item_id: string; quantity: number; price: number; item_brand: string; item_category: string }[] };
  expect(p).toMatchObject({ transaction_id: orderNumber, currency: 'EUR', shipping: 0 });
  expect(p.value).toBeGreaterThan(0);
  expect(p.tax).toBeCloseTo(p.value * 0.23, 1);
  expect(addToCart.length).toBeGreaterThanOrEqual(1);
  expect(addToCart).toHaveLength(p.items.length);
  for (const e of addToCart) {
    const ecommerce = e.ecommerce as { currency: string; items: unknown[] };
    expect(ecommerce.currency).toBe('EUR');
    expect(ecommerce.items).toHaveLength(1);
  }
  for (const item of p.items) {
    expect(item.item_brand).not.toBe('');
    expect(item.item_category).toMatch(/^(RMC|RYO|EVAP|NICP|CGR|PIP)$/);
  }
  // The steps shown, each once and in order (the demo catalogue has products to offer before checkout).
  const steps = layer.filter((e) => e.event === 'checkout_step').map((e) => `${e.step_number} ${e.checkout_step}`);
  expect(steps).toEqual(['1 Cart', '2 Check Order', '3 Order Confirmation']);
  // Nothing was fetched from another site (no tag manager is loaded).
  expect(thirdParty).toEqual([]);
});
