import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });
export const lead = style({ margin: 0, color: vars.color.text.primary, overflowWrap: 'anywhere' });
export const note = style({
  margin: 0, padding: `${vars.space.xsmall} ${vars.space.small}`, borderLeft: `${vars.borderWidth.heavy} solid ${vars.color.border.strong}`,
  background: vars.color.background.page, color: vars.color.text.secondary, fontSize: vars.font.size.small, overflowWrap: 'anywhere',
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
export const row = style({
  listStyle: 'none', display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.small,
  padding: `${vars.space.xsmall} 0`, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
});
export const rowName = style({ minWidth: 0, overflowWrap: 'anywhere', fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const rowQuantity = style({ flexShrink: 0, fontVariantNumeric: 'tabular-nums', color: vars.color.text.primary });
export const rowOut = style({ flexShrink: 0, fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, color: vars.color.text.critical });
