import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
export const heading = style({ margin: 0, fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.heading, color: vars.color.text.primary });
export const list = style({
  listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.small, gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const footer = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small,
  padding: vars.space.medium, background: vars.color.background.card, borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
  // Below the desktop width the offers run long: 'Continue to cart' stays in reach at the bottom of the screen.
  '@media': { [media.belowDesktop]: { position: 'sticky', bottom: 0, zIndex: 1, boxShadow: vars.shadow.dialog } },
});
export const summary = style({ margin: 0, color: vars.color.text.primary, fontVariantNumeric: 'tabular-nums' });
export const total = style({ fontWeight: vars.font.weight.bold });
