import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ position: 'relative', minWidth: 0 });
export const viewport = style({ overflow: 'hidden' });
export const track = style({ touchAction: 'pan-y pinch-zoom', backfaceVisibility: 'hidden' });
export const slide = style({ flex: '0 0 100%', minWidth: 0 });
export const dot = style({
  width: 24, height: 24, border: 'none', background: 'none', padding: 0, cursor: 'pointer', borderRadius: '50%',
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
