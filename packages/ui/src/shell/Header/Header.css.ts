import { style } from '@vanilla-extract/css';
import { focusRing, media, vars, visuallyHiddenRules } from '../../theme';

/**
 * White-on-navy controls share this look: 44 px tall, a faint outline, gold focus ring. They never shrink
 * below their content: with only `minWidth` set, the header's flex row squeezed the phone cart link to
 * less than its icon, badge and total, which then ran over its border.
 */
export const onNavy = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.xsmall, minHeight: vars.size.touch, minWidth: vars.size.touch, flexShrink: 0,
  padding: `0 ${vars.space.small}`, color: vars.color.text.inverse, background: 'transparent', border: `${vars.borderWidth.standard} solid ${vars.color.border.inverse}`,
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
  maxWidth: vars.width.page, margin: '0 auto', minHeight: vars.size.header, padding: `0 ${vars.space.small}`,
  '@media': { [media.desktop]: { padding: `0 ${vars.space.medium}` } },
});
export const logo = style({
  color: vars.color.text.inverse, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.body, textDecoration: 'none', whiteSpace: 'nowrap',
  minHeight: vars.size.touch, borderRadius: vars.radius.small, letterSpacing: '0.01em',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineColor: vars.color.background.accent } },
  // Below the desktop width the main links are in the menu: the logo's margin puts the buttons at the right,
  // with no spacer beside it whose two gaps would cost 8 px of a 390 px header.
  '@media': { [media.desktop]: { fontSize: vars.font.size.large }, [media.belowDesktop]: { marginInlineEnd: 'auto' } },
});
export const logoMark = style({ color: vars.color.text.accent, marginRight: vars.space.xxsmall });
export const nav = style({ flex: 1 });
export const navLink = style({
  color: vars.color.text.inverse, textDecoration: 'none', padding: `0 ${vars.space.small}`, borderRadius: vars.radius.small, minHeight: vars.size.touch,
  fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.small, whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { background: vars.color.background.brandHover },
    '&[data-focus-visible]': { ...focusRing, outlineColor: vars.color.background.accent },
    '&[aria-current="page"]': { boxShadow: `inset 0 calc(-1 * ${vars.borderWidth.focus}) 0 ${vars.color.background.accent}` },
  },
});
export const star = style({ color: vars.color.text.accent });
export const hamburger = style({ '@media': { [media.desktop]: { display: 'none' } } });
/**
 * The word of a header button ('Cart', 'Profile', 'Menu'): beside the icon on desktop, under it (12 px)
 * below the desktop width, so the phone header's buttons say what they are.
 */
export const buttonWord = style({
  '@media': { [media.belowDesktop]: { gridArea: 'word', fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.heading, fontWeight: vars.font.weight.semibold } },
});

/**
 * Below the desktop width the header's buttons put their word under the icon: a two-row grid, icon
 * (and badge, total) on top, the word underneath; still at least 44 px tall.
 */
export const stacked = style({
  '@media': {
    [media.belowDesktop]: {
      display: 'inline-grid', gridTemplateAreas: '"icon" "word"', justifyItems: 'center', alignContent: 'center',
      rowGap: 0, columnGap: 0, padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
    },
  },
});

/**
 * The cart link below the desktop width: icon and badge on top, 'Cart' and the total in small words under
 * them, as the profile and menu buttons carry their word. With the total on the icon's line the link was
 * 120 px or more wide and the phone header could not hold it.
 */
export const cartLink = style({
  '@media': {
    [media.belowDesktop]: {
      display: 'inline-grid', gridTemplateAreas: '"icon badge" "word total"', gridTemplateColumns: 'auto auto',
      alignItems: 'center', justifyItems: 'center', alignContent: 'center', columnGap: vars.space.xxsmall, rowGap: 0,
      padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
    },
  },
});
/** The cart's icon: above the word 'Cart' below the desktop width. */
export const cartIcon = style({ '@media': { [media.belowDesktop]: { gridArea: 'icon' } } });
/** The cart's total: beside the word 'Cart', in the word's size, below the desktop width. */
export const cartTotal = style({
  '@media': { [media.belowDesktop]: { gridArea: 'total', justifySelf: 'start', fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.heading } },
});

/** The room a total takes while the cart loads: kept, but nothing shown in it. */
export const cartTotalPending = style({ visibility: 'hidden' });

/** Words that phones do not show; screen readers still read them. */
export const phoneHidden = style({
  '@media': { [media.belowDesktop]: visuallyHiddenRules },
});
