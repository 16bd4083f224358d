import { style } from '@vanilla-extract/css';

/** A custom property holding the banner's text colour (set inline from the server's), in which its call to action's focus ring is drawn. */
export const TEXT_COLOUR_PROPERTY = '--hero-text';
import { focusRing, media, vars } from '../../../theme';
import { HERO_HEIGHT_DESKTOP, HERO_PANEL_HEIGHT_NARROW } from '../shared/sizes';

const clamp = (lines: number) => ({ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: lines, overflow: 'hidden' }) as const;

/**
 * Narrow: the picture (2:1) above a fixed text panel. Desktop: text left, picture right, fixed height.
 * The 1 px border is inside the heights. Every state uses this box, so loading, failure and the banner take the same room.
 */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: `auto ${HERO_PANEL_HEIGHT_NARROW}px`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  background: vars.color.background.card,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
  boxSizing: 'border-box',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gridTemplateRows: `${HERO_HEIGHT_DESKTOP - 2}px` },
  },
});

/** The words' panel: below the picture when narrow, left of it from 932 px. */
export const text = style({
  gridRow: 2, overflow: 'hidden', boxSizing: 'border-box',
  '@media': { [media.desktop]: { gridRow: 1 } },
});

/** The picture's box: 2:1 above the text when narrow, the full height beside it from 932 px. */
export const picture = style({
  gridRow: 1, aspectRatio: '2 / 1', background: vars.color.background.neutral, minWidth: 0,
  '@media': { [media.desktop]: { aspectRatio: 'auto', height: '100%' } },
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });

export const title = style({
  margin: 0, fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.heading, fontWeight: vars.font.weight.bold, ...clamp(2),
  '@media': { [media.desktop]: { fontSize: vars.font.size.xxlarge } },
});
export const desc = style({ lineHeight: vars.font.lineHeight.text, ...clamp(3) });
export const info = style({ lineHeight: vars.font.lineHeight.text, ...clamp(2) });

export const cta = style({
  minHeight: vars.size.touch, padding: `0 ${vars.space.large}`,
  borderRadius: vars.radius.small, fontWeight: vars.font.weight.semibold, textDecoration: 'none', cursor: 'pointer',
  selectors: { '&[data-hovered]': { textDecoration: 'underline' }, '&[data-focus-visible]': { ...focusRing, outlineColor: `var(${TEXT_COLOUR_PROPERTY})` } },
});

