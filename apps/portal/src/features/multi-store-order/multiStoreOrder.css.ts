import { style } from '@vanilla-extract/css';

/** The confirmation's list of orders keeps its bullets and indent but not the browser's margin above and below. */
export const summary = style({ margin: 0 });
