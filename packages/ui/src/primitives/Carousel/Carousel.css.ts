import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const root = style({ position: 'relative', minWidth: 0 });
export const viewport = style({ overflow: 'hidden' });
export const track = style({ touchAction: 'pan-y pinch-zoom', backfaceVisibility: 'hidden' });
export const slide = style({ flex: '0 0 100%', minWidth: 0 });
/**
 * A slide in centre mode. Its neighbours peek in at the sides as their cards only: their content is
 * cut by the carousel's edge, and half a line of text reads as a fault, so it shows once the slide is
 * the current one (or when something in it has focus).
 */
export const centredSlide = style({});
globalStyle(`${centredSlide} > * > *`, { transition: `opacity ${vars.motion.fast} ease-out`, '@media': { [media.reducedMotion]: { transition: 'none' } } });
globalStyle(`${centredSlide}[data-peek]:not(:focus-within) > * > *`, { opacity: 0 });
export const dot = style({
  width: 24, height: 24, border: 'none', background: 'none', padding: 0, cursor: 'pointer', borderRadius: '50%',
  // The dot stays small; on a touch screen the button around it is a thumb's size, its extra height taken
  // back by its margins, so the row of dots keeps its height.
  '@media': { [media.touch]: { width: vars.size.touch, height: vars.size.touch, marginBlock: `calc((24px - ${vars.size.touch}) / 2)` } },
  '::after': { content: '""', width: 8, height: 8, borderRadius: '50%', background: vars.color.border.strong },
  selectors: {
    '&[aria-current="true"]::after': { background: vars.color.background.interactive, width: 10, height: 10 },
    '&[data-focus-visible]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: 0 },
  },
});
/** The pause button sits first in reading order and at the top right corner over the slides. */
export const pause = style({
  position: 'absolute', top: vars.space.xxsmall, right: vars.space.xxsmall, zIndex: 1,
  // A card-coloured disc keeps the icon readable over any slide colour or image.
  background: vars.color.background.card, borderRadius: vars.radius.full, boxShadow: `0 0 0 ${vars.borderWidth.standard} ${vars.color.border.default}`,
});
