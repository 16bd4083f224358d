import { style } from '@vanilla-extract/css';
import { vars } from '@trade-portal/ui';

/** A section (its Stack in the page) reads at prose width; /contact scrolls the form's section under a little space. */
export const section = style({ maxWidth: vars.width.prose, scrollMarginTop: vars.space.large });
/** /contact focuses the form's heading to start there: no ring around a heading nobody can press. */
export const heading = style({ outline: 'none' });
