import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** The body under the title: text, items, HTML, video or a step, stacked. */
export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });
export const body = style({ margin: 0, color: vars.color.text.secondary, overflowWrap: 'anywhere' });
export const list = style({ margin: 0, paddingLeft: vars.space.large, color: vars.color.text.primary, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
export const html = style({ color: vars.color.text.secondary, overflowWrap: 'anywhere' });
/** 16:9 at the dialog's width; the poster fills it before play. */
export const video = style({ display: 'block', width: '100%', aspectRatio: '16 / 9', borderRadius: vars.radius.medium, background: vars.color.background.brand });
export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
export const progress = style({ margin: 0, fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, color: vars.color.text.muted });
export const stepTitle = style({ margin: 0, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.heading, fontWeight: vars.font.weight.bold, color: vars.color.text.primary });
