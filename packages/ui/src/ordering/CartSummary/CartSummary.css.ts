import { globalStyle, style } from '@vanilla-extract/css';
import { bottomBarHeight, vars, media } from '../../theme';

/**
 * Height of the bottom checkout bar below the desktop width: the store's line (14 px text), a large
 * button (52 px) under it, 12 px above and below, its top border, and the phone's home-indicator inset.
 */
const barHeight = `calc(${vars.font.size.small} * ${vars.font.lineHeight.text} + ${vars.space.xxsmall} + ${vars.size.controlLarge} + 2 * ${vars.space.small} + ${vars.borderWidth.standard} + env(safe-area-inset-bottom, 0px))`;

/** The summary card; the page places it (a sticky column on desktop, under the lines below it). */
export const summary = style({
  background: vars.color.background.card, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, padding: vars.space.large,
  boxShadow: vars.shadow.card, margin: 0, borderRadius: vars.radius.medium,
  '@media': { [media.belowDesktop]: { padding: vars.space.medium } },
});
export const title = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold, margin: 0, '@media': { [media.belowDesktop]: { fontSize: vars.font.size.body } } });
export const rows = style({ margin: 0 });

/** The checkout bar fixed to the bottom of the screen, below the desktop width only. */
export const bar = style({
  display: 'none',
  '@media': {
    [media.belowDesktop]: {
      // The store's name gets the whole width (it is what the bar is for); total and Checkout share the row under it.
      display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gridTemplateAreas: '"store store" "total action"',
      alignItems: 'center', columnGap: vars.space.medium, rowGap: vars.space.xxsmall, position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 40,
      minHeight: barHeight, boxSizing: 'border-box',
      padding: `${vars.space.small} ${vars.space.medium} calc(${vars.space.small} + env(safe-area-inset-bottom, 0px))`,
      background: vars.color.background.card, borderTop: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, boxShadow: vars.shadow.dialog,
    },
  },
});
export const barStore = style({ gridArea: 'store', lineHeight: vars.font.lineHeight.text });
export const barTotal = style({ gridArea: 'total', lineHeight: vars.font.lineHeight.heading });
export const barAction = style({ gridArea: 'action' });

// While the bar shows, the page ends with the bar's height of space, so the last of it (the summary's
// Clear cart, the footer) scrolls clear of the bar, and the back-to-top button sits above the bar.
globalStyle(`body:has(${bar})`, {
  '@media': { [media.belowDesktop]: { paddingBottom: barHeight, vars: { [bottomBarHeight]: barHeight } } },
});
