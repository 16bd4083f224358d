import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, alignItems: 'flex-start', color: vars.color.text.secondary });
/** The scrolling box of the terms: long legal text stays inside the dialog, its buttons in view. */
export const terms = style({ maxHeight: '50dvh', overflowY: 'auto', color: vars.color.text.secondary });
