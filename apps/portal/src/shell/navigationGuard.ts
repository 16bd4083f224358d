/**
 * The one place in-app navigation can be held back (ADR 0007 amendment; §2.10 navigation-prompt, §8
 * Leaving with unsaved changes). React Router's declarative mode has no `useBlocker`, so the portal
 * guards each way a retailer can leave a page:
 * - the component library's links and `navigate` calls: react-aria's router bridge in `RootLayout`
 *   calls `requestLeave` before navigating;
 * - every other same-origin `<a>` (react-router `Link`s, plain anchors): a capture-phase click listener
 *   on the document, which runs before React's own handlers and cancels the click;
 * - Back and Forward: a `popstate` listener on window added when this module loads, before React
 *   Router's (listeners on window run in the order they were added, capture or not), which stops the
 *   event from reaching React Router and puts the page's history entry back, so the address and the
 *   page stay as they were;
 * - reload, a typed address, closing the tab: `beforeunload` (the browser's own prompt);
 * - logging out and switching store: their handlers call `requestLeave` with no destination.
 * The module holds no React and stays small (it is part of every page's first download); the click and
 * unload listeners are in `navigationListeners.ts`, which `EditingGuard` loads while an order is edited,
 * with the blocker that decides per destination.
 */

/**
 * Decides whether leaving for `destination` must wait. Returns true when it takes over: it will call
 * `proceed(true)` itself once the retailer has chosen to go on, or never if they stay.
 * @param destination the path (with query) the retailer is going to; null when leaving the store or the
 *   session (logout, store switch)
 */
export type NavigationBlocker = (destination: string | null, proceed: (afterPrompt: boolean) => void) => boolean;

let blocker: NavigationBlocker | null = null;

/**
 * Installs the blocker, replacing any other; null removes it.
 * @returns a function that removes this blocker (and only this one)
 */
export function setNavigationBlocker(next: NavigationBlocker | null): () => void {
  blocker = next;
  return () => {
    if (blocker === next) blocker = null;
  };
}

/** Whether a blocker is installed (something would be lost by leaving). */
export function isNavigationBlocked(): boolean {
  return blocker !== null;
}

/**
 * Leaves for `destination` through the blocker, if any: `proceed(false)` at once when nothing holds the
 * navigation back, else `proceed(true)` after the retailer's choice (or never).
 * @param destination a path such as '/my-orders?x=1', or null for logout and store switch
 */
export function requestLeave(destination: string | null, proceed: (afterPrompt: boolean) => void): void {
  if (blocker && blocker(destination, proceed)) return;
  proceed(false);
}

// The history entry and address of the page being guarded, put back when Back is held; recorded after
// every in-app navigation (`rememberEntry`).
let guardedEntry: { state: unknown; url: string } | null = null;
let letNextPopThrough = false;

/** Records the current history entry as the page being guarded: call after every in-app navigation. */
export function rememberEntry(): void {
  guardedEntry = { state: window.history.state as unknown, url: window.location.href };
}

function onPopState(event: PopStateEvent) {
  if (letNextPopThrough || !blocker || !guardedEntry) {
    letNextPopThrough = false;
    return;
  }
  const leaving = guardedEntry;
  let allowedNow = false;
  requestLeave(`${window.location.pathname}${window.location.search}${window.location.hash}`, (afterPrompt) => {
    if (!afterPrompt) {
      allowedNow = true;
      return;
    }
    // Chosen to leave: go where Back was going (one entry behind the page that was put back).
    letNextPopThrough = true;
    window.history.back();
  });
  if (allowedNow) return;
  // Held: React Router must not see this pop, and the address returns to the guarded page.
  event.stopImmediatePropagation();
  window.history.pushState(leaving.state, '', leaving.url);
}

// At load, so it is the first popstate listener: React Router adds its own when the router mounts.
if (typeof window !== 'undefined') window.addEventListener('popstate', onPopState);
