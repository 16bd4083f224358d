import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const section = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.small, padding: vars.space.medium,
  background: vars.color.background.cautionTint, borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
});
export const heading = style({ margin: 0, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.heading, color: vars.color.text.primary });
export const intro = style({ margin: 0, color: vars.color.text.primary, fontSize: vars.font.size.small });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
export const line = style({
  listStyle: 'none', display: 'grid', gap: vars.space.small, alignItems: 'center', padding: vars.space.small,
  background: vars.color.background.card, borderRadius: vars.radius.small, gridTemplateColumns: 'minmax(0, 1fr)',
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
  selectors: { '&[data-invalid]': { borderColor: vars.color.border.critical } },
});
export const info = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
export const name = style({ fontWeight: vars.font.weight.bold, color: vars.color.text.primary, overflowWrap: 'anywhere' });
export const meta = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });
export const reason = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.caution });
export const error = style({ fontSize: vars.font.size.small, color: vars.color.text.critical });
export const actions = style({ display: 'flex', gap: vars.space.xsmall, flexWrap: 'wrap', justifyContent: 'flex-end' });
