import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const list = style({ margin: 0, color: vars.color.text.primary });
export const html = style({ color: vars.color.text.secondary, overflowWrap: 'anywhere' });
/** 16:9 at the dialog's width; the poster fills it before play. */
export const video = style({ display: 'block', width: '100%', aspectRatio: '16 / 9', borderRadius: vars.radius.medium, background: vars.color.background.brand });
