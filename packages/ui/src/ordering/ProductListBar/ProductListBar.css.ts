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
export const summary = style({
  columnGap: vars.space.medium, rowGap: vars.space.xxsmall,
  position: 'sticky', top: 0, zIndex: 2, background: vars.color.background.page, padding: `${vars.space.xsmall} 0`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
  '@media': { [media.tablet]: { position: 'static', padding: 0, borderBottom: 'none' } },
});
export const cartTotal = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.body });
