import { globalStyle, style } from '@vanilla-extract/css';

export const tags = style({ listStyle: 'none', margin: 0, padding: 0 });
export const tag = style({ maxWidth: '100%' });
// Long bought-by texts wrap instead of overflowing a phone card.
globalStyle(`${tag} > span`, { whiteSpace: 'normal', overflowWrap: 'anywhere' });
