/**
 * Analytics of §4 Checkout step 3 and §7: events pushed to `window.dataLayer`, the array a tag manager
 * reads. The portal loads no third-party script; whoever runs the site may add a tag manager that
 * reads this array. Event shapes:
 * - `{ event: 'navigation_click', link_text, link_url, link_area }` for a click on a header, footer or
 *   menu link (`link_area` 'header' | 'footer' | 'menu'; `link_url` the path, or the address for
 *   another site);
 * - `{ event: 'helpbot_open' }` when the help bot's chat opens, 100 ms after the launcher's press (§4 Helpbot);
 * - `{ event: 'checkout_step', checkout_step, step_number }` each time a step of the order is shown
 *   (§2.1: /cart's 'Before you checkout' and 'Cart' and /order-confirmation, tracked as 'Cart' 1,
 *   'Check Order' 2 and 'Order Confirmation' 3);
 * - GA4 e-commerce `{ event: 'add_to_cart', ecommerce: { currency: 'EUR', value, items: [item] } }`,
 *   one per order line after a checkout (§4 step 3), and `{ event: 'purchase', ecommerce: {
 *   transaction_id, currency: 'EUR', value, tax, shipping: 0, items } }` (§7: shipping reported as 0);
 *   each preceded by `{ ecommerce: null }`, as GA4 asks, so one event's items do not leak into the next.
 * Money is EUR net of VAT (value = Σ price × quantity; tax = the order's VatTotal), quantities outers.
 * The e-commerce events are built in `ecommerce.ts`, loaded with the cart rather than with every page.
 */

/** One entry of the data layer. */
export type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    /** The tag-manager data layer: every analytics event of the portal, oldest first. */
    dataLayer?: DataLayerEntry[];
  }
}

/** The data layer, made when absent (so events pushed before any tag manager are kept). */
export function dataLayer(): DataLayerEntry[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Pushes one entry; never throws (analytics must not break ordering). */
export function track(entry: DataLayerEntry): void {
  try {
    dataLayer().push(entry);
  } catch {
    // A tag manager that replaced push with something failing is not the retailer's problem.
  }
}

/** Where a navigation link sits: the header, the footer or a menu (profile or hamburger). */
export type NavigationArea = 'header' | 'footer' | 'menu';

/**
 * The `navigation_click` entry for a click on `target`, or null when it is not a header, footer or
 * menu link (content links, buttons, modified clicks are not navigation of the shell).
 */
export function navigationClick(target: EventTarget | null, origin: string): DataLayerEntry | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  const area: NavigationArea | null = link.closest('[role="menu"]') ? 'menu' : link.closest('header') ? 'header' : link.closest('footer') ? 'footer' : null;
  if (!area) return null;
  const url = new URL(link.href, origin);
  const text = (link.getAttribute('aria-label') || link.textContent || '').replace(/\s+/g, ' ').trim();
  return { event: 'navigation_click', link_text: text, link_url: url.origin === origin ? `${url.pathname}${url.search}` : url.href, link_area: area };
}

/**
 * Starts the one delegated listener for navigation clicks (§7): a click on any header, footer or menu
 * link pushes a `navigation_click`. Capture phase, so a link whose click is then cancelled (the
 * navigation prompt) still counts as the retailer's click.
 * @returns the function that removes the listener
 */
export function installNavigationAnalytics(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const entry = navigationClick(event.target, doc.location.origin);
    if (entry) track(entry);
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}

/** Pushes `{ event: 'helpbot_open' }`: the help bot's chat opened (§4 Helpbot: opening logs an event). */
export function trackHelpbotOpen(): void {
  track({ event: 'helpbot_open' });
}

/** The names §2.1 tracks the order's steps under, in their order. */
export const CHECKOUT_STEP_NAMES = ['Cart', 'Check Order', 'Order Confirmation'] as const;
/** One of `CHECKOUT_STEP_NAMES`. */
export type CheckoutStepName = (typeof CHECKOUT_STEP_NAMES)[number];

/**
 * Pushes `{ event: 'checkout_step', checkout_step, step_number }` (step_number 1–3): a step of the order
 * is shown (§2.1: 'Before you checkout' is tracked as 'Cart', the Cart step as 'Check Order', the
 * confirmation as 'Order Confirmation'). Call it once per showing of the step.
 */
export function trackCheckoutStep(step: CheckoutStepName): void {
  track({ event: 'checkout_step', checkout_step: step, step_number: CHECKOUT_STEP_NAMES.indexOf(step) + 1 });
}
