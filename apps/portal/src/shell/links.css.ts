import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@trade-portal/ui';

/**
 * The portal's two looks for a router link (`react-router`'s `Link`, which the ui `Link` does not wrap):
 * a card's call to action drawn as a primary button, and a link in running text.
 */

/** A link drawn as the primary call to action of a card: navy, a 44 px tap target, never stretched by its column. */
export const cta = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.large}`,
  borderRadius: vars.radius.small,
  background: vars.color.background.brand,
  color: vars.color.text.inverse,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.background.brandHover },
    '&:focus-visible': focusRing,
  },
});

/** A link on its own line or in running text: interactive blue, semibold, the browser's underline. */
export const textLink = style({ color: vars.color.text.interactive, fontWeight: vars.font.weight.semibold });
