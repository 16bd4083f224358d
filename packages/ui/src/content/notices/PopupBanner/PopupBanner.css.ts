import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

/** A 16 : 9 box: the space is kept before the image or video has loaded. */
export const media = style({ aspectRatio: '16 / 9', width: '100%', background: vars.color.background.brand, borderRadius: vars.radius.medium, overflow: 'hidden' });
export const fill = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
export const cta = style({ alignSelf: 'center' });
