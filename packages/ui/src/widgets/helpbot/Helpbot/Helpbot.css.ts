import { keyframes, style } from '@vanilla-extract/css';
// bottomBarOffset: the height of a bar fixed to the bottom of the screen (the cart's checkout bar below the
// desktop width) while that bar shows, so the help bot sits above it.
import { bottomBarOffset as bar, floatingLane, focusRing, media, vars } from '../../../theme';

/**
 * Where the widget sits: the right edge, one step above the back-to-top button's column (bottom right,
 * 44 px, 16 px from the bottom; 36 px and 4 px on phones), so the two never overlap and the survey's
 * corner (bottom left) stays free. Both live in the floating lane along the right edge (ADR 0036), a
 * gutter every private page keeps free, so neither covers a control or a figure at any scroll position.
 */
const bottom = `calc(${vars.space.medium} + ${vars.size.touch} + ${vars.space.xsmall} + ${bar})`;
const phoneBottom = `calc(${vars.space.xxsmall} + ${vars.size.controlSmall} + ${vars.space.xsmall} + ${bar})`;

const fadeIn = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space.small})` }, to: { opacity: 1, transform: 'none' } });
const blink = keyframes({ '0%, 80%, 100%': { opacity: 0.25 }, '40%': { opacity: 1 } });

/** The widget's root: holds no box of its own, so only the launcher or the panel takes clicks. */
export const root = style({ display: 'contents' });

/**
 * The launcher, flush with the right edge and as wide as the floating lane (the 58 px tab of §9; 44 px
 * on phones): the icon alone on the tab, the icon over 'Can I help?' in two short lines otherwise, so
 * the launcher never reaches out of the lane over the page.
 * `data-state`: `tab` | `launcher` | `opening` (pressed look while the chat opens) | `closing` (back at rest).
 */
export const launcher = style({
  position: 'fixed', zIndex: 50, right: 0, bottom,
  display: 'inline-flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: vars.space.xxsmall, boxSizing: 'border-box',
  minHeight: vars.size.touch, width: floatingLane, padding: `${vars.space.xsmall} ${vars.space.xxsmall}`,
  // A light edge, so the navy tab stays distinct over the navy footer.
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRight: 0,
  borderRadius: `${vars.radius.large} 0 0 ${vars.radius.large}`,
  background: vars.color.background.brand, color: vars.color.text.inverse, boxShadow: vars.shadow.dialog,
  fontFamily: 'inherit', fontSize: vars.font.size.xsmall, fontWeight: vars.font.weight.semibold, lineHeight: 1.2, textAlign: 'center', cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ease-out`,
  selectors: {
    '&[data-state="tab"]': { padding: 0 },
    '&[data-hovered], &[data-state="opening"]': { background: vars.color.background.brandHover },
    '&[data-pressed]': { background: vars.color.background.brandHover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: vars.focusOffset.inside },
  },
  '@media': {
    [media.phone]: { bottom: phoneBottom },
    [media.reducedMotion]: { transition: 'none' },
  },
});

/** The launcher's label: hidden visually on the tab (the button keeps it as its name); 'Can I' over 'help?' in the lane. */
export const launcherLabel = style({ overflowWrap: 'normal' });

/**
 * The open chat: a non-modal panel above the launcher's place, 360 px wide at most; on phones a sheet
 * across the bottom of the screen. `data-state`: `open` | `closing` (fading out, inert).
 */
export const panel = style({
  position: 'fixed', zIndex: 55, right: vars.space.medium, bottom: `calc(${vars.space.medium} + ${bar})`,
  width: `min(${vars.width.panel}, calc(100vw - 2 * ${vars.space.medium}))`,
  maxHeight: `min(${vars.size.panel}, calc(100dvh - 2 * ${vars.space.medium} - ${bar}))`,
  display: 'flex', flexDirection: 'column', boxSizing: 'border-box', overflow: 'hidden',
  background: vars.color.background.card, color: vars.color.text.primary, borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, boxShadow: vars.shadow.dialog,
  animation: `${fadeIn} ${vars.motion.medium} ease-out`,
  transition: `opacity ${vars.motion.medium} ease-out`,
  selectors: { '&[data-state="closing"]': { opacity: 0 } },
  '@media': {
    [media.phone]: {
      left: 0, right: 0, bottom: bar, width: '100%', maxHeight: `calc(85dvh - ${bar})`,
      borderRadius: `${vars.radius.large} ${vars.radius.large} 0 0`, borderBottom: 0,
    },
    [media.reducedMotion]: { animation: 'none', transition: 'none' },
  },
});

