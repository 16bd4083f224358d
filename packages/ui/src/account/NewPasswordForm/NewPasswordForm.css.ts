import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, width: '100%', maxWidth: vars.width.form });
export const rules = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, fontSize: vars.font.size.small });
export const rule = style({
  display: 'flex', alignItems: 'center', gap: vars.space.xsmall, color: vars.color.text.secondary,
  selectors: { '&[data-met]': { color: vars.color.text.positive, fontWeight: vars.font.weight.semibold } },
});
export const mark = style({ width: 18, height: 18, flexShrink: 0 });
