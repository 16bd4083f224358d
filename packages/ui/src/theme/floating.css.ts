import { createVar, fallbackVar, globalStyle } from '@vanilla-extract/css';
import { HELPBOT_TAB_PX } from '@trade-portal/domain';
import { media, tokens } from './tokens';

/**
 * The floating lane (docs/adr/0036-floating-lane.md): the strip along the right edge of the screen where
 * what floats over the page lives, the help bot's launcher (§2.8) above the back-to-top button (§2.4).
 * Its width, px: the help bot's tab (58, §9) from the tablet width; the touch target (44) on phones,
 * where every pixel of width is a card's. Set on the root, so it holds wherever the controls render.
 */
export const floatingLane = createVar();

/**
 * The space a page keeps free at its right edge for the `floatingLane`: the lane and a gap
 * (8 px from the tablet width, 4 px on phones), so nothing the page draws ever lies under a floating
 * control at any scroll position. A page reads it through `reservedGutter`.
 */
export const floatingGutter = createVar();

globalStyle(':root', {
  vars: { [floatingLane]: `${HELPBOT_TAB_PX}px`, [floatingGutter]: `${HELPBOT_TAB_PX + tokens.space.xsmall}px` },
  '@media': {
    [media.phone]: { vars: { [floatingLane]: `${tokens.size.touch}px`, [floatingGutter]: `${tokens.size.touch + tokens.space.xxsmall}px` } },
  },
});

/**
 * Set to `floatingGutter` by a layout that shows floating controls (the private shell:
 * `vars: { [reservesGutter]: floatingGutter }`); unset elsewhere (public pages, stories), where nothing floats.
 */
export const reservesGutter = createVar();

/** The right-hand gutter a part of the page keeps free, px: `floatingGutter` under a layout that sets `reservesGutter`, else 0. */
export const reservedGutter = fallbackVar(reservesGutter, '0px');

