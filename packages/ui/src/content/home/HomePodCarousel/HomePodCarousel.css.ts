import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '../../../theme';
import { CAROUSEL_CONTROLS_HEIGHT, POD_HEIGHT_WIDE, POD_IMAGE, POD_PANEL_HEIGHT_NARROW } from '../shared/sizes';

/** A custom property holding the panel's text colour (set inline), for links in the description and the focus ring. */
export const PANEL_TEXT_PROPERTY = '--pod-text';

const clamp = (lines: number) => ({ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: lines, overflow: 'hidden' }) as const;
const wideMediaWidth = Math.round((POD_HEIGHT_WIDE * POD_IMAGE.width) / POD_IMAGE.height);

/** While loading, a spacer of the controls' row's height under the pod. */
export const controlsSpacer = style({ height: CAROUSEL_CONTROLS_HEIGHT });

export const pod = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: `auto ${POD_PANEL_HEIGHT_NARROW}px`,
  borderRadius: vars.radius.medium, overflow: 'hidden', background: vars.color.background.card,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, boxSizing: 'border-box',
  '@media': { [media.tablet]: { gridTemplateColumns: `${wideMediaWidth}px minmax(0, 1fr)`, gridTemplateRows: `${POD_HEIGHT_WIDE - 2}px` } },
});

/** The picture's or video's box: 4:3 above the panel when narrow, the pod's height beside it from 768 px. */
export const picture = style({
  aspectRatio: `${POD_IMAGE.width} / ${POD_IMAGE.height}`, background: vars.color.background.brand, minWidth: 0, overflow: 'hidden',
  '@media': { [media.tablet]: { aspectRatio: 'auto', height: '100%' } },
});

export const fill = style({ height: '100%' });

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const panel = style({ overflow: 'hidden', boxSizing: 'border-box', background: vars.color.background.brand });

export const title = style({ margin: 0, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.heading, fontWeight: vars.font.weight.bold, ...clamp(2),
  '@media': { [media.tablet]: { fontSize: vars.font.size.xlarge } },
});
export const desc = style({ ...clamp(3) });
globalStyle(`${desc} a`, { color: `var(${PANEL_TEXT_PROPERTY})` });

export const cta = style({
  minHeight: vars.size.touch, padding: `0 ${vars.space.large}`,
  borderRadius: vars.radius.small, fontWeight: vars.font.weight.semibold, textDecoration: 'none', cursor: 'pointer',
  selectors: { '&[data-hovered]': { textDecoration: 'underline' }, '&[data-focus-visible]': { ...focusRing, outlineColor: `var(${PANEL_TEXT_PROPERTY})` } },
});
