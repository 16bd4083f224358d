import { expect, test, type Page } from '@playwright/test';
import { CART_URL, continueToCart, firstOrderableProduct, login } from './helpers';

/** On /place-order (where login lands), adds its first orderable product to the cart (one press of its +), then opens /cart at its Cart step; returns its name. */
async function addFirstProduct(page: Page): Promise<string> {
  const { row: item, name } = await firstOrderableProduct(page);
  await item.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await expect(item.getByText(/^In cart: \d+/)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toBeVisible();
  // In the app (no reload), so a change still waiting to be sent is not lost on the way.
  await page.getByRole('link', { name: /^Cart/ }).click();
  await expect(page).toHaveURL(CART_URL);
  await continueToCart(page);
  return name;
}

test.describe('/cart on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the checkout bar names the store, holds the total and Checkout in view, and Checkout shows no spinner behind its confirm', async ({ page }) => {
    await login(page, 'single@demo.test');
    const name = await addFirstProduct(page);
    await expect(page.getByRole('listitem', { name })).toBeVisible();

    const bar = page.getByRole('region', { name: 'Ordering for Corner Shop Rathmines' });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(/Total\s*€[\d,]+\.\d\d/);
    // Fixed to the bottom edge of the screen, without scrolling. Polled: the bar is drawn again as the cart's
    // answer settles, and a box read in between is none.
    const barBox = async () => bar.boundingBox();
    await expect.poll(async () => { const b = await barBox(); return b && Math.round(b.y + b.height); }).toBe(844);
    const checkout = page.getByRole('button', { name: 'Checkout' });
    await expect(checkout).toHaveCount(1);
    await expect(checkout).toBeInViewport();

    // Scrolled to the end, the end of the page (the footer's last line) is above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => {
      const [footer, box] = [await page.locator('footer').boundingBox(), await barBox()];
      return footer !== null && box !== null && footer.y + footer.height <= box.y + 1;
    }).toBe(true);

    await checkout.click();
    const confirm = page.getByRole('alertdialog', { name: 'Place your order?' });
    await expect(confirm).toBeVisible();
    // Only the confirm is open: nothing is being submitted, so no spinner on Checkout.
    await expect(page.locator('[data-checkout-state="confirming"]')).toHaveCount(1);
    await expect(page.locator('[data-checkout-bar] button[data-pending]')).toHaveCount(0);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
  });
});

test('after Clear cart the page is back at the top, focus is on the heading and "Cart cleared" is announced', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 500 });
  await login(page, 'single@demo.test');
  await addFirstProduct(page);
  // The checkout's stand-in gives way to the checkout when its code arrives: wait for the button, not one node of it.
  await expect(page.getByRole('button', { name: 'Clear cart' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Clear cart' }).click();
  await page.getByRole('alertdialog', { name: 'Clear your cart?' }).getByRole('button', { name: 'Clear cart' }).click();

  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Cart cleared' })).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // The header says the cart is empty without a '0' badge.
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Cart\s*empty/ })).toBeVisible();
});
