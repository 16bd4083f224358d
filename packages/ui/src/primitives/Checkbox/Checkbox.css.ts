import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme';

export const checkbox = style({
  minHeight: vars.size.touch, cursor: 'pointer',
  color: vars.color.text.primary, fontSize: vars.font.size.body,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.secondary } },
});
export const box = style({
  width: 24, height: 24,
  borderRadius: vars.radius.small, border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`, background: vars.color.background.card,
  color: vars.color.text.inverse, transition: `background-color ${vars.motion.fast} ease-out`,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: { background: vars.color.background.interactive, borderColor: vars.color.background.interactive },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.border.critical },
    [`${checkbox}[data-disabled] &`]: { opacity: 0.55 },
  },
});
export const dash = style({ width: 12, height: 2, borderRadius: 1, background: 'currentColor' });
