import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media } from './tokens';

/** Prices and quantities line up (docs/design.md principle 3). */
export const tabularNums = style({ fontVariantNumeric: 'tabular-nums' });

/**
 * The rules of `visuallyHidden`, for a style that hides its text at some widths only:
 * `'@media': { [media.phone]: visuallyHiddenRules }`.
 */
export const visuallyHiddenRules = {
  position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
} as const;

/** Hidden visually, read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules);

/**
 * Height of a bar fixed to the bottom of the screen (the cart's checkout bar below the desktop width).
 * That bar sets it on <body> while it shows (`vars: { [bottomBarHeight]: height }`); what floats in a
 * bottom corner (back to top, the help bot, the survey) reads `bottomBarOffset` to sit above it.
 */
export const bottomBarHeight = createVar();
/** `bottomBarHeight` where it is read: 0 while no bar shows. */
export const bottomBarOffset = fallbackVar(bottomBarHeight, '0px');

/**
 * Height of what sticks to the top of the window above the page (the site header, when it sticks).
 * Whatever sticks there sets it while it does (`vars: { [stickyTopHeight]: height }`); a page's own sticky
 * header (the several-stores grid's store names) reads `stickyTopOffset` to sit just below it.
 */
export const stickyTopHeight = createVar();
/** `stickyTopHeight` where it is read: 0 while nothing sticks to the top of the window. */
export const stickyTopOffset = fallbackVar(stickyTopHeight, '0px');

/** A white card on the page background. */
export const card = style({
  background: vars.color.background.card,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
});

/** The focus ring every interactive element shows on keyboard focus (`data-focus-visible`). */
export const focusRing = {
  outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
  outlineOffset: vars.focusOffset.outside,
} as const;

/**
 * A link or small control that stands apart from running text (a notice's link, an order number in a
 * row): on a touch screen (`media.touch`) its box grows to a thumb's 44 px high (WCAG 2.5.5), centred on
 * its text, with margins that take the growth back, so the line it sits on keeps its height; under a
 * mouse it keeps its size.
 */
export const touchTarget = style({
  '@media': {
    [media.touch]: {
      display: 'inline-block', minWidth: vars.size.touch, boxSizing: 'border-box',
      paddingBlock: `calc((${vars.size.touch} - 1lh) / 2)`, marginBlock: `calc((1lh - ${vars.size.touch}) / 2)`,
    },
  },
});
