import { keyframes, style } from '@vanilla-extract/css';
import { HELPBOT_TAB_PX } from '@trade-portal/domain';
// bottomBarOffset: the height of a bar fixed to the bottom of the screen (the cart's checkout bar below the
// desktop width) while that bar shows, so the survey's corner sits above it.
import { bottomBarOffset, media, vars } from '../../../theme';

const rise = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space.medium})` }, to: { opacity: 1, transform: 'none' } });

/**
 * The survey's corner, shared by the sticky panel and the come-back-later message: bottom left, where the
 * page keeps no controls (back to top and the help bot are on the right), above a bottom bar when one
 * shows. On phones it leaves the right-hand column free (the back-to-top button and the help bot's tab).
 * Its content stacks 8 px apart (a Stack in the markup).
 */
export const corner = style({
  position: 'fixed', zIndex: 45, left: vars.space.medium, bottom: `calc(${vars.space.medium} + ${bottomBarOffset})`,
  width: `min(${vars.width.panel}, calc(100vw - 2 * ${vars.space.medium} - ${vars.size.touch} - ${vars.space.medium}))`, boxSizing: 'border-box',
  padding: vars.space.medium,
  background: vars.color.background.card, color: vars.color.text.primary, borderRadius: vars.radius.large, boxShadow: vars.shadow.dialog,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderLeft: `${vars.borderWidth.heavy} solid ${vars.color.background.accent}`,
  animation: `${rise} ${vars.motion.medium} ease-out`,
  '@media': {
    [media.phone]: {
      left: vars.space.xxsmall, bottom: `calc(${vars.space.xxsmall} + ${bottomBarOffset})`,
      // The right-hand column stays free for the back-to-top button (36 px) and the help bot's 58 px tab (§9).
      width: `calc(100vw - 2 * ${vars.space.xxsmall} - ${HELPBOT_TAB_PX}px - ${vars.space.xsmall})`, padding: vars.space.small,
    },
    [media.reducedMotion]: { animation: 'none' },
  },
});
/** Text in the corner: small, secondary. */
export const cornerText = style({ flex: 1, minWidth: 0, margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });
