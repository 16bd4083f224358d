import { globalStyle, style } from '@vanilla-extract/css';
import { vars, media } from '../../theme';

/** Cards 8 px apart on phones (a Stack); from 768 px rows in one card, no gap. */
export const list = style({
  listStyle: 'none', margin: 0, padding: 0,
  '@media': {
    [media.tablet]: {
      gap: 0, background: vars.color.background.card, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
      borderRadius: vars.radius.medium, overflow: 'hidden',
    },
  },
});

/** From 768 px the rows sit in one card under their column headings; on phones each row is its own card. */
export const frame = style({
  '@media': {
    [media.tablet]: {
      background: vars.color.background.card, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
      borderRadius: vars.radius.medium, overflow: 'clip',
    },
  },
});

/** The virtualised list: as tall as all its rows; each rendered row is placed by the virtualizer. */
export const virtualList = style({ position: 'relative', listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${virtualList} > li`, { position: 'absolute', top: 0, left: 0, width: '100%' });
// A control reached by Tab scrolls into view below the sticky sort/filter bar, not under it.
globalStyle(`${virtualList} :is(input, button)`, { scrollMarginTop: 72, '@media': { [media.tablet]: { scrollMarginTop: 240 } } });

export const headings = style({
  display: 'none', fontSize: vars.font.size.xsmall, fontWeight: vars.font.weight.semibold, color: vars.color.text.secondary,
  background: vars.color.background.neutral, paddingTop: vars.space.xxsmall, paddingBottom: vars.space.xxsmall,
  '@media': { [media.tablet]: { display: 'grid' } },
});
export const headInfo = style({ gridArea: 'info' });
export const headPrice = style({ gridArea: 'price', textAlign: 'right' });
export const headStepper = style({ gridArea: 'stepper', textAlign: 'center' });
export const headTotal = style({ gridArea: 'total', textAlign: 'right', display: 'none', '@media': { [media.desktop]: { display: 'block' } } });
export const headStar = style({ gridArea: 'star', textAlign: 'center' });
