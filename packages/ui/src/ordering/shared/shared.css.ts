import { style } from '@vanilla-extract/css';
import { touchTarget, vars } from '../../theme';

/** Empty states: what happened and what to do next (docs/design.md principle 4). */
export const emptyState = style({
  padding: vars.space.xlarge, textAlign: 'center', background: vars.color.background.card, borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} dashed ${vars.color.border.strong}`,
});

/**
 * A choice chip of a ToggleButtonGroup (My Orders' filter, the several-stores grid's 'Rows' and 'Store
 * shown'): 44 px tall, a pill, filled navy when chosen (`data-selected`), faded when disabled.
 */
export const chip = style({
  minHeight: vars.size.touch, padding: `0 ${vars.space.medium}`, borderRadius: vars.radius.full, border: `${vars.borderWidth.standard} solid ${vars.color.border.strong}`,
  background: vars.color.background.card, fontFamily: 'inherit', fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold,
  cursor: 'pointer', color: vars.color.text.primary,
  transition: `background-color ${vars.motion.fast} ease-out`,
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutral },
    '&[data-selected]': { background: vars.color.background.brand, color: vars.color.text.inverse, borderColor: vars.color.background.brand },
    '&[data-focus-visible]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: vars.focusOffset.outside },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const fieldLabel = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, display: 'block', marginBottom: vars.space.xxsmall, color: vars.color.text.primary });

/** A link on its own (an order number in a row, an empty state's way out); with `touchTarget` on a touch screen. */
export const link = style([touchTarget, {
  color: vars.color.text.interactive, fontWeight: vars.font.weight.semibold, textUnderlineOffset: vars.font.underlineOffset, cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: vars.focusOffset.outside, borderRadius: 2 } },
}]);

export const fieldError = style({ fontSize: vars.font.size.xsmall, color: vars.color.text.critical, fontWeight: vars.font.weight.semibold, margin: 0 });
export const statusText = style({ fontSize: vars.font.size.xsmall, color: vars.color.text.secondary, minHeight: '1em' });

/** Summary rows (cart summary and order summary, `TotalsRow`): label left, amount right, tabular. */
export const totalsRow = style({ fontVariantNumeric: 'tabular-nums', margin: 0, color: vars.color.text.secondary });
export const totalsValue = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.semibold, margin: 0 });
export const totalsGrandValue = style({ margin: 0 });
export const totalsGrand = style([totalsRow, {
  fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.bold, color: vars.color.text.primary,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, paddingTop: vars.space.small,
}]);
