import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

export const article = style({ maxWidth: vars.width.prose, lineHeight: vars.font.lineHeight.text });
export const template = style({
  padding: vars.space.medium, borderRadius: vars.radius.medium, background: vars.color.background.cautionTint,
  borderLeft: `${vars.borderWidth.heavy} solid ${vars.color.background.caution}`, color: vars.color.text.primary,
});
export const list = style({ margin: 0 });
