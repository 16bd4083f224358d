import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

export const box = style({ position: 'relative', width: '100%', overflow: 'hidden', background: vars.color.background.brand });
export const video = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
/** The ambient video's pause button, in a corner clear of the picture's title. */
export const pause = style({ position: 'absolute', insetInlineEnd: vars.space.xsmall, insetBlockStart: vars.space.xsmall });
