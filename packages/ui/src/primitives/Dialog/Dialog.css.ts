import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const dialog = style({ padding: vars.space.large, outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const title = style({ margin: 0, fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.heading, fontWeight: vars.font.weight.bold, color: vars.color.text.primary, overflowWrap: 'anywhere' });
export const titleCritical = style({ color: vars.color.text.critical });
export const body = style({ margin: 0, color: vars.color.text.secondary });
export const actions = style({ display: 'flex', gap: vars.space.small, justifyContent: 'flex-end', flexWrap: 'wrap', marginTop: vars.space.xsmall });
