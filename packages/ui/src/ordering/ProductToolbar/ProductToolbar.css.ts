import { style } from '@vanilla-extract/css';
import { vars, media } from '../../theme';

export const toolbar = style({
  display: 'grid', gap: vars.space.small, alignItems: 'end', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gridTemplateAreas: '"search search" "sort filter"',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(180px, 220px) auto minmax(220px, 1fr)', gridTemplateAreas: '"sort filter search"' } },
});
export const sort = style({ gridArea: 'sort', minWidth: 0 });
export const filter = style({ gridArea: 'filter' });
export const search = style({ gridArea: 'search', minWidth: 0, '@media': { [media.tablet]: { maxWidth: 420, justifySelf: 'end', width: '100%' } } });
export const count = style({
  minWidth: 22, height: 22, padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.full, background: vars.color.background.interactive, color: vars.color.text.inverse, fontSize: vars.font.size.xsmall,
  fontVariantNumeric: 'tabular-nums',
});
