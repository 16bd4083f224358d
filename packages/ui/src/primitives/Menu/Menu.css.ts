import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const popover = style({
  minWidth: 200, background: vars.color.background.card, color: vars.color.text.primary, borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.dialog, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, padding: vars.space.xxsmall, outline: 'none',
});
export const menu = style({ outline: 'none', display: 'flex', flexDirection: 'column' });
export const item = style({
  display: 'flex', alignItems: 'center', gap: vars.space.xsmall, minHeight: vars.size.touch, padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.small, color: vars.color.text.primary, textDecoration: 'none', cursor: 'pointer', outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.background.interactiveTint },
    '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed' },
  },
});
export const separator = style({ height: 1, margin: `${vars.space.xxsmall} 0`, background: vars.color.border.default });
export const itemCurrent = style({ fontWeight: vars.font.weight.bold, boxShadow: `inset ${vars.borderWidth.focus} 0 0 ${vars.color.background.accent}` });
/** The trigger's wrapper: no box of its own, so the button lays out as if it were not there. */
export const triggerSlot = style({ display: 'contents' });
