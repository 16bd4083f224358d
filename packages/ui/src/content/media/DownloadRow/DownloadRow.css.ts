import { style } from '@vanilla-extract/css';
import { gutterPadding, media, vars } from '../../../theme';
import { DOWNLOAD_ROW_HEIGHT } from '../shared/sizes';

export const row = style({
  height: DOWNLOAD_ROW_HEIGHT, boxSizing: 'border-box', padding: `${vars.space.large} 0`, overflow: 'hidden',
  // The cards' total width must not count as the row's own minimum width: in a flex column (the shell)
  // it would widen the whole page instead of scrolling the row.
  contain: 'inline-size', minWidth: 0, position: 'relative',
  background: vars.color.background.page, borderTop: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
});
export const inner = style({
  // The private shell's content column (1280 px, 16 px sides on phones, 24 px from tablets), so the row lines up with the page.
  // On the right, the gutter a shell with floating controls keeps free (ADR 0036).
  maxWidth: vars.width.content, margin: '0 auto', padding: `0 ${vars.space.medium}`, paddingRight: gutterPadding(vars.space.medium, vars.width.content),
  '@media': { [media.tablet]: { padding: `0 ${vars.space.large}`, paddingRight: gutterPadding(vars.space.large, vars.width.content) } },
});
export const head = style({ height: vars.size.touch });
