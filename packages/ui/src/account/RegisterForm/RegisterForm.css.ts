import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, width: '100%', maxWidth: vars.width.form });
/** First and last name side by side when there is room, stacked on a phone. */
export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: vars.space.medium });
export const check = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
export const terms = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const sent = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, alignItems: 'flex-start', maxWidth: vars.width.form });
