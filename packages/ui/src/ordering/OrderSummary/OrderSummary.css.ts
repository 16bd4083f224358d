import { style } from '@vanilla-extract/css';
import { vars, media } from '../../theme';

/** Rows of the head closer than its items: two gaps, which the primitives' single gap cannot say. */
export const head = style({ gap: `${vars.space.xsmall} ${vars.space.medium}` });
export const tableWrap = style({ border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium, background: vars.color.background.card, overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const th = style({
  textAlign: 'left', padding: `${vars.space.small} ${vars.space.medium}`, fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary, background: vars.color.background.page, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
  selectors: { '&[data-align="end"]': { textAlign: 'right' } },
});
export const td = style({
  padding: `${vars.space.small} ${vars.space.medium}`, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, verticalAlign: 'top',
  selectors: { '&[data-align="end"]': { textAlign: 'right', whiteSpace: 'nowrap' }, 'tr:last-child > &': { borderBottom: 'none' } },
});
export const product = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere', minWidth: 140 });
export const hideOnPhone = style({ '@media': { [media.phone]: { display: 'none' } } });
export const totals = style({
  margin: 0, marginLeft: 'auto', width: '100%', maxWidth: 360,
  background: vars.color.background.card, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium,
});
export const phoneOnly = style({ display: 'none', '@media': { [media.phone]: { display: 'block' } } });
export const skeletonLine = style({ borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}` });
