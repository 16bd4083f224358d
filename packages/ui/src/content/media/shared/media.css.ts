import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

/** A 16:9 video box at any width, reserved before its poster arrives. */
export const video = style({
  display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover',
  background: vars.color.background.brand, borderRadius: vars.radius.medium,
});
