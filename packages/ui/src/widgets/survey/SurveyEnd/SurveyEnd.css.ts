import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

export const end = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.heading, fontWeight: vars.font.weight.bold, color: vars.color.text.primary });
export const text = style({ margin: 0, color: vars.color.text.secondary });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.small, flexWrap: 'wrap' });
