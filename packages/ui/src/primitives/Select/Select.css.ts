import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme';

export const trigger = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xsmall, width: '100%',
  minHeight: vars.size.touch, padding: `0 ${vars.space.small}`, fontFamily: 'inherit', fontSize: vars.font.size.body,
  color: vars.color.text.primary, background: vars.color.background.card, cursor: 'pointer', textAlign: 'left',
  border: `${vars.borderWidth.standard} solid ${vars.color.border.strong}`, borderRadius: vars.radius.small,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]': { borderColor: vars.color.text.primary },
    '&[data-disabled]': { background: vars.color.background.neutral, color: vars.color.text.secondary, cursor: 'not-allowed' },
    '[data-invalid] > &': { borderColor: vars.color.border.critical },
  },
});
export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', selectors: { '&[data-placeholder]': { color: vars.color.text.muted } } });
export const popover = style({
  minWidth: 'var(--trigger-width)', maxHeight: 320, overflow: 'auto', background: vars.color.background.card,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium, boxShadow: vars.shadow.dialog, padding: vars.space.xxsmall,
});
export const listBox = style({ outline: 'none' });
export const option = style({
  display: 'flex', alignItems: 'center', gap: vars.space.xsmall, minHeight: vars.size.touch, padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.small, cursor: 'pointer', color: vars.color.text.primary, outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.background.interactiveTint },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold, color: vars.color.text.interactive },
    '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed' },
  },
});
/** The wrapper that stays while the stand-in gives way to the real select: no box of its own. */
export const slot = style({ display: 'contents' });
