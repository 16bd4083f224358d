import { globalStyle, style } from '@vanilla-extract/css';
import { bottomBarOffset, floatingLane, media, vars } from '../../theme';

// Above a bar fixed to the bottom of the screen (the cart's checkout bar) while one shows: bottomBarOffset.
// Centred in the floating lane along the right edge (ADR 0036), the gutter every private page keeps free.

export const wrap = style({
  position: 'fixed', right: `calc((${floatingLane} - ${vars.size.touch}) / 2)`, bottom: `calc(${vars.space.medium} + ${bottomBarOffset})`, zIndex: 50,
  borderRadius: vars.radius.small, boxShadow: vars.shadow.card,
  '@media': {
    // Phones: smaller (still above the 24 px target minimum), so the lane, and the gutter pages keep
    // for it, take as little of a card's width as they can.
    [media.phone]: { right: `calc((${floatingLane} - ${vars.size.controlSmall}) / 2)`, bottom: `calc(${vars.space.xxsmall} + ${bottomBarOffset})`, borderRadius: vars.radius.full },
  },
});

// The phone size of the IconButton inside: 36 px round (IconButton's `small`), set here because the
// size depends on the viewport, not on a prop.
globalStyle(`${wrap} > button`, {
  '@media': { [media.phone]: { width: vars.size.controlSmall, height: vars.size.controlSmall, borderRadius: vars.radius.full } },
});
