import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, maxWidth: vars.width.form, width: '100%' });
export const textArea = style({
  font: 'inherit', fontSize: vars.font.size.body, color: vars.color.text.primary, background: vars.color.background.card,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.strong}`, borderRadius: vars.radius.medium, padding: vars.space.small,
  minHeight: 140, resize: 'vertical',
  selectors: {
    '&[data-focused]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: 1 },
    '&[data-invalid]': { borderColor: vars.color.border.critical },
  },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center' });
export const sent = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, alignItems: 'flex-start' });
