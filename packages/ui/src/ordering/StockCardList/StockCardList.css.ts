import { style } from '@vanilla-extract/css';
import { vars, media } from '../../theme';

/** The rows: cards with a gap on phones, touching rows inside the frame from 768 px. */
export const rows = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, listStyle: 'none', margin: 0, padding: 0,
  '@media': { [media.tablet]: { gap: 0 } },
});
