import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const frame = style({ minHeight: '100dvh', background: vars.color.background.card });
export const bar = style({ background: vars.color.background.brand, color: vars.color.text.inverse });
export const barInner = style({
  maxWidth: vars.width.page, margin: '0 auto', minHeight: vars.size.header, padding: `0 ${vars.space.medium}`,
});
export const brand = style({
  color: vars.color.text.inverse, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.large, textDecoration: 'none', letterSpacing: '0.01em',
  minHeight: vars.size.touch, borderRadius: vars.radius.small,
  selectors: { '&[data-focus-visible]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: 2 } },
});
export const brandMark = style({ color: vars.color.text.accent, marginRight: vars.space.xxsmall });
export const login = style({
  color: vars.color.text.inverse, fontWeight: vars.font.weight.semibold, minHeight: vars.size.touch,
  padding: `0 ${vars.space.small}`, borderRadius: vars.radius.small, textDecoration: 'underline',
  selectors: { '&[data-focus-visible]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: 2 } },
});
export const main = style({
  flex: 1, width: '100%', maxWidth: vars.width.page, margin: '0 auto', padding: `${vars.space.large} ${vars.space.medium}`, outline: 'none',
  '@media': { [media.tablet]: { padding: `${vars.space.xlarge} ${vars.space.large}` } },
});
