import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/**
 * Media queries of the ordering screens. 932 px is where the header gets its desktop links (DESIGN.md),
 * so product rows and the cart summary switch there too; tables turn into cards below 768 px.
 */
export const media = {
  desktop: 'screen and (min-width: 932px)',
  belowDesktop: 'screen and (max-width: 931px)',
  phone: 'screen and (max-width: 767px)',
  tabletUp: 'screen and (min-width: 768px)',
} as const;

/** Empty states: what happened and what to do next (DESIGN.md principle 4). */
export const emptyState = style({
  padding: vars.space.xlarge, textAlign: 'center', background: vars.color.background.card, borderRadius: vars.radius.medium,
  border: `1px dashed ${vars.color.border.strong}`, display: 'flex', flexDirection: 'column', gap: vars.space.small, alignItems: 'center',
});
export const emptyTitle = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary, margin: 0 });
export const emptyText = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary, margin: 0 });

export const fieldLabel = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, display: 'block', marginBottom: vars.space.xxsmall, color: vars.color.text.primary });

export const selectField = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const selectTrigger = style({
  minHeight: vars.size.touch, padding: `0 ${vars.space.small}`, borderRadius: vars.radius.small, border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.card, fontFamily: 'inherit', fontSize: vars.font.size.body, display: 'inline-flex', alignItems: 'center',
  justifyContent: 'space-between', gap: vars.space.xsmall, cursor: 'pointer', color: vars.color.text.primary, textAlign: 'left',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text.secondary },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
export const selectValue = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const popover = style({
  background: vars.color.background.card, borderRadius: vars.radius.medium, boxShadow: vars.shadow.dialog, padding: vars.space.xxsmall,
  minWidth: 'var(--trigger-width)', outline: 'none', border: `1px solid ${vars.color.border.default}`,
});
export const listBox = style({ outline: 'none', maxHeight: 320, overflowY: 'auto' });
export const option = style({
  padding: `${vars.space.small} ${vars.space.medium}`, borderRadius: vars.radius.small, cursor: 'pointer', outline: 'none',
  minHeight: vars.size.touch, display: 'flex', alignItems: 'center', color: vars.color.text.primary,
  selectors: { '&[data-focused]': { background: vars.color.background.interactiveTint }, '&[data-selected]': { fontWeight: vars.font.weight.bold } },
});

export const link = style({
  color: vars.color.text.interactive, fontWeight: vars.font.weight.semibold, textUnderlineOffset: 3, cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2, borderRadius: 2 } },
});

export const fieldError = style({ fontSize: vars.font.size.xsmall, color: vars.color.text.critical, fontWeight: vars.font.weight.semibold, margin: 0 });
export const statusText = style({ fontSize: vars.font.size.xsmall, color: vars.color.text.secondary, minHeight: '1em' });

/** Summary rows (cart summary and order summary): label left, amount right, tabular. */
export const totalsRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.medium, fontVariantNumeric: 'tabular-nums', margin: 0, color: vars.color.text.secondary });
export const totalsValue = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.semibold, margin: 0 });
export const totalsGrandValue = style({ margin: 0 });
export const totalsGrand = style([totalsRow, {
  fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.bold, color: vars.color.text.primary,
  borderTop: `1px solid ${vars.color.border.default}`, paddingTop: vars.space.small,
}]);
