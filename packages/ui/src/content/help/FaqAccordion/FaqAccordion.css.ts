import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

export const group = style({ borderTop: `${vars.borderWidth.standard} solid ${vars.color.border.default}` });
export const item = style({ borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}` });
export const heading = style({ margin: 0, fontSize: vars.font.size.body });
export const trigger = style({
  width: '100%', minHeight: vars.size.touch,
  padding: `${vars.space.small} ${vars.space.xxsmall}`, border: 'none', background: 'none', textAlign: 'left', cursor: 'pointer',
  font: 'inherit', fontWeight: vars.font.weight.semibold, color: vars.color.text.primary, borderRadius: vars.radius.small,
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: vars.focusOffset.inside },
    '&[data-hovered]': { color: vars.color.text.interactive },
  },
});
export const chevron = style({
  flexShrink: 0, transition: `transform ${vars.motion.fast} ease-out`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const panel = style({ padding: `0 ${vars.space.xxsmall} ${vars.space.medium}`, color: vars.color.text.secondary });
