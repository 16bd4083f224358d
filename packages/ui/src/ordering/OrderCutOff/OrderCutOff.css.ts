import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** Words apart, lines not: a wrapped countdown keeps its lines together (sprinkles' gap would set both). */
export const countdown = style({ columnGap: vars.space.xxsmall });
export const left = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.primary, fontVariantNumeric: 'tabular-nums' });
/** Under an hour to go: the time left in the caution colour. */
export const soon = style({ color: vars.color.text.caution });
