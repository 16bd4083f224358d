import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme';

/**
 * Every Text and Heading: the element's own margin (a <p>'s, an <h4>'s) is reset at zero specificity
 * (`:where`), so a Box margin prop on the same element still wins.
 */
export const base = style({});
globalStyle(`:where(${base})`, { margin: 0 });

/** One class per size of the type scale (theme `font.size`). */
export const size = styleVariants(vars.font.size, (fontSize) => ({ fontSize }));

/** One class per text colour of the theme (`color.text`). */
export const tone = styleVariants(vars.color.text, (color) => ({ color }));

/** Braid's weight names over the theme's three weights: regular 400, medium 600, strong 700. */
export const weight = styleVariants(
  { regular: vars.font.weight.regular, medium: vars.font.weight.semibold, strong: vars.font.weight.bold },
  (fontWeight) => ({ fontWeight }),
);

export const align = styleVariants({ left: 'left', center: 'center', right: 'right' } as const, (textAlign) => ({ textAlign }));

/** Headings' tighter line height (docs/design.md: 1.2 for headings, 1.5 for text). */
export const headingLineHeight = style({ lineHeight: vars.font.lineHeight.heading });

/** Prices and quantities line up (docs/design.md principle 3). */
export const tabularNums = style({ fontVariantNumeric: 'tabular-nums' });

/** A long word or code (an email, a SKU) breaks anywhere rather than overflow its box. */
export const breakWords = style({ overflowWrap: 'anywhere' });

/** One line, cut with an ellipsis; the element must be a block or a flex item to have a width. */
export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
