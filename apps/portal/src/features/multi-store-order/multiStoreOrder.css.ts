import { style } from '@vanilla-extract/css';
import { vars } from '@trade-portal/ui';

export const text = style({ margin: 0 });
export const outcomes = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
export const summary = style({ margin: 0, paddingLeft: vars.space.large, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
