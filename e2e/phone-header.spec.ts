import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers';

/**
 * The private header on a 390×844 phone: the page's heading starts high, and the cart link
 * holds its icon, badge, word and total inside its border.
 *
 * Measured at 390×844 with the notice strip showing: the heading's top was at 398–400 px (47 % of the
 * screen) under a four-line info bar, and is at 266 px (32 %) with the bar one line and its details
 * folded away, on every route below for both users. The bound, 36 % (304 px), leaves room for the
 * notice to wrap one more line, and fails if the bar's lines come back.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const HEADING_TOP_MAX = 0.36 * 844;

/** The parts of the header's cart link that draw (icon, badge, word, total) and any that leave its border box. */
async function cartPartsOutside(page: Page) {
  return page.locator('header').getByRole('link', { name: /^Cart/ }).evaluate((link) => {
    const box = link.getBoundingClientRect();
    const border = Number.parseFloat(getComputedStyle(link).borderLeftWidth);
    const inner = { left: box.left + border, right: box.right - border, top: box.top + border, bottom: box.bottom - border };
    const drawn = [...link.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().width > 1 && getComputedStyle(el).position !== 'absolute');
    return {
      drawn: drawn.length,
      outside: drawn
        .map((el) => ({ text: el.textContent || el.tagName, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.left < inner.left || r.right > inner.right || r.top < inner.top || r.bottom > inner.bottom)
        .map(({ text, r }) => `${text} ${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(inner.left)}–${Math.round(inner.right)}`),
    };
  });
}

for (const user of ['single@demo.test', 'multi@demo.test'] as const) {
  for (const at of ['/place-order', '/', '/my-orders']) {
    test(`${user} ${at}: the heading starts in the top 36 % and the cart link holds its content`, async ({ page }) => {
      await login(page, user, { at });
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      // Measured with the notice strip in place, as a user first sees the page.
      await expect(page.getByRole('button', { name: /^Close message:/ }).first()).toBeVisible();
      const top = (await heading.boundingBox())!.y;
      expect.soft(top).toBeLessThanOrEqual(HEADING_TOP_MAX);
      const cart = await cartPartsOutside(page);
      expect(cart.drawn).toBeGreaterThanOrEqual(3);
      expect(cart.outside).toEqual([]);
    });
  }
}

test('the info bar folds the last order, the cut-off and the BA link behind Details', async ({ page }) => {
  await login(page, 'multi@demo.test', { at: '/' });
  const details = page.getByRole('button', { name: 'Details' });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: /^BA: call/ })).toBeHidden();
  await expect(page.getByRole('button', { name: '(switch)' })).toBeVisible();
  await details.tap();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await details.getAttribute('aria-controls')}"]`);
  await expect(panel.getByRole('link', { name: /^BA: call/ })).toBeVisible();
  await expect(panel.getByText(/^Last order:/)).toBeVisible();
  await expect(panel.getByText(/^Order cut-off:/)).toBeVisible();
});
