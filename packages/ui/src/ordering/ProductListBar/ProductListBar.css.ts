import { style } from '@vanilla-extract/css';
import { vars, media } from '../../theme';

/**
 * Phones: the bar dissolves into the page (`display: contents`) so its summary line alone can stick.
 * From 768 px the whole bar sticks. Above the rows (which the virtual list positions with transforms),
 * under dialogs, drawers and the back-to-top button.
 */
export const bar = style({
  display: 'contents',
  '@media': {
    [media.tablet]: {
      display: 'flex', flexDirection: 'column', gap: vars.space.small, position: 'sticky', top: 0, zIndex: 2,
      background: vars.color.background.page, paddingTop: vars.space.small, paddingBottom: vars.space.small,
      borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
    },
  },
});
export const controls = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });
export const summary = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: vars.space.medium, rowGap: vars.space.xxsmall,
  position: 'sticky', top: 0, zIndex: 2, background: vars.color.background.page, padding: `${vars.space.xsmall} 0`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
  '@media': { [media.tablet]: { position: 'static', padding: 0, borderBottom: 'none' } },
});
export const cart = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' });
export const cartOuters = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.semibold });
export const cartTotal = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.body });
