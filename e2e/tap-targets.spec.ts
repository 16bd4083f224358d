import { expect, test, type Page } from '@playwright/test';
import { login, networkSettled } from './helpers';

/*
 * On a touch screen every target is at least 44 × 44 CSS px (WCAG 2.5.5; Apple's and Android's guidance):
 * a shop's tablet and a phone, with a coarse pointer, on every private page a retailer reaches from the
 * menu, and on the public pages before logging in. Exempt, as WCAG 2.5.5 exempts them: a link inside a sentence (its size is the text's), and what is
 * not shown (a skip link until it has focus, a control behind a closed drawer).
 */

const MIN = 44;

const PUBLIC_PAGES = ['/login', '/register', '/forgotten-password', '/resend-email', '/contact-us', '/privacy-policy-public'];

const PAGES = ['/', '/place-order', '/cart', '/my-orders', '/my-orders/insights', '/stock-card', '/quick-order', '/multi-store-order', '/faqs', '/contact', '/videos', '/vlogs', '/p4p', '/see-all-downloads', '/privacy-policy', '/my-account', '/change-password', '/set-eoid-fid'];

/**
 * Every target on the page under {@link MIN} px in either direction, as `name w×h`: links, buttons,
 * fields, tick boxes (measured by the label a hidden input sits in), tabs, options and sliders' thumbs.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=menuitem], [role=option], [role=slider]';
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const rect = el.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1 && el.closest('[inert], [aria-hidden=true]') === null;
    };
    const inSentence = (el: Element) => el.tagName === 'A' && el.closest('p, [data-prose]') !== null;
    const out: string[] = [];
    const seen = new Set<Element>();
    for (const found of document.querySelectorAll(selector)) {
      // A tick box or radio is tapped through its label (react-aria hides the input itself).
      const el = found.matches('input[type=checkbox], input[type=radio]') ? (found.closest('label') ?? found) : found;
      if (seen.has(el) || !shown(el) || inSentence(el)) continue;
      // A target inside a bigger target (an icon in a button) is the bigger one's.
      if (el.parentElement?.closest(selector) && el.parentElement.closest(selector) !== el) continue;
      seen.add(el);
      // A link stretched over its card (an absolute ::after with inset 0) is tapped anywhere on the card.
      const after = getComputedStyle(el, '::after');
      let box: Element = el;
      if (after.content !== 'none' && after.position === 'absolute') {
        for (let up = el.parentElement; up; up = up.parentElement) if (getComputedStyle(up).position !== 'static') { box = up; break; }
      }
      const { width, height } = box.getBoundingClientRect();
      if (width + 0.5 < min || height + 0.5 < min) {
        const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.getAttribute('name') ?? el.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
        out.push(`${name || el.tagName.toLowerCase()} ${Math.round(width)}×${Math.round(height)}`);
      }
    }
    return out;
  }, MIN);
}

for (const [device, viewport] of [['tablet', { width: 820, height: 1180 }], ['phone', { width: 390, height: 844 }]] as const) {
  test.describe(`on a ${device} (${viewport.width} px, touch)`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test('every target on every public and private page is at least 44 × 44 px', async ({ page }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
        await networkSettled(page);
        for (const target of await smallTargets(page)) found.push(`${path}: ${target}`);
      }
      expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
      await login(page, 'multi@demo.test', { at: '/' });
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
        await networkSettled(page);
        for (const target of await smallTargets(page)) found.push(`${path}: ${target}`);
      }
      expect(found).toEqual([]);
    });
  
    test('the notification strip keeps its place with its bigger targets as its messages arrive', async ({ page }) => {
      await login(page, 'multi@demo.test', { at: '/my-orders' });
      // The messages are held back until the page has drawn around their kept place.
      let release = () => {};
      const held = new Promise<void>((done) => (release = done));
      await page.route(/\/api\/Cms\/Notifications$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/my-account');
      const heading = page.getByRole('heading', { name: 'My account', level: 1 });
      await expect(heading).toBeVisible();
      await expect(page.locator('[data-placeholder="notifications"]')).toBeAttached();
      const before = (await heading.boundingBox())!.y;
      release();
      await expect(page.getByRole('button', { name: 'Show message 1' })).toBeVisible();
      await expect(page.locator('[data-placeholder="notifications"]')).toHaveCount(0);
      expect((await heading.boundingBox())!.y).toBe(before);
    });
  });
}
