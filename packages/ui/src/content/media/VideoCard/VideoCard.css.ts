import { recipe } from '@vanilla-extract/recipes';
import { media as mq, vars } from '../../../theme';

/** The card; its layout is `mediaCardLayout`'s. The hero's row from the desktop width: video 2, words 1. */
export const card = recipe({
  base: { minWidth: 0, margin: 0 },
  variants: { size: { card: {}, hero: { '@media': { [mq.desktop]: { gridTemplateColumns: '2fr 1fr' } } } } },
  defaultVariants: { size: 'card' },
});
export const media = recipe({ base: { minWidth: 0 }, variants: { size: { card: {}, hero: {} } } });
export const title = recipe({
  base: { margin: 0, lineHeight: vars.font.lineHeight.heading, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' },
  variants: { size: { card: { fontSize: vars.font.size.large }, hero: { fontSize: vars.font.size.xlarge, '@media': { [mq.desktop]: { fontSize: vars.font.size.xxlarge } } } } },
});
