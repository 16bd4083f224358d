import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme';

export const label = style({ fontWeight: vars.font.weight.semibold, marginBottom: vars.space.xxsmall });
export const radio = style({
  minHeight: vars.size.touch,
  borderRadius: vars.radius.medium, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, background: vars.color.background.card, cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    '&[data-selected]': { borderColor: vars.color.border.focus, background: vars.color.background.interactiveTint, boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.border.focus}` },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
export const dot = style({
  flexShrink: 0, width: 20, height: 20, borderRadius: '50%', border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`, background: vars.color.background.card,
  selectors: { [`${radio}[data-selected] &`]: { borderColor: vars.color.border.focus, borderWidth: 6 } },
});
export const description = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const error = style({ fontSize: vars.font.size.small, color: vars.color.text.critical });
