import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** The BA's or TM's note, set apart by a rule at its left. */
export const note = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`, borderLeft: `${vars.borderWidth.heavy} solid ${vars.color.border.strong}`,
  background: vars.color.background.page,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const row = style({ listStyle: 'none', padding: `${vars.space.xsmall} 0`, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}` });
