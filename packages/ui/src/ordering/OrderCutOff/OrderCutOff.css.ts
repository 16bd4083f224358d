import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const note = style({ display: 'block', marginTop: vars.space.xxsmall, fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const locked = style({ color: vars.color.text.caution, fontWeight: vars.font.weight.semibold });
export const countdown = style({ display: 'inline-flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: vars.space.xxsmall });
export const left = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.primary, fontVariantNumeric: 'tabular-nums' });
/** Under an hour to go: the time left in the caution colour. */
export const soon = style({ color: vars.color.text.caution });
