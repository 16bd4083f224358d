import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

export const meta = style({
  margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, color: vars.color.text.secondary,
  fontSize: vars.font.size.small, fontVariantNumeric: 'tabular-nums',
});
export const dot = style({ color: vars.color.text.muted });
