import { style } from '@vanilla-extract/css';

export { chip } from '../shared/shared.css';
export const store = style({ minWidth: 220, maxWidth: '100%' });
