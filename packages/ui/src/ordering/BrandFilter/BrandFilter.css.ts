import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
export const groupLabel = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, color: vars.color.text.secondary });
export const options = style({ display: 'flex', flexDirection: 'column' });
export const checkbox = style({
  display: 'flex', alignItems: 'center', gap: vars.space.small, minHeight: vars.size.touch, padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small, cursor: 'pointer', color: vars.color.text.primary, overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutral },
    '&[data-focus-visible]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: vars.focusOffset.inside },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
export const box = style({
  width: 22, height: 22, flexShrink: 0, borderRadius: vars.radius.small, border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`, background: vars.color.background.card,
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', color: vars.color.text.inverse, fontSize: vars.font.size.small, fontWeight: vars.font.weight.bold,
  selectors: { [`${checkbox}[data-selected] &`]: { background: vars.color.background.interactive, borderColor: vars.color.background.interactive } },
});
export const actions = style({ display: 'flex', gap: vars.space.small, justifyContent: 'flex-end', flexWrap: 'wrap', borderTop: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, paddingTop: vars.space.medium });
export const emptyText = style({ color: vars.color.text.secondary, margin: 0 });
