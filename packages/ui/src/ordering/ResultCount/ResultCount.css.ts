import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const count = style({
  margin: 0, fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums',
});
