import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme';
import { DOWNLOAD_CARD_HEIGHT } from '../../media/shared/sizes';

export const root = style({ scrollMarginTop: vars.space.large });

export const header = style({ columnGap: vars.space.medium, minHeight: vars.size.touch });

/** Two cards side by side from 768 px, stacked below: the same room loading, loaded or failed. */
const room = {
  minHeight: `calc(2 * ${DOWNLOAD_CARD_HEIGHT}px + ${vars.space.medium})`,
  '@media': { [media.tablet]: { minHeight: DOWNLOAD_CARD_HEIGHT } },
} as const;

export const cards = style({
  ...room,
  listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.medium, gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start',
  '@media': { [media.tablet]: { minHeight: DOWNLOAD_CARD_HEIGHT, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});


export const message = style({ ...room, boxSizing: 'border-box' });
