import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme';

export const grid = style({
  listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.large, gridTemplateColumns: '1fr',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
export const item = style({ minWidth: 0 });
