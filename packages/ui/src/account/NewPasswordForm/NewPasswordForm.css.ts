import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** The form's column (the fields stack 16 px apart in the markup). */
export const form = style({ width: '100%', maxWidth: vars.width.form });
export const rules = style({ listStyle: 'none', margin: 0, padding: 0, fontSize: vars.font.size.small });
export const rule = style({
  color: vars.color.text.secondary,
  selectors: { '&[data-met]': { color: vars.color.text.positive, fontWeight: vars.font.weight.semibold } },
});
export const mark = style({ width: 18, height: 18, flexShrink: 0 });
