import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const page = style({
  maxWidth: vars.width.errorPage, margin: '0 auto', padding: `${vars.space.xxlarge} ${vars.space.medium}`, textAlign: 'center',
});
export const code = style({ fontSize: vars.font.size.display, fontWeight: vars.font.weight.bold, color: vars.color.text.interactive, fontVariantNumeric: 'tabular-nums', lineHeight: vars.font.lineHeight.heading });
