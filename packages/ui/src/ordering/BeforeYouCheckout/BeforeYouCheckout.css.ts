import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const list = style({
  listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.small, gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const footer = style({
  background: vars.color.background.card, borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
  // Below the desktop width the offers run long: 'Continue to cart' stays in reach at the bottom of the screen.
  '@media': { [media.belowDesktop]: { position: 'sticky', bottom: 0, zIndex: 1, boxShadow: vars.shadow.dialog } },
});
export const total = style({ fontWeight: vars.font.weight.bold });
