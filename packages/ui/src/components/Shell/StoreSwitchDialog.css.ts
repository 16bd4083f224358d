import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
export const label = style({ fontWeight: vars.font.weight.semibold, marginBottom: vars.space.xxsmall });
export const radio = style({
  display: 'flex', flexDirection: 'column', padding: vars.space.small, borderRadius: vars.radius.medium, border: `1px solid ${vars.color.border.default}`, cursor: 'pointer', minHeight: vars.size.touch,
  selectors: {
    '&[data-selected]': { borderColor: vars.color.border.focus, background: vars.color.background.interactiveTint, boxShadow: `inset 0 0 0 1px ${vars.color.border.focus}` },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});
export const name = style({ fontWeight: vars.font.weight.semibold });
export const address = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary });
