import { globalStyle, style } from '@vanilla-extract/css';
import { bottomBarOffset, floatingLane, media, vars } from '../../theme';

// Above a bar fixed to the bottom of the screen (the cart's checkout bar) while one shows: bottomBarOffset.
// Centred in the floating lane along the right edge (ADR 0036), the gutter every private page keeps free.

export const wrap = style({
  position: 'fixed', right: `calc((${floatingLane} - ${vars.size.touch}) / 2)`, bottom: `calc(${vars.space.medium} + ${bottomBarOffset})`, zIndex: 50,
  borderRadius: vars.radius.small, boxShadow: vars.shadow.card,
  '@media': {
    // Phones: round and low, filling the phone's 44 px lane (a thumb's target), so the gutter pages keep
    // for it takes as little of a card's width as it can. A mouse on a narrow window gets 36 px.
    [media.phone]: { right: `calc((${floatingLane} - ${vars.size.touch}) / 2)`, bottom: `calc(${vars.space.xxsmall} + ${bottomBarOffset})`, borderRadius: vars.radius.full },
    [`${media.phone} and (pointer: fine)`]: { right: `calc((${floatingLane} - ${vars.size.controlSmall}) / 2)` },
  },
});

// The phone size of the IconButton inside, set here because the size depends on the viewport, not on a
// prop: round, and 36 px (IconButton's `small`) only under a mouse.
globalStyle(`${wrap} > button`, {
  '@media': {
    [media.phone]: { borderRadius: vars.radius.full },
    [`${media.phone} and (pointer: fine)`]: { width: vars.size.controlSmall, height: vars.size.controlSmall },
  },
});
