import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Window scroll positions (px from the top) by history entry (`location.key`), for this visit of the tab. */
const positions = new Map<string, number>();
/** The history entry on screen, whose position each scroll records. */
let shownKey = '';
/**
 * How long a restore keeps trying while the page it returns to is still growing (data arriving), ms. A
 * tablet at 4× CPU draws /place-order's 2,000-product list 3.4–4.3 s after navigation, so 2 s gave up
 * first and left Back at the top; any scroll, press or key of the user's stops it sooner.
 */
const RESTORE_FOR = 10_000;

/**
 * Scrolls back to `top` as soon as the page is tall enough, trying each frame for up to `RESTORE_FOR` ms
 * (its lists may still be loading), and stops at once when the user scrolls, presses or types. Until then
 * it does not scroll part of the way: a virtualised list shown at a place between would draw and measure
 * rows the page did not show when it was left, and the place restored would no longer hold what it held.
 * A page that never grows tall enough is scrolled as far as it goes when the time is up.
 * @returns A function that stops trying.
 */
export function restore(top: number): () => void {
  const until = performance.now() + RESTORE_FOR;
  const inputs = ['wheel', 'touchstart', 'pointerdown', 'keydown'];
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of inputs) window.removeEventListener(type, stop);
  };
  const step = () => {
    const timeUp = performance.now() > until;
    if (timeUp || document.documentElement.scrollHeight - window.innerHeight >= top) window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 1 || timeUp) stop();
    else frame = requestAnimationFrame(step);
  };
  for (const type of inputs) window.addEventListener(type, stop, { passive: true });
  step();
  return stop;
}

/**
 * Scroll restoration for the declarative router (ADR 0007; React Router's `<ScrollRestoration>` needs the
 * data router): every new page (a link, `navigate`) opens at the top, and Back and Forward return to where
 * that page was left. An address with a #fragment is left to the browser, which scrolls to its target.
 * Runs in a layout effect, so the new page is never painted at the old page's position. Positions live in
 * memory only: after a reload, Back opens a page at the top.
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const action = useNavigationType();
  useLayoutEffect(() => {
    // The browser's own restoring would jump the old page on Back before the router shows the new one.
    history.scrollRestoration = 'manual';
    const record = () => positions.set(shownKey, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);
  useLayoutEffect(() => {
    shownKey = key;
    if (hash) return;
    const saved = action === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) return restore(saved);
    window.scrollTo(0, 0);
  }, [key, hash, action]);
}
