import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../../theme';

export const body = style({ color: vars.color.text.secondary });
/** The scrolling box of the terms: long legal text stays inside the dialog, its buttons in view. */
export const terms = style({ maxHeight: '50dvh', overflowY: 'auto', color: vars.color.text.secondary });
/** 'Terms and Conditions': a link-look button, 44 px tall. */
export const termsButton = style({
  minHeight: vars.size.touch, padding: 0, border: 0, background: 'none', cursor: 'pointer', fontFamily: 'inherit', fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.semibold, color: vars.color.text.interactive, textDecoration: 'underline', textUnderlineOffset: vars.font.underlineOffset, borderRadius: vars.radius.small,
  selectors: { '&[data-hovered]': { textDecorationThickness: vars.borderWidth.thick }, '&[data-focus-visible]': focusRing },
});
