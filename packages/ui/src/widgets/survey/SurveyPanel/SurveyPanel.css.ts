import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

/** The panel's dialog: a header with the close button, then the step, scrolling inside the panel. */
export const dialog = style({ minHeight: '100%', outline: 'none' });
export const header = style({
  position: 'sticky', top: 0, zIndex: 1,
  padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} ${vars.space.large}`,
  background: vars.color.background.card, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
});
export const title = style({ margin: 0, fontSize: vars.font.size.body, fontWeight: vars.font.weight.bold, color: vars.color.text.primary });
