import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, card as cardSurface, focusRing, vars } from '@trade-portal/ui';

/**
 * Page arrangement that the layout primitives (`Stack`, `Inline`, `Box`) do not express: the shell's
 * column, the content width, grids and sticky columns. Components bring their own looks.
 */
globalStyle('body', {
  fontFamily: vars.font.family,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.text,
  color: vars.color.text.primary,
  background: vars.color.background.page,
});

/** 'Skip to content': the first stop of the keyboard, shown only while it has focus. */
export const skipLink = style({
  position: 'absolute', left: vars.space.small, top: vars.space.small, zIndex: 10, padding: `${vars.space.small} ${vars.space.medium}`,
  minHeight: vars.size.touch, display: 'inline-flex', alignItems: 'center', borderRadius: vars.radius.small,
  background: vars.color.background.card, color: vars.color.text.interactive, fontWeight: vars.font.weight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' }, '&:focus-visible': focusRing },
});

export const shell = style({
  minHeight: '100vh', display: 'flex', flexDirection: 'column',
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
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium} ${vars.space.xxlarge}`,
  '@media': { [`(min-width: ${breakpoints.tablet}px)`]: { padding: `${vars.space.xlarge} ${vars.space.large} ${vars.space.xxxlarge}` } },
});

export const pageTitle = style({
  fontSize: vars.font.size.xxlarge,
  lineHeight: vars.font.lineHeight.heading,
  fontWeight: vars.font.weight.bold,
  margin: `0 0 ${vars.space.large}`,
});



/**
 * Home's 'Welcome, {store}': on phones the store's name usually takes a second line, so two lines are
 * kept from the start and the cards under the heading do not move when the account arrives.
 */
export const welcomeTitle = style({
  '@media': { [`(max-width: ${breakpoints.carousel}px)`]: { minHeight: `calc(2 * ${vars.font.lineHeight.heading} * ${vars.font.size.xxlarge})` } },
});

/** Cart page: lines and a summary that is a sticky column on desktop (DESIGN.md). */
export const cartGrid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [`(min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: 'minmax(0, 1fr) 360px' } },
});

export const sticky = style({
  '@media': { [`(min-width: ${breakpoints.desktop}px)`]: { position: 'sticky', top: vars.space.large } },
});

export const homeCards = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  '@media': { [`(min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: '1fr 1fr' } },
});

export const card = style([cardSurface, { padding: vars.space.large, display: 'flex', flexDirection: 'column', gap: vars.space.small }]);

export const cardTitle = style({ margin: 0, fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.heading });

export const muted = style({ color: vars.color.text.secondary, margin: 0 });

export const message = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.small,
  background: vars.color.background.criticalTint,
  color: vars.color.text.critical,
});


/** A link styled as the primary call to action of a card. */
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

export const textLink = style({ color: vars.color.text.interactive, fontWeight: vars.font.weight.semibold });

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

/** A page title with a link beside it (wraps under it on a phone). */
export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: `${vars.space.xsmall} ${vars.space.large}` });
/** The links beside a page title, side by side and wrapping together. */
export const titleLinks = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xsmall} ${vars.space.large}` });
