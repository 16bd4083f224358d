/** What marks a bar stuck to the bottom of the screen (ADR 0036): a page's own bars carry it as well. */
export const STICKY_BAR_SELECTOR = '[data-sticky-bar]';

/** The part of a bar's box that counts, px, viewport coordinates (as `getBoundingClientRect` gives it). */
export type BarBox = Pick<DOMRectReadOnly, 'top' | 'bottom' | 'right' | 'height'>;

/**
 * How far the floating controls must rise, px, so that none lies over a sticky bottom bar: the height
 * from the top of the highest `[data-sticky-bar]` that touches the bottom of the screen and reaches
 * into the floating lane's gutter at the right edge, to the bottom; 0 when none does. A bar inside the
 * content column ends before the gutter and needs no lift.
 * @param bars the marked bars' boxes (viewport coordinates, px)
 * @param screen the visible width (without a scrollbar) and height, px
 * @param gutter the width of the floating lane's gutter, px
 */
export function stickyBarLift(bars: readonly BarBox[], screen: { width: number; height: number }, gutter: number): number {
  let lift = 0;
  for (const bar of bars) {
    const touchesBottom = bar.height > 0 && bar.top < screen.height && bar.bottom >= screen.height - 1;
    // 1 px of slack: a bar that ends where the gutter starts may round past it.
    if (touchesBottom && bar.right > screen.width - gutter + 1) lift = Math.max(lift, Math.ceil(screen.height - bar.top));
  }
  return lift;
}
