import { style } from '@vanilla-extract/css';

/** The wrapper that keeps focus across the stand-in and the real group; it takes no box of its own. */
export const slot = style({ display: 'contents' });
