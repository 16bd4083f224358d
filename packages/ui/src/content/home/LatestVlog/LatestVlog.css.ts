import { style } from '@vanilla-extract/css';
import { card, media, vars } from '../../../theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
export const heading = style({ margin: 0, fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.heading, minHeight: vars.size.touch, display: 'flex', alignItems: 'center' });

/** Narrow: the video above its details; from 768 px the video (about 60 %) beside them. */
export const body = style([card, {
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', overflow: 'hidden',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
}]);
export const video = style({ width: '100%', background: vars.color.background.brand });
export const details = style({
  display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: vars.space.xsmall, padding: vars.space.medium,
  // Two lines of title and the meta line: the same height loading and loaded.
  minHeight: `calc(2 * ${vars.font.lineHeight.heading} * ${vars.font.size.large} + ${vars.font.size.small} * ${vars.font.lineHeight.text} + ${vars.space.xsmall} + 2 * ${vars.space.medium})`,
  boxSizing: 'border-box',
  '@media': { [media.tablet]: { padding: vars.space.large } },
});
export const title = style({
  margin: 0, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.heading, fontWeight: vars.font.weight.semibold,
  display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden',
});
export const meta = style({
  margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, color: vars.color.text.secondary,
  fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.text, fontVariantNumeric: 'tabular-nums',
});
export const dot = style({ color: vars.color.text.secondary });
