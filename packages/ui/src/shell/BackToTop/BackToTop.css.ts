import { globalStyle, style } from '@vanilla-extract/css';
import { bottomBarOffset, media, vars } from '../../theme';

// Above a bar fixed to the bottom of the screen (the cart's checkout bar) while one shows: bottomBarOffset.

export const wrap = style({
  position: 'fixed', right: vars.space.medium, bottom: `calc(${vars.space.medium} + ${bottomBarOffset})`, zIndex: 50,
  borderRadius: vars.radius.small, boxShadow: vars.shadow.card,
  '@media': {
    // Phones: cards fill the width, so the button keeps to the outer gutter and the bottom corner,
    // smaller (still above the 24 px target minimum), so it covers no more than a card's padding.
    [media.phone]: { right: vars.space.xxsmall, bottom: `calc(${vars.space.xxsmall} + ${bottomBarOffset})`, borderRadius: vars.radius.full },
  },
});

// The phone size of the IconButton inside: 36 px round (IconButton's `small`), set here because the
// size depends on the viewport, not on a prop.
globalStyle(`${wrap} > button`, {
  '@media': { [media.phone]: { width: vars.size.controlSmall, height: vars.size.controlSmall, borderRadius: vars.radius.full } },
});
