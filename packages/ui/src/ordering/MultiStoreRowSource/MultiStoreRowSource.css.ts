import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** Chips and search side by side where there is room, stacked on a phone. */
export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.medium });
export const rows = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
export const chip = style({
  minHeight: vars.size.touch, padding: `0 ${vars.space.medium}`, borderRadius: vars.radius.full, border: `${vars.borderWidth.standard} solid ${vars.color.border.strong}`,
  background: vars.color.background.card, fontFamily: 'inherit', fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold,
  cursor: 'pointer', color: vars.color.text.primary, display: 'inline-flex', alignItems: 'center',
  transition: `background-color ${vars.motion.fast} ease-out`,
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutral },
    '&[data-selected]': { background: vars.color.background.brand, color: vars.color.text.inverse, borderColor: vars.color.background.brand },
    '&[data-focus-visible]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: vars.focusOffset.outside },
  },
});
export const note = style({ margin: 0, marginTop: vars.space.xxsmall, fontSize: vars.font.size.small, color: vars.color.text.secondary, maxWidth: '28rem' });
export const search = style({ flex: '1 1 18rem', maxWidth: '28rem' });
