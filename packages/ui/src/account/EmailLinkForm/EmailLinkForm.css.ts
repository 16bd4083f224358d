import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, width: '100%', maxWidth: vars.width.form });
