import { expect, test, type Page } from '@playwright/test';
import { cartLineSaved, login } from './helpers';

/**
 * Records, for each React commit, the elements drawn by the components that rendered in it (a component
 * that rendered is marked with React's PerformedWork flag; one whose subtree was skipped keeps its old
 * fiber, seen in the commit before). Installed as the React DevTools hook, which react-dom calls on every
 * commit in production builds too.
 */
function recordRenders() {
  const drawn: Element[] = [];
  let previous = new WeakSet<object>();
  type Fiber = { tag: number; flags: number; child: Fiber | null; sibling: Fiber | null; stateNode: unknown };
  const firstElement = (fiber: Fiber): Element | null => {
    for (let f: Fiber | null = fiber.child; f; f = f.child) if (f.tag === 5 && f.stateNode instanceof Element) return f.stateNode;
    return null;
  };
  // Function, class, forwardRef, memo and simple memo components: the kinds a page is made of.
  const components = new Set([0, 1, 11, 14, 15]);
  const walk = (root: Fiber | null, seen: WeakSet<object>) => {
    const stack: Fiber[] = root ? [root] : [];
    while (stack.length) {
      const f = stack.pop()!;
      seen.add(f);
      if (components.has(f.tag) && f.flags & 1 && !previous.has(f)) {
        const el = firstElement(f);
        if (el) drawn.push(el);
      }
      if (f.sibling) stack.push(f.sibling);
      if (f.child) stack.push(f.child);
    }
  };
  Object.defineProperty(window, '__drawn', { value: drawn });
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        const seen = new WeakSet<object>();
        walk(root.current.child, seen);
        previous = seen;
      },
    },
  });
}

/** Resolves after two frames and a task: what React was given by then has been committed. */
const afterFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))));

/** What was drawn outside the page's `main` since the last call, as short descriptions, and forgets it. */
function drawnOutsideMain(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const drawn = (window as unknown as { __drawn: Element[] }).__drawn;
    const cartLink = document.querySelector('header a[href="/cart"]');
    const outside = drawn
      .filter((el) => el.isConnected && !el.closest('main'))
      // The header's cart link shows the cart's outers and total: it is meant to change with each tap, and
      // the header and its row above it, which hand it those figures, with it.
      .filter((el) => !el.closest('a[href="/cart"]') && !(cartLink && el.contains(cartLink)))
      // The connection notice counts what this device has saved and not sent yet: each tap is written
      // ahead to the outbox (ADR 0031) before it is sent.
      .filter((el) => !el.closest('[data-connection-notice]'))
      .map((el) => `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''} in ${el.parentElement?.tagName.toLowerCase()}.${el.parentElement?.className}> ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`);
    drawn.length = 0;
    return [...new Set(outside)];
  });
}

// ADR 0037: a tap on a stepper redraws the line it changed and the figures of the cart, not the frame
// around the page (header links and menus, info bar, download row, footer). The shell once subscribed to
// the whole cart through Log Out's check, and each tap redrew all of it (about half of a tap's rendering).
test('a tap on + redraws the cart link and nothing else of the frame around the page', async ({ page }) => {
  await page.addInitScript(recordRenders);
  await login(page, 'single@demo.test', { at: '/place-order' });
  // The list's rows (a back-in-stock banner above them has a stepper of its own, which saves on 'Add to cart').
  const increase = page.locator('li[data-sku]').getByRole('button', { name: /^Increase quantity of/ });
  await expect(increase.first()).toBeVisible();
  // The help bot's button arrives once the page is interactive (ADR 0038), on its own time: it is
  // waited for, so that its arrival is not taken for a redraw.
  await expect(page.getByRole('button', { name: 'Can I help?' })).toBeVisible();

  // The first tap brings the overlay layer's code (ADR 0033), which replaces stand-ins in the header's
  // menus: a one-off. The taps after it are what a retailer repeats.
  const cartLink = page.getByRole('link', { name: /^Cart\b/ });
  let saved = cartLineSaved(page);
  await increase.first().click();
  await saved;
  await expect(cartLink).toHaveAccessibleName(/outers?, €/);
  const afterFirst = (await cartLink.textContent()) ?? '';
  await afterFrames(page);
  await drawnOutsideMain(page);

  saved = cartLineSaved(page);
  await increase.nth(1).click();
  await expect(cartLink).not.toHaveText(afterFirst);
  // The server's answer is drawn too, in the frames after it arrives.
  await saved;
  await afterFrames(page);
  expect(await drawnOutsideMain(page)).toEqual([]);
});
