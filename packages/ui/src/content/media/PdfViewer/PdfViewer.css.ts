import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme';

export const viewer = style({ height: '100dvh', background: vars.color.background.page });
export const bar = style({
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  padding: `${vars.space.xsmall} ${vars.space.medium}`, background: vars.color.background.card,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
  '@media': { [media.tablet]: { padding: `${vars.space.xsmall} ${vars.space.large}` } },
});
export const back = style({ flexShrink: 0, order: 0 });
export const heading = style({
  flex: '1 1 100%', minWidth: 0, order: 2,
  '@media': { [media.tablet]: { flex: '1 1 auto', order: 1 } },
});
export const title = style({ outline: 'none' });
export const actions = style({
  marginLeft: 'auto', order: 1,
  '@media': { [media.tablet]: { order: 2 } },
});
export const body = style({ flex: 1, minHeight: 0 });
export const frame = style({ flex: 1, width: '100%', border: 0, background: vars.color.background.neutral });
export const centre = style({ flex: 1 });
export const message = style({ maxWidth: vars.width.prose, width: '100%' });
export const placeholder = style({ visibility: 'hidden' });
