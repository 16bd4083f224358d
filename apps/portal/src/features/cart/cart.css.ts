import { style } from '@vanilla-extract/css';
import { media, vars } from '@trade-portal/ui';

/** The lines and the summary: one column on phones, the summary a column beside the lines on desktop (docs/design.md). */
export const columns = style({
  gridTemplateColumns: '1fr',
  '@media': { [media.desktop]: { gridTemplateColumns: `minmax(0, 1fr) ${vars.width.summary}` } },
});

/** The summary stays in view on desktop while the lines scroll. */
export const sticky = style({
  '@media': { [media.desktop]: { position: 'sticky', top: vars.space.large } },
});

/** The cart's lines: a list without bullets, indent or the browser's margin. */
export const lines = style({ listStyle: 'none', margin: 0, padding: 0 });
