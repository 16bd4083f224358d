import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const wrap = style({ position: 'fixed', right: vars.space.medium, bottom: vars.space.medium, zIndex: 50, borderRadius: vars.radius.small, boxShadow: vars.shadow.card });
