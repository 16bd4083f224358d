import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const offer = style({
  listStyle: 'none', display: 'grid', gap: vars.space.small, alignItems: 'center', padding: vars.space.medium,
  background: vars.color.background.card, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
  selectors: {
    '&[data-in-cart]': { borderColor: vars.color.border.strong },
    '&[data-invalid]': { borderColor: vars.color.border.critical },
    '&[data-out-of-stock]': { background: vars.color.background.page },
  },
});
export const info = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
export const name = style({ fontSize: vars.font.size.body, fontWeight: vars.font.weight.bold, color: vars.color.text.primary, overflowWrap: 'anywhere' });
export const meta = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
export const note = style({ fontSize: vars.font.size.small, color: vars.color.text.primary, fontWeight: vars.font.weight.semibold });
export const control = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xxsmall, justifySelf: 'end' });
export const status = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall, fontSize: vars.font.size.small,
  color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums',
});
export const outOfStock = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, color: vars.color.text.critical });
