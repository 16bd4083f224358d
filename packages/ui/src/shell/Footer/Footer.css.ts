import { style } from '@vanilla-extract/css';
import { focusRing, gutterPadding, media, vars } from '../../theme';

// On the right, the gutter a shell with floating controls keeps free (ADR 0036): none on public pages.

export const footer = style({ background: vars.color.background.brand, color: vars.color.text.inverse });
export const groups = style({
  maxWidth: vars.width.page, margin: '0 auto', padding: `${vars.space.large} ${vars.space.medium}`, display: 'grid', gap: vars.space.large,
  paddingRight: gutterPadding(vars.space.medium, vars.width.page),
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', padding: `${vars.space.xlarge} ${vars.space.medium}`,
      paddingRight: gutterPadding(vars.space.medium, vars.width.page),
    },
  },
});
export const heading = style({ textTransform: 'uppercase', letterSpacing: '0.06em' });
export const link = style({
  color: vars.color.text.inverse, textDecoration: 'none', fontSize: vars.font.size.small, minHeight: 32,
  borderRadius: vars.radius.small,
  '@media': { [media.touch]: { minHeight: vars.size.touch, minWidth: vars.size.touch } },
  selectors: { '&[data-hovered]': { textDecoration: 'underline' }, '&[data-focus-visible]': { ...focusRing, outlineColor: vars.color.background.accent } },
});
export const legal = style({
  maxWidth: vars.width.page, margin: '0 auto', padding: `${vars.space.medium}`, paddingRight: gutterPadding(vars.space.medium, vars.width.page), borderTop: `${vars.borderWidth.standard} solid ${vars.color.border.inverseSubtle}`, fontSize: vars.font.size.xsmall,
});
export const notice = style({ maxWidth: vars.width.prose });
