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
/** The product's words take what the control leaves, from 12rem, and wrap it below when narrower. */
export const productInfo = style({ flex: '1 1 12rem' });
/** On desktop the control keeps clear of the × in the top right corner. */
export const control = style({
  marginLeft: 'auto',
  '@media': { [media.desktop]: { marginRight: vars.space.xlarge } },
});
export const dismiss = style({ position: 'absolute', top: vars.space.xxsmall, right: vars.space.xxsmall });
