import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** The form's column (the fields stack 16 px apart in the markup). */
export const form = style({ width: '100%', maxWidth: vars.width.form });
/** First and last name side by side when there is room, stacked on a phone. */
export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: vars.space.medium });
export const terms = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const sent = style({ maxWidth: vars.width.form });
