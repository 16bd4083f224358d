import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

export const dot = style({ color: vars.color.text.muted });
