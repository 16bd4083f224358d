import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const banner = style({
  position: 'relative', display: 'grid', gap: vars.space.small, padding: vars.space.medium,
  background: vars.color.background.card, borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderLeft: `${vars.borderWidth.heavy} solid ${vars.color.background.interactive}`,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)', alignItems: 'center' } },
  selectors: { '&[data-kind="BackInStock"]': { borderLeftColor: vars.color.background.positive } },
});
// Clear of the × in the top right corner; the product and its control below use the whole width.
export const text = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, paddingRight: vars.space.xlarge });
export const titleLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall });
export const title = style({ margin: 0, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.heading, color: vars.color.text.primary, overflowWrap: 'anywhere' });
export const description = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.small, overflowWrap: 'anywhere' });
export const product = style({
  minWidth: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small,
});
export const productInfo = style({ minWidth: 0, flex: '1 1 12rem', display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
export const productName = style({ fontWeight: vars.font.weight.bold, color: vars.color.text.primary, overflowWrap: 'anywhere' });
export const meta = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' });
export const control = style({
  display: 'flex', alignItems: 'flex-start', gap: vars.space.xsmall, flexWrap: 'wrap', justifyContent: 'flex-end', marginLeft: 'auto',
  '@media': { [media.desktop]: { marginRight: vars.space.xlarge } },
});
export const outOfStock = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, color: vars.color.text.critical });
export const dismiss = style({ position: 'absolute', top: vars.space.xxsmall, right: vars.space.xxsmall });
