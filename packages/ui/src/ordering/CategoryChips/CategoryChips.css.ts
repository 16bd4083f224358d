import { style } from '@vanilla-extract/css';
import { vars, media } from '../../theme';

// One sideways-scrolling line on phones and tablets keeps the sticky bar short; the row wraps from 932 px.
export const chips = style({
  display: 'flex', gap: vars.space.xsmall, overflowX: 'auto', scrollbarWidth: 'none', padding: `${vars.space.xxsmall} ${vars.space.xxsmall}`,
  margin: `0 calc(-1 * ${vars.space.xxsmall})`,
  '@media': { [media.desktop]: { flexWrap: 'wrap', overflowX: 'visible' } },
});
export const chip = style({
  flex: 'none', minHeight: vars.size.touch, padding: `0 ${vars.space.medium}`, borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.strong}`, background: vars.color.background.card,
  fontFamily: 'inherit', fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap',
  cursor: 'pointer', color: vars.color.text.primary, display: 'inline-flex', alignItems: 'center',
  transition: `background-color ${vars.motion.fast} ease-out`,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutral },
    '&[data-selected]': { background: vars.color.background.brand, color: vars.color.text.inverse, borderColor: vars.color.background.brand },
    '&[data-focus-visible]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: vars.focusOffset.inside },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
