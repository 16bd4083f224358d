import { style } from '@vanilla-extract/css';
import { vars, media } from '../../theme';

export const line = style({
  display: 'grid', gap: vars.space.small, padding: vars.space.medium, background: vars.color.background.card,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium, alignItems: 'center', listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr) auto', gridTemplateAreas: '"info remove" "stepper total"',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto minmax(110px, auto) auto', gridTemplateAreas: '"info stepper total remove"' } },
  selectors: { '&[data-invalid]': { borderColor: vars.color.border.critical } },
});
/** Name over SKU and price, half a grid step apart. */
export const info = style({ gridArea: 'info', gap: `calc(${vars.space.xxsmall} / 2)` });
export const stepper = style({ gridArea: 'stepper', justifySelf: 'start', '@media': { [media.desktop]: { justifySelf: 'end' } } });
export const total = style({ gridArea: 'total', textAlign: 'right' });
export const totalValue = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });
export const remove = style({ gridArea: 'remove', justifySelf: 'end', alignSelf: 'start', '@media': { [media.desktop]: { alignSelf: 'center' } } });
