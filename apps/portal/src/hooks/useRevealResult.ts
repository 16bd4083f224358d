import { useEffect, useRef, type RefObject } from 'react';

/**
 * Brings the result of an action into view and onto it focus, as a new page would start: when `result`
 * changes to something (not null or undefined), the heading the returned ref is on (made focusable with
 * tabindex -1) is scrolled to the middle of the window (clear of the sticky header) and focused, so a
 * retailer who pressed a button far down the page sees and hears what happened.
 * @param result What the action produced; each new value (by identity) reveals it again.
 * @returns The ref to put on the result's heading.
 */
export function useRevealResult<T extends HTMLElement = HTMLHeadingElement>(result: unknown): RefObject<T | null> {
  const heading = useRef<T>(null);
  useEffect(() => {
    const element = heading.current;
    if (result == null || !element) return;
    if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [result]);
  return heading;
}
