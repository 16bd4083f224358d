import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const body = style({ margin: 0, color: vars.color.text.secondary, overflowWrap: 'anywhere' });
export const list = style({ margin: 0, paddingLeft: vars.space.large, color: vars.color.text.primary, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
