import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const section = style({
  background: vars.color.background.cautionTint, borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const line = style({
  listStyle: 'none', display: 'grid', gap: vars.space.small, alignItems: 'center', padding: vars.space.small,
  background: vars.color.background.card, borderRadius: vars.radius.small, gridTemplateColumns: 'minmax(0, 1fr)',
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
  selectors: { '&[data-invalid]': { borderColor: vars.color.border.critical } },
});
