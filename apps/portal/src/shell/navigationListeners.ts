/**
 * The click and unload listeners of the navigation guard (`navigationGuard.ts`, ADR 0007 amendment),
 * loaded with `EditingGuard` while an order is being edited.
 */
import { isNavigationBlocked, requestLeave } from './navigationGuard';

/**
 * The in-app path a click on `target` would open, or null when the click is not a plain same-origin link
 * navigation (modified or middle clicks, `target`=_blank, downloads, other origins, `mailto:`, a hash on
 * the same page, a click already cancelled).
 */
export function linkDestination(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, origin);
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Starts the document listeners that route clicks on links and unloads through the blocker. They do
 * nothing while no blocker is installed.
 * @param navigate performs an in-app navigation once the retailer has chosen to leave
 * @returns the function that removes them
 */
export function installNavigationListeners(navigate: (to: string) => void, win: Window = window): () => void {
  const doc = win.document;
  const here = () => `${win.location.pathname}${win.location.search}${win.location.hash}`;

  const onClick = (event: MouseEvent) => {
    if (!isNavigationBlocked()) return;
    const destination = linkDestination(event, win.location.origin);
    if (destination === null || destination === here()) return;
    let allowedNow = false;
    requestLeave(destination, (afterPrompt) => {
      if (afterPrompt) navigate(destination);
      else allowedNow = true;
    });
    if (allowedNow) return;
    // Held: neither the browser nor React (whose listeners sit below the document) follows the link.
    event.preventDefault();
    event.stopPropagation();
  };

  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!isNavigationBlocked()) return;
    event.preventDefault();
    // Older browsers show their prompt only when returnValue is set.
    event.returnValue = '';
  };

  doc.addEventListener('click', onClick, true);
  win.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    doc.removeEventListener('click', onClick, true);
    win.removeEventListener('beforeunload', onBeforeUnload);
  };
}
