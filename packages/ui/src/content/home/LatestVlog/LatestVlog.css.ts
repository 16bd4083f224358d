import { style } from '@vanilla-extract/css';
import { card, media, vars } from '../../../theme';

export const heading = style({ minHeight: vars.size.touch });

/** Narrow: the video above its details; from 768 px the video (about 60 %) beside them. */
export const body = style([card, {
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', overflow: 'hidden',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
}]);
export const video = style({ width: '100%', background: vars.color.background.brand });
export const details = style({
  // Two lines of title and the meta line: the same height loading and loaded.
  minHeight: `calc(2 * ${vars.font.lineHeight.heading} * ${vars.font.size.large} + ${vars.font.size.small} * ${vars.font.lineHeight.text} + ${vars.space.xsmall} + 2 * ${vars.space.medium})`,
  boxSizing: 'border-box',
});
/** Two lines at most. */
export const title = style({
  display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden',
});
export const dot = style({ color: vars.color.text.secondary });
