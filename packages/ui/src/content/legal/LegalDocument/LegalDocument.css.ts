import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

export const article = style({ maxWidth: vars.width.prose, display: 'flex', flexDirection: 'column', gap: vars.space.medium, lineHeight: vars.font.lineHeight.text });
export const title = style({ margin: 0, fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.heading });
export const template = style({
  margin: 0, padding: vars.space.medium, borderRadius: vars.radius.medium, background: vars.color.background.cautionTint,
  borderLeft: `${vars.borderWidth.heavy} solid ${vars.color.background.caution}`, color: vars.color.text.primary,
});
export const updated = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.small });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
export const heading = style({ margin: 0, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.heading });
export const paragraph = style({ margin: 0 });
export const list = style({ margin: 0, paddingLeft: vars.space.large, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
