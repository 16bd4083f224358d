import { style } from '@vanilla-extract/css';
import { floatingGutter, focusRing, gutterPadding, media, reservesGutter, vars } from '@trade-portal/ui';

/**
 * The private shell's own styles, which the layout primitives (`Box`, `Stack`, `Inline`) do not express:
 * the skip link, the shell's height and background, the content column. The body's type and colours are
 * the theme's (`lightTheme` on <body>, RootLayout). Pages lay themselves out with the primitives; their
 * grids and sticky columns are in their own folders.
 */

/** 'Skip to content': the first stop of the keyboard, shown only while it has focus. */
export const skipLink = style({
  position: 'absolute', left: vars.space.small, top: vars.space.small, zIndex: 10,
  minHeight: vars.size.touch, borderRadius: vars.radius.small,
  background: vars.color.background.card, color: vars.color.text.interactive, fontWeight: vars.font.weight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' }, '&:focus-visible': focusRing },
});

export const shell = style({
  minHeight: '100vh',
  // Back to top and the help bot float in the lane along the right edge (ADR 0036): the content column,
  // the download row and the footer under this shell keep it free (`gutterPadding`).
  vars: { [reservesGutter]: floatingGutter },
  // §2.4: the legal pages, videos and help read on white (pageBackground.ts sets the attribute).
  selectors: { '&[data-background="white"]': { background: vars.color.background.card } },
});

export const main = style({
  outline: 'none',
  flex: 1,
  // The footer starts below the fold while a page and its data load, so it never jumps down the
  // screen as they arrive (layout shift); short pages simply end with space above the footer.
  minHeight: `calc(100dvh - ${vars.size.header})`,
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.width.content,
  marginInline: 'auto',
  // The left side is the Box's (16 px on phones, 24 px from the tablet width); the right keeps the floating lane free.
  paddingRight: gutterPadding(vars.space.medium, vars.width.content),
  '@media': { [media.tablet]: { paddingRight: gutterPadding(vars.space.large, vars.width.content) } },
});