export const header = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.medium}`,
  background: vars.color.background.brand, color: vars.color.text.inverse,
});
export const heading = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.heading, outline: 'none' });

/** The scrolling body: the conversation, the typing indicator and the current answers. */
export const body = style({
  flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain',
  display: 'flex', flexDirection: 'column', gap: vars.space.small, padding: vars.space.medium,
  background: vars.color.background.page,
});
export const log = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });

const bubble = {
  maxWidth: '85%', boxSizing: 'border-box', padding: `${vars.space.xsmall} ${vars.space.small}`,
  fontSize: vars.font.size.body, lineHeight: vars.font.lineHeight.text, overflowWrap: 'anywhere',
} as const;

/** A bot message: the question's text, and under it the revert control once it has been answered. */
export const bot = style({
  ...bubble, alignSelf: 'flex-start', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxsmall,
  background: vars.color.background.card, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
  borderRadius: `${vars.radius.small} ${vars.radius.large} ${vars.radius.large} ${vars.radius.large}`,
});
export const botText = style({ margin: 0 });

/** The user's chosen answer, as their reply. */
export const user = style({
  ...bubble, alignSelf: 'flex-end', background: vars.color.background.interactive, color: vars.color.text.inverse,
  borderRadius: `${vars.radius.large} ${vars.radius.small} ${vars.radius.large} ${vars.radius.large}`,
});

/** 'Go back to this question': a quiet text button, 44 px high for touch. */
export const revert = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall, minHeight: vars.size.touch,
  margin: `0 calc(-1 * ${vars.space.xsmall})`, padding: `0 ${vars.space.xsmall}`,
  border: 0, borderRadius: vars.radius.small, background: 'transparent', color: vars.color.text.interactive,
  fontFamily: 'inherit', fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.background.interactiveTint, textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing,
  },
});

/** The typing indicator: three dots that pulse (still under reduced motion). */
export const typing = style({
  alignSelf: 'flex-start', display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall,
  padding: `${vars.space.small} ${vars.space.small}`, background: vars.color.background.card,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.large,
});
export const dot = style({
  width: vars.space.xsmall, height: vars.space.xsmall, borderRadius: vars.radius.full, background: vars.color.text.secondary,
  animation: `${blink} 1.2s ease-in-out infinite`,
  selectors: { '&:nth-child(2)': { animationDelay: '0.2s' }, '&:nth-child(3)': { animationDelay: '0.4s' } },
  '@media': { [media.reducedMotion]: { animation: 'none', opacity: 0.6 } },
});

/** The current question's answers: full-width buttons stacked, 44 px high at least. */
export const answers = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space.xsmall, margin: 0, padding: 0, border: 0 });
export const answer = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xsmall,
  minHeight: vars.size.touch, padding: `${vars.space.xsmall} ${vars.space.medium}`, textAlign: 'left',
  background: vars.color.background.card, color: vars.color.text.interactive,
  border: `${vars.borderWidth.standard} solid ${vars.color.text.interactive}`, borderRadius: vars.radius.full,
  fontFamily: 'inherit', fontSize: vars.font.size.body, fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.heading, cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ease-out`,
  selectors: {
    '&[data-hovered]': { background: vars.color.background.interactiveTint },
    '&[data-pressed]': { background: vars.color.background.interactiveTint },
    '&[data-focus-visible]': focusRing,
    // A link answer leads out of the chat to a page (§4 CTA link): filled, with an arrow.
    '&[data-link]': { background: vars.color.background.interactive, color: vars.color.text.inverse, borderColor: vars.color.background.interactive },
    '&[data-link][data-hovered], &[data-link][data-pressed]': { background: vars.color.background.interactiveHover },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
