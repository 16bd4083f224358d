import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '../../theme';

export const bar = style({ background: vars.color.background.card, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}` });
export const inner = style({
  maxWidth: vars.width.page, margin: '0 auto', padding: `${vars.space.xxsmall} ${vars.space.small}`, display: 'flex', flexWrap: 'wrap', alignItems: 'center',
  columnGap: vars.space.large, rowGap: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary,
  '@media': { [media.desktop]: { padding: `${vars.space.xxsmall} ${vars.space.medium}` } },
});
export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall, minWidth: 0, flexWrap: 'wrap' });
export const account = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });
export const link = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall, minHeight: 32, padding: `0 ${vars.space.xxsmall}`, borderRadius: vars.radius.small,
  color: vars.color.text.interactive, fontWeight: vars.font.weight.semibold, textDecoration: 'underline', textUnderlineOffset: '0.2em',
  background: 'none', border: 'none', font: 'inherit', cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { textDecorationThickness: '2px' } },
  // Phones and shop tablets are touched: '(switch)', the last order and the BA number get full-size targets.
  '@media': { [media.belowDesktop]: { minHeight: vars.size.touch } },
});
export const editing = style({
  background: vars.color.background.cautionTint, color: vars.color.text.caution, padding: `${vars.space.xsmall} ${vars.space.medium}`,
  textAlign: 'center', fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold,
});
