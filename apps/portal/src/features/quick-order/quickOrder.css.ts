import { style } from '@vanilla-extract/css';
import { vars } from '@trade-portal/ui';

export const text = style({ margin: 0, maxWidth: vars.width.prose });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xsmall} ${vars.space.large}` });
export const report = style({ scrollMarginTop: vars.space.xxxlarge });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.heading });
