// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { dataLayer, installNavigationAnalytics, navigationClick, trackCheckoutStep } from './analytics';
import { orderItems, trackCheckout, type AnalyticsOrder } from './ecommerce';

const order: AnalyticsOrder = {
  OrderNumber: '100245',
  SubTotal: 301.5,
  VatTotal: 69.35,
  OrderDetails: [
    { SKU: 'RMC1001', Product: 'Harbour Gold 20s', Quantity: 2, PriceOuter: 128.33, LineTotal: 256.66 },
    { SKU: 'GONE1', Product: 'Withdrawn Mint', Quantity: 1, PriceOuter: 44.84, LineTotal: 44.84 },
  ],
};
const catalogue = new Map([['RMC1001', { Brand: 'Harbour', Category: 'RMC' }]]);

describe('analytics (§4 Checkout step 3, §7)', () => {
  beforeEach(() => {
    delete window.dataLayer;
    document.body.innerHTML = '';
  });

  it('makes the data layer when absent and keeps an existing one', () => {
    expect(window.dataLayer).toBeUndefined();
    dataLayer().push({ a: 1 });
    expect(window.dataLayer).toEqual([{ a: 1 }]);
    expect(dataLayer()).toBe(window.dataLayer);
  });

  it("names the order's steps as §2.1 tracks them, numbered 1 to 3", () => {
    trackCheckoutStep('Cart');
    trackCheckoutStep('Check Order');
    trackCheckoutStep('Order Confirmation');
    expect(window.dataLayer).toEqual([
      { event: 'checkout_step', checkout_step: 'Cart', step_number: 1 },
      { event: 'checkout_step', checkout_step: 'Check Order', step_number: 2 },
      { event: 'checkout_step', checkout_step: 'Order Confirmation', step_number: 3 },
    ]);
  });

  it('maps order lines to GA4 items, with brand and category from the catalogue', () => {
    expect(orderItems(order, catalogue)).toEqual([
      { item_id: 'RMC1001', item_name: 'Harbour Gold 20s', item_brand: 'Harbour', item_category: 'RMC', price: 128.33, quantity: 2 },
      { item_id: 'GONE1', item_name: 'Withdrawn Mint', item_brand: '', item_category: '', price: 44.84, quantity: 1 },
    ]);
  });

  it('sends one add_to_cart per line, then the purchase with shipping 0, each after a cleared ecommerce', () => {
    trackCheckout(order, catalogue);
    const events = window.dataLayer!;
    expect(events.filter((e) => 'ecommerce' in e && e.ecommerce === null)).toHaveLength(3);
    const named = events.filter((e) => e.event);
    expect(named.map((e) => e.event)).toEqual(['add_to_cart', 'add_to_cart', 'purchase']);
    expect(named[0]).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'EUR', value: 256.66, items: [{ item_id: 'RMC1001', item_name: 'Harbour Gold 20s', item_brand: 'Harbour', item_category: 'RMC', price: 128.33, quantity: 2 }] },
    });
    expect(named[2]).toEqual({
      event: 'purchase',
      ecommerce: { transaction_id: '100245', currency: 'EUR', value: 301.5, tax: 69.35, shipping: 0, items: orderItems(order, catalogue) },
    });
  });

  it('reports header, footer and menu link clicks, not content links', () => {
    document.body.innerHTML = `
      <header><a href="/place-order">Place  Order</a></header>
      <footer><a href="https://example.org/terms">Terms</a></footer>
      <div role="menu"><a href="/my-account" aria-label="My Account">Account</a></div>
      <main><a href="/cart">Cart</a><button>Go</button></main>`;
    const origin = window.location.origin;
    const [header, footer, menu, content] = [...document.querySelectorAll('a')];
    expect(navigationClick(header!, origin)).toEqual({ event: 'navigation_click', link_text: 'Place Order', link_url: '/place-order', link_area: 'header' });
    expect(navigationClick(footer!, origin)).toEqual({ event: 'navigation_click', link_text: 'Terms', link_url: 'https://example.org/terms', link_area: 'footer' });
    expect(navigationClick(menu!, origin)).toMatchObject({ link_text: 'My Account', link_area: 'menu' });
    expect(navigationClick(content!, origin)).toBeNull();
    expect(navigationClick(document.querySelector('button'), origin)).toBeNull();
  });

  it('listens once, delegated, until removed', () => {
    document.body.innerHTML = '<header><a href="/videos"><span>Videos</span></a></header>';
    const stop = installNavigationAnalytics();
    const span = document.querySelector('span')!;
    span.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(window.dataLayer).toEqual([{ event: 'navigation_click', link_text: 'Videos', link_url: '/videos', link_area: 'header' }]);
    stop();
    span.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(window.dataLayer).toHaveLength(1);
  });
});
