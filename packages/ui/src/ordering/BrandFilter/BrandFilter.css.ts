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
/**
 * Kept at the bottom of the drawer's scrolling panel while the brands scroll. In a dialog (the drawer)
 * the negative margins reach through the drawer body's padding (space.large on each side) so the footer
 * spans the panel and meets its bottom edge; on its own it is a plain row under a rule.
 */
export const footer = style({
  position: 'sticky', bottom: 0, zIndex: 1, display: 'flex', flexDirection: 'column', paddingTop: vars.space.medium,
  background: vars.color.background.card, borderTop: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
  selectors: {
    '[role="dialog"] &': {
      margin: `0 calc(-1 * ${vars.space.large}) calc(-1 * ${vars.space.large})`, padding: `${vars.space.medium} ${vars.space.large}`,
    },
  },
});
export const actions = style({ display: 'flex', gap: vars.space.small, justifyContent: 'flex-end', flexWrap: 'wrap' });
/**
 * 'Not applied yet …': empty, with no height, while the ticks match the applied filter; it stays in the
 * page so screen readers hear the words when they appear.
 */
export const note = style({
  margin: 0, fontSize: vars.font.size.small, color: vars.color.text.caution,
  selectors: { '&:not(:empty)': { marginBottom: vars.space.small } },
});
export const emptyText = style({ color: vars.color.text.secondary, margin: 0 });
