import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const groupLabel = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, color: vars.color.text.secondary });
export const checkbox = style({
  minHeight: vars.size.touch, padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small, cursor: 'pointer', color: vars.color.text.primary, overflowWrap: 'anywhere',
  selectors: {
    ':not([data-pointer]) > * > &:has(input:focus-visible)': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: vars.focusOffset.inside },
  },
  // A touch screen keeps :hover on the last row tapped: the tint is for a mouse only.
  '@media': { '(hover: hover)': { selectors: { '&:hover': { background: vars.color.background.neutral } } } },
});
export const box = style({
  width: 22, height: 22, flexShrink: 0, borderRadius: vars.radius.small, border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`, background: vars.color.background.card,
  selectors: { [`${checkbox}[data-selected] &`]: { background: vars.color.background.interactive, borderColor: vars.color.background.interactive } },
});
/**
 * Kept at the bottom of the drawer's scrolling panel while the brands scroll. In a dialog (the drawer)
 * the negative margins reach through the drawer body's padding (space.large on each side) so the footer
 * spans the panel and meets its bottom edge; on its own it is a plain row under a rule.
 */
export const footer = style({
  position: 'sticky', bottom: 0, zIndex: 1, paddingTop: vars.space.medium,
  background: vars.color.background.card, borderTop: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
  selectors: {
    '[role="dialog"] &': {
      margin: `0 calc(-1 * ${vars.space.large}) calc(-1 * ${vars.space.large})`, padding: `${vars.space.medium} ${vars.space.large}`,
    },
  },
});
/**
 * 'Not applied yet …': empty, with no height, while the ticks match the applied filter; it stays in the
 * page so screen readers hear the words when they appear.
 */
export const note = style({
  selectors: { '&:not(:empty)': { marginBottom: vars.space.small } },
});
