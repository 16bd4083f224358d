import { style } from '@vanilla-extract/css';
import { vars, media } from '../../theme';

export const line = style({
  display: 'grid', gap: vars.space.small, padding: vars.space.medium, background: vars.color.background.card,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium, alignItems: 'center', listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr) auto', gridTemplateAreas: '"info remove" "stepper total"',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto minmax(110px, auto) auto', gridTemplateAreas: '"info stepper total remove"' } },
  selectors: { '&[data-invalid]': { borderColor: vars.color.border.critical } },
});
export const info = style({ gridArea: 'info', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });
export const name = style({ fontSize: vars.font.size.body, fontWeight: vars.font.weight.bold, color: vars.color.text.primary, overflowWrap: 'anywhere', margin: 0 });
export const meta = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' });
export const stepper = style({ gridArea: 'stepper', justifySelf: 'start', '@media': { [media.desktop]: { justifySelf: 'end' } } });
export const total = style({ gridArea: 'total', display: 'flex', flexDirection: 'column', alignItems: 'flex-end', textAlign: 'right' });
export const totalLabel = style({ fontSize: vars.font.size.xsmall, color: vars.color.text.secondary });
export const totalValue = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });
export const remove = style({ gridArea: 'remove', justifySelf: 'end', alignSelf: 'start', '@media': { [media.desktop]: { alignSelf: 'center' } } });
