import { style } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '../../theme';

export const strip = style({ background: vars.color.background.interactiveTint, color: vars.color.text.primary, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, paddingBlock: vars.space.xxsmall });
export const message = style({
  minHeight: 44, height: '100%', boxSizing: 'border-box',
  padding: `${vars.space.xxsmall} ${vars.space.xxsmall} ${vars.space.xxsmall} ${vars.space.small}`, borderRadius: vars.radius.small,
});
export const text = style({ flex: 1, minWidth: 0, columnGap: vars.space.small, rowGap: 0, fontSize: vars.font.size.small });
export const counter = style({
  fontSize: vars.font.size.xsmall, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: vars.color.text.secondary,
  selectors: { '[data-light] &': { color: 'inherit' }, '[style*="background"] &': { color: 'inherit' } },
});
export const controls = style({ marginTop: 0 });
/** From the portrait tablet's width (820 px) the seeded messages fit on one line. */
const oneLine = `screen and (min-width: ${breakpoints.narrow}px)`;
/**
 * Heights of the strip with the seeded messages and the dots, measured in the portal: 125 px at 390 px
 * (three lines), 95 px at 768 px (two), 89 px from the portrait tablet (820 px) and wider (one line at the
 * 44 px close button's height). On a touch screen the arrows are 44 px targets: 105 px from the tablet
 * width (the dots and the link grow inside their own lines' height). Measure again when the strip's spacing changes: 8 px too many here moved the whole page up as
 * the messages arrived (a layout shift of 0.077 at 1440 px).
 */
export const placeholder = style({
  height: 125,
  '@media': {
    [media.tablet]: { height: 95 },
    [oneLine]: { height: 89 },
    // From the tablet width the arrows beside the dots are 44 px targets on touch.
    [`${media.tablet} and ${media.touch}`]: { height: 105 },
  },
});
