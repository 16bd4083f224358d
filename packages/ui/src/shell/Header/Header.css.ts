import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '../../theme';

/** White-on-navy controls share this look: 44 px tall, a faint outline, gold focus ring. */
export const onNavy = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.xsmall, minHeight: vars.size.touch, minWidth: vars.size.touch,
  padding: `0 ${vars.space.small}`, color: vars.color.text.inverse, background: 'transparent', border: `${vars.borderWidth.standard} solid rgba(255, 255, 255, 0.35)`,
  borderRadius: vars.radius.small, fontFamily: 'inherit', fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap',
  textDecoration: 'none', cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.background.brandHover },
    '&[data-focus-visible]': { ...focusRing, outlineColor: vars.color.background.accent },
    '&[data-pressed]': { transform: 'scale(.98)' },
  },
});

export const header = style({ background: vars.color.background.brand, color: vars.color.text.inverse });
export const inner = style({
  maxWidth: vars.width.page, margin: '0 auto', display: 'flex', alignItems: 'center', gap: vars.space.xsmall, minHeight: vars.size.header, padding: `0 ${vars.space.small}`,
  '@media': { [media.desktop]: { gap: vars.space.medium, padding: `0 ${vars.space.medium}` } },
});
export const logo = style({
  color: vars.color.text.inverse, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.body, textDecoration: 'none', whiteSpace: 'nowrap',
  minHeight: vars.size.touch, display: 'inline-flex', alignItems: 'center', borderRadius: vars.radius.small, letterSpacing: '0.01em',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineColor: vars.color.background.accent } },
  '@media': { [media.desktop]: { fontSize: vars.font.size.large } },
});
export const logoMark = style({ color: vars.color.text.accent, marginRight: vars.space.xxsmall });
export const nav = style({ display: 'none', gap: vars.space.xxsmall, flex: 1, '@media': { [media.desktop]: { display: 'flex' } } });
export const navLink = style({
  color: vars.color.text.inverse, textDecoration: 'none', padding: `0 ${vars.space.small}`, borderRadius: vars.radius.small, minHeight: vars.size.touch,
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall, fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.small, whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { background: vars.color.background.brandHover },
    '&[data-focus-visible]': { ...focusRing, outlineColor: vars.color.background.accent },
    '&[aria-current="page"]': { boxShadow: `inset 0 calc(-1 * ${vars.borderWidth.focus}) 0 ${vars.color.background.accent}` },
  },
});
export const star = style({ color: vars.color.text.accent, display: 'inline-flex' });
export const spacer = style({ flex: 1, '@media': { [media.desktop]: { display: 'none' } } });
export const hamburger = style({ '@media': { [media.desktop]: { display: 'none' } } });
/** Words that phones do not show; screen readers still read them. */
export const phoneHidden = style({
  '@media': { [media.belowDesktop]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } },
});
