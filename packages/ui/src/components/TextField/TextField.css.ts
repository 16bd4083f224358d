import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
export const label = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const input = style({
  minHeight: vars.size.touch, padding: `0 ${vars.space.small}`, fontSize: vars.font.size.body, fontFamily: 'inherit',
  color: vars.color.text.primary, background: vars.color.background.card,
  border: `1px solid ${vars.color.border.strong}`, borderRadius: vars.radius.small,
  selectors: {
    '&[data-focused]': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.border.critical },
    '&[data-disabled]': { background: vars.color.background.neutral },
  },
});
export const description = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const error = style({ fontSize: vars.font.size.small, color: vars.color.text.critical });
