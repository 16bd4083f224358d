import { useEffect } from 'react';
import { bottomBarHeight, floatingGutter } from '@trade-portal/ui';
import { STICKY_BAR_SELECTOR, stickyBarLift } from './stickyBarLift';

/** The custom property behind a vanilla-extract variable: `var(--name__hash)` → `--name__hash`. */
const propertyOf = (cssVar: string) => cssVar.replace(/^var\((--[^,)]+).*$/s, '$1');

/**
 * Keeps the floating controls above any full-width sticky bottom bar marked `data-sticky-bar`
 * (the cart's checkout bar below the desktop width, and whatever bar a page adds): sets `bottomBarHeight`
 * on <body> to `stickyBarLift` after each scroll, resize or change of the page, measured once a
 * frame; a bar's own styles may set it too (the cart's), and this measures what is really there.
 */
export function useStickyBarLift(): void {
  useEffect(() => {
    const property = propertyOf(bottomBarHeight);
    const gutterProperty = propertyOf(floatingGutter);
    let frame = 0;
    let current = '';
    const measure = () => {
      frame = 0;
      const elements = document.querySelectorAll(STICKY_BAR_SELECTOR);
      // No bar, no lift, and nothing read from the layout: reading sizes right after React has changed the
      // page forces a layout in the middle of the frame (40 ms a time on a cold load of /).
      const lift =
        elements.length === 0
          ? 0
          : stickyBarLift(
              [...elements].map((el) => el.getBoundingClientRect()),
              { width: document.documentElement.clientWidth, height: window.innerHeight },
              parseFloat(getComputedStyle(document.documentElement).getPropertyValue(gutterProperty)) || 0,
            );
      const next = lift > 0 ? `${lift}px` : '';
      // Only on a change: writing the same value would still count as a change of the page.
      if (next === current) return;
      current = next;
      if (next) document.body.style.setProperty(property, next);
      else document.body.style.removeProperty(property);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // Bars come and go with what a page renders; sticky ones reach the bottom as the page scrolls.
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.body.style.removeProperty(property);
    };
  }, []);
}
