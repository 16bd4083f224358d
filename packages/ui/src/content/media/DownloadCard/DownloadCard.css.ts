import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../../theme';
import { DOWNLOAD_CARD_HEIGHT } from '../shared/sizes';


export const card = recipe({
  base: {
    boxSizing: 'border-box', height: DOWNLOAD_CARD_HEIGHT,
    padding: `${vars.space.small} ${vars.space.medium}`, background: vars.color.background.card, color: vars.color.text.primary,
    border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium, boxShadow: vars.shadow.card,
    textDecoration: 'none', cursor: 'pointer', minWidth: 0,
    // The anchor of the visually hidden '(opens in a new tab)': without it that absolute text is placed
    // against the page, outside a scrolling row, and widens the page.
    position: 'relative',
    transition: `border-color ${vars.motion.fast} ease-out`,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.border.focus },
      '&[data-focus-visible]': focusRing,
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    width: { row: { flex: `0 0 ${vars.width.card}`, width: vars.width.card }, fill: { width: '100%' } },
    loading: { true: { cursor: 'default', boxShadow: 'none' } },
  },
  defaultVariants: { width: 'fill' },
});

export const icon = style({ flexShrink: 0, width: 40, height: 40, objectFit: 'contain' });
export const sheet = style({ fill: vars.color.background.card, stroke: vars.color.border.strong, strokeWidth: 1.5 });
export const fold = style({ fill: 'none', stroke: vars.color.border.strong, strokeWidth: 1.5 });
export const badge = style({ fill: vars.color.background.critical });
export const badgeText = style({ fill: vars.color.text.inverse, fontSize: 8, fontWeight: vars.font.weight.bold, fontFamily: vars.font.family });
export const text = style({ flex: 1 });
export const title = style({
  fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.text,
  display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere',
});
export const date = style({ fontSize: vars.font.size.xsmall, color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums', marginTop: vars.space.xxsmall });
