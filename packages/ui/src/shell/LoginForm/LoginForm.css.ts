import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const links = style({ listStyle: 'none', margin: 0, padding: 0, columnGap: vars.space.medium, rowGap: 0 });
