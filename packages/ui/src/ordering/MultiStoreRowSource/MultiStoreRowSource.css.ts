import { style } from '@vanilla-extract/css';

export const note = style({ maxWidth: '28rem' });
export const search = style({ flex: '1 1 18rem', maxWidth: '28rem' });
