import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const help = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary, overflowWrap: 'anywhere' });
export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', columnGap: vars.space.medium, rowGap: 0 });
