import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const page = style({
  maxWidth: vars.width.errorPage, margin: '0 auto', padding: `${vars.space.xxlarge} ${vars.space.medium}`, textAlign: 'center',
  display: 'flex', flexDirection: 'column', gap: vars.space.medium, alignItems: 'center',
});
export const code = style({ fontSize: vars.font.size.display, fontWeight: vars.font.weight.bold, color: vars.color.text.interactive, fontVariantNumeric: 'tabular-nums', lineHeight: vars.font.lineHeight.heading });
export const title = style({ margin: 0, fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.heading });
export const text = style({ margin: 0, color: vars.color.text.secondary, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium, alignItems: 'center', justifyContent: 'center' });
