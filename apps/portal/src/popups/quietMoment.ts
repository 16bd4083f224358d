/**
 * When a popup may open by itself (the CMS popup banner of §3, the stock card tour of §4) without
 * getting in the way: on a busy tablet the banner's code and answer arrived 5–8 s after the page, just
 * as the retailer tapped, and twice it stopped a checkout. A popup that opens unasked waits for a quiet
 * moment: no tap, key, wheel or scroll for `QUIET_MOMENT_MS`, and nothing it would interrupt (see
 * `busyWith`). A module of its own, with no React: its listeners count input from the moment the
 * shell loads, before any popup asks.
 */

/** How long the retailer must have left the page alone, in milliseconds. */
export const QUIET_MOMENT_MS = 3_000;

/** The checkout's pages (§2.1 steps, §4): nothing opens unasked over an order being placed. */
const CHECKOUT_PATHS = ['/cart', '/review-order', '/order-confirmation'];

/** What the retailer last did, as `performance.now()` milliseconds; none yet at load. */
let lastInput = Number.NEGATIVE_INFINITY;
/** Forms typed into and not yet sent or reset: their input would be covered. */
const edited = new Set<Element>();
let listening = false;

const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Starts counting the retailer's input (once; later calls do nothing), from now: a page just shown is
 * being read, so it counts as the last input. Called when the first popup asks for its turn.
 */
export function watchInput(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const seen = () => (lastInput = performance.now());
  seen();
  // Capture, so a scroll inside a list and a key a widget stops are counted too.
  for (const type of INPUT_EVENTS) window.addEventListener(type, seen, { capture: true, passive: true });
  window.addEventListener('input', (event) => {
    // A form's fields are sent together, so typed ones are work to lose. A field on its own (a quantity,
    // the search box) is applied as it changes: leaving it is enough.
    const form = (event.target as Element | null)?.closest?.('form');
    if (form && !form.matches('[role="search"]')) edited.add(form);
  }, { capture: true });
  const done = (event: Event) => edited.delete(event.target as Element);
  window.addEventListener('submit', done, { capture: true });
  window.addEventListener('reset', done, { capture: true });
}

/** Whether a modal dialog is open: react-aria portals its modals to <body>, outside the app's root. */
export function modalOpen(): boolean {
  const root = document.getElementById('root');
  return [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some((d) => !root?.contains(d));
}

/** Whether focus is in a field that takes typing. */
function typing(): boolean {
  const active = document.activeElement as HTMLElement | null;
  if (!active) return false;
  if (active.isContentEditable || active.tagName === 'TEXTAREA' || active.tagName === 'SELECT') return true;
  return active.tagName === 'INPUT' && !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes((active as HTMLInputElement).type);
}

/**
 * What a popup opening now would interrupt, or null when nothing: 'checkout' (one of the checkout's
 * pages), 'dialog' (another modal is open), 'typing' (focus is in a text field) or 'unsaved' (a form on
 * the page has input not yet sent).
 */
export function busyWith(): 'checkout' | 'dialog' | 'typing' | 'unsaved' | null {
  if (CHECKOUT_PATHS.includes(location.pathname)) return 'checkout';
  if (modalOpen()) return 'dialog';
  if (typing()) return 'typing';
  for (const form of edited) {
    if (form.isConnected) return 'unsaved';
    edited.delete(form);
  }
  return null;
}

/**
 * Milliseconds until the page has been left alone for `quietMs` (0 when it has been).
 * @param quietMs the quiet time asked for, ms
 */
export function untilQuiet(quietMs: number = QUIET_MOMENT_MS): number {
  return Math.max(0, lastInput + quietMs - performance.now());
}

/**
 * Calls `onQuiet` once, at the first quiet moment from now: the page left alone for `quietMs` and
 * `busyWith` finding nothing. While something is going on it looks again every `quietMs`.
 * @returns cancels the wait
 */
export function whenQuiet(onQuiet: () => void, quietMs: number = QUIET_MOMENT_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const wait = untilQuiet(quietMs);
    if (wait > 0) timer = setTimeout(check, wait);
    else if (busyWith() !== null) timer = setTimeout(check, quietMs);
    else onQuiet();
  };
  check();
  return () => clearTimeout(timer);
}
