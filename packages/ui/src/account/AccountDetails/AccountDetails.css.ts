import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** The form's column (the fields stack 16 px apart in the markup). */
export const form = style({ width: '100%', maxWidth: vars.width.form });
export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: vars.space.medium });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.small, gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' });
export const store = style({
  fontSize: vars.font.size.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium, background: vars.color.background.card,
  selectors: { '&[data-current]': { borderColor: vars.color.border.strong } },
});
