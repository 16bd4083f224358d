import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme';
import { DOWNLOAD_LIST_ROW_HEIGHT } from '../shared/sizes';

export const list = recipe({
  base: { listStyle: 'none', margin: 0, padding: 0, minWidth: 0 },
  variants: {
    layout: {
      grid: { gridTemplateColumns: `repeat(auto-fill, minmax(${vars.width.cardMin}, 1fr))` },
      row: {
        overflowX: 'auto', overflowY: 'hidden', scrollSnapType: 'x proximity',
        // Room for the focus ring (3 px + 2 px offset) above and a sideways scrollbar below the cards.
        padding: `${vars.space.xxsmall} ${vars.space.xxsmall} ${vars.space.xsmall}`,
        height: DOWNLOAD_LIST_ROW_HEIGHT, boxSizing: 'border-box',
        // The next card, part-scrolled, was drawn past the list's right edge (Chromium, 390 px), into the
        // floating lane (ADR 0036): the list clips its paint to its own box.
        clipPath: 'inset(0)',
      },
    },
  },
});
export const item = recipe({
  base: {},
  variants: { layout: { grid: {}, row: { scrollSnapAlign: 'start', flex: '0 0 auto' } } },
});
export const message = recipe({
  base: {},
  variants: { layout: { grid: {}, row: { height: DOWNLOAD_LIST_ROW_HEIGHT, padding: vars.space.xxsmall, boxSizing: 'border-box' } } },
});
