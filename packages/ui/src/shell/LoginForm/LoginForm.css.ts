import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const help = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary, overflowWrap: 'anywhere' });
