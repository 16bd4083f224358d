import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideFromBottom = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });

export const overlay = recipe({
  base: {
    position: 'fixed', inset: 0, zIndex: 100, background: vars.color.background.overlay, display: 'flex',
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.motion.medium} ease-out` },
      '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.fast} ease-in reverse` },
    },
  },
  variants: {
    placement: {
      center: { alignItems: 'center', justifyContent: 'center', padding: vars.space.medium },
      // Phones: a bottom sheet under the thumb; from the desktop header width up: a panel on the right (§2.11).
      side: { alignItems: 'flex-end', justifyContent: 'stretch', '@media': { [media.desktop]: { alignItems: 'stretch', justifyContent: 'flex-end' } } },
    },
  },
  defaultVariants: { placement: 'center' },
});

export const modal = recipe({
  base: { background: vars.color.background.card, boxShadow: vars.shadow.dialog, outline: 'none', overflow: 'auto' },
  variants: {
    placement: {
      center: { width: '100%', maxWidth: vars.width.dialog, maxHeight: `calc(100dvh - 2 * ${vars.space.medium})`, borderRadius: vars.radius.large },
      side: {
        width: '100%', maxHeight: '85dvh', borderRadius: `${vars.radius.large} ${vars.radius.large} 0 0`,
        selectors: { '&[data-entering]': { animation: `${slideFromBottom} ${vars.motion.medium} ease-out` } },
        '@media': {
          [media.desktop]: {
            width: vars.width.dialogSmall, maxHeight: 'none', height: '100%', borderRadius: `${vars.radius.large} 0 0 ${vars.radius.large}`,
            selectors: { '&[data-entering]': { animation: `${slideFromRight} ${vars.motion.medium} ease-out` } },
          },
        },
      },
    },
  },
  defaultVariants: { placement: 'center' },
});

export const dialog = style({ padding: vars.space.large, outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.medium });
