import { style } from '@vanilla-extract/css';
import { vars } from '@trade-portal/ui';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, maxWidth: vars.width.prose, scrollMarginTop: vars.space.large });
export const heading = style({ margin: 0, fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.heading, outline: 'none' });
