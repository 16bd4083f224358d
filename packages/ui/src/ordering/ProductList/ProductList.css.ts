import { style } from '@vanilla-extract/css';
import { vars, media } from '../../theme';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, listStyle: 'none', margin: 0, padding: 0 });
export const skeletonItem = style({
  display: 'grid', gap: vars.space.medium, padding: vars.space.medium, background: vars.color.background.card,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium, gridTemplateColumns: '64px minmax(0, 1fr)', minHeight: 200,
  '@media': { [media.desktop]: { gridTemplateColumns: '72px minmax(0, 2.2fr) minmax(150px, 1fr) 200px', minHeight: 152, alignItems: 'center' } },
});
export const skeletonLines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
export const skeletonSide = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, alignItems: 'flex-end', gridColumn: '1 / -1', '@media': { [media.desktop]: { gridColumn: 'auto' } } });
