import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

/**
 * Bottom centre, above the page and its sticky bars (back to top is 50; dialogs, 100, stay above). Below
 * the desktop width it sits higher, clear of the phone's bottom bar with the cart total and Checkout.
 */
export const region = style({
  position: 'fixed', left: '50%', transform: 'translateX(-50%)', bottom: vars.space.large, zIndex: 60,
  width: 'max-content', maxWidth: `calc(100vw - 2 * ${vars.space.medium})`, outline: 'none',
  '@media': { [media.belowDesktop]: { bottom: `calc(2 * ${vars.space.xxxlarge})` } },
});

export const toast = style({
  padding: `${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.medium}`,
  background: vars.color.background.brand, color: vars.color.text.inverse, borderRadius: vars.radius.medium, boxShadow: vars.shadow.dialog,
  fontSize: vars.font.size.body, lineHeight: vars.font.lineHeight.text,
  selectors: { '&[data-focus-visible]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: vars.focusOffset.outside } },
});

export const title = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });
export const description = style({ fontSize: vars.font.size.small, overflowWrap: 'anywhere' });

const onDark = style({
  minHeight: vars.size.touch, minWidth: vars.size.touch, border: `${vars.borderWidth.standard} solid transparent`, borderRadius: vars.radius.small,
  background: 'transparent', color: vars.color.text.inverse, fontFamily: 'inherit', fontSize: vars.font.size.body, cursor: 'pointer',
  touchAction: 'manipulation',
  transition: `background-color ${vars.motion.fast} ease-out`,
  selectors: {
    '&[data-hovered]': { background: vars.color.background.brandHover },
    '&[data-pressed]': { background: vars.color.background.brandHover },
    '&[data-focus-visible]': { outline: `${vars.borderWidth.focus} solid ${vars.color.text.inverse}`, outlineOffset: vars.focusOffset.inside },
  },
});

/** 'Undo': the one action, outlined so it reads as a button on the dark notice. */
export const undo = style([onDark, { padding: `0 ${vars.space.medium}`, fontWeight: vars.font.weight.bold, borderColor: vars.color.text.inverse }]);
/** × to dismiss. */
export const close = style([onDark, { fontSize: vars.font.size.xlarge, lineHeight: 1 }]);
