import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** The form's column (the fields stack 16 px apart in the markup). */
export const form = style({ width: '100%', maxWidth: vars.width.form });
