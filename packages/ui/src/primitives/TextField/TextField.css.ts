import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** Shared by TextField, PasswordField and Select: label above, description and error below. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });
export const label = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const required = style({ color: vars.color.text.critical, marginLeft: vars.space.xxsmall });
export const input = style({
  width: '100%', minHeight: vars.size.touch, padding: `0 ${vars.space.small}`, fontSize: vars.font.size.body, fontFamily: 'inherit',
  color: vars.color.text.primary, background: vars.color.background.card,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.strong}`, borderRadius: vars.radius.small,
  selectors: {
    '&[data-focused]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: vars.focusOffset.field },
    '&[data-invalid]': { borderColor: vars.color.border.critical, boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.border.critical}` },
    '&[data-disabled]': { background: vars.color.background.neutral, color: vars.color.text.secondary, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.text.muted },
  },
});
export const inputGroup = style({ position: 'relative' });
export const inputWithButton = style({ paddingRight: vars.size.touch });
export const inputButton = style({ position: 'absolute', right: 0, top: 0 });
export const description = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const error = style({ fontSize: vars.font.size.small, color: vars.color.text.critical, fontWeight: vars.font.weight.semibold });
