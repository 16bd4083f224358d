import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const wrap = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space.xxsmall, alignItems: 'flex-start', maxWidth: 280 });
export const error = style({ fontSize: vars.font.size.xsmall, color: vars.color.text.critical, fontWeight: vars.font.weight.semibold, margin: 0, overflowWrap: 'anywhere' });
