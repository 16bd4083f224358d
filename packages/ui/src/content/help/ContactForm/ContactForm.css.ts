import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

/** The form's column (the fields stack 16 px apart in the markup). */
export const form = style({ maxWidth: vars.width.form, width: '100%' });
export const textArea = style({
  font: 'inherit', fontSize: vars.font.size.body, color: vars.color.text.primary, background: vars.color.background.card,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.strong}`, borderRadius: vars.radius.medium, padding: vars.space.small,
  minHeight: 140, resize: 'vertical',
  selectors: {
    '&[data-focused]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: 1 },
    '&[data-invalid]': { borderColor: vars.color.border.critical },
  },
});
