import { style } from '@vanilla-extract/css';

export const wrap = style({ maxWidth: 280 });
