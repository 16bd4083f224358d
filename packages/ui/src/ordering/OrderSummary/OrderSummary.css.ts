import { style } from '@vanilla-extract/css';
import { vars, media } from '../../theme';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });
export const head = style({ display: 'flex', gap: `${vars.space.xsmall} ${vars.space.medium}`, flexWrap: 'wrap', alignItems: 'center' });
export const title = style({ margin: 0, fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.bold });
export const date = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small });
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
export const sku = style({ display: 'block', fontSize: vars.font.size.xsmall, color: vars.color.text.secondary, fontWeight: vars.font.weight.regular });
export const hideOnPhone = style({ '@media': { [media.phone]: { display: 'none' } } });
export const totals = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, margin: 0, marginLeft: 'auto', width: '100%', maxWidth: 360,
  padding: vars.space.medium, background: vars.color.background.card, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium,
});
export const phoneOnly = style({ display: 'none', '@media': { [media.phone]: { display: 'block' } } });
export const skeletonLine = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.medium, padding: vars.space.medium, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}` });
/** The order's actions (Edit, Cancel, Reorder, invoice): one wrapping row of buttons. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'flex-start' });
