import { style } from '@vanilla-extract/css';
import { media, vars } from '@trade-portal/ui';

/** The inline filter: from the desktop width (932 px) only; below it the 'Filter' button stands in. */
export const inlineFilter = style({ display: 'none', '@media': { [media.desktop]: { display: 'block' } } });

/** The 'Filter' button and its summary, below the desktop width; it opens the FILTER drawer (§2.11). */
export const filterButton = style({ display: 'block', '@media': { [media.desktop]: { display: 'none' } } });

/** The summary inside the button: what the list shows now. */
export const summary = style({ fontWeight: vars.font.weight.regular, marginInlineStart: vars.space.xsmall });
