import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const chip = style({
  minHeight: vars.size.touch, padding: `0 ${vars.space.medium}`, borderRadius: vars.radius.full, border: `${vars.borderWidth.standard} solid ${vars.color.border.strong}`,
  background: vars.color.background.card, fontFamily: 'inherit', fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold,
  cursor: 'pointer', color: vars.color.text.primary,
  transition: `background-color ${vars.motion.fast} ease-out`,
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutral },
    '&[data-selected]': { background: vars.color.background.brand, color: vars.color.text.inverse, borderColor: vars.color.background.brand },
    '&[data-focus-visible]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: vars.focusOffset.outside },
  },
});
export const note = style({ maxWidth: '28rem' });
export const search = style({ flex: '1 1 18rem', maxWidth: '28rem' });
