import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxsmall, listStyle: 'none', margin: 0, padding: 0, minWidth: 0 });
export const tag = style({ display: 'inline-flex', maxWidth: '100%' });
// Long bought-by texts wrap instead of overflowing a phone card.
globalStyle(`${tag} > span`, { whiteSpace: 'normal', overflowWrap: 'anywhere' });
