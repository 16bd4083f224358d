import { style } from '@vanilla-extract/css';
import { media } from '../../theme';

/** The rows: cards 8 px apart on phones (a Stack), touching rows inside the frame from 768 px. */
export const rows = style({
  listStyle: 'none', margin: 0, padding: 0,
  '@media': { [media.tablet]: { gap: 0 } },
});
