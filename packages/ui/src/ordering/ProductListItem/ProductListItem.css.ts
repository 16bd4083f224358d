import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars, media, visuallyHiddenRules } from '../../theme';

/**
 * Phone: a card (thumbnail and name, then price and the stepper side by side, the stepper bottom right
 * under the thumb, the line total under the price). From 768 px: one table-like row of about 64 px,
 * with the line total under the price on tablets and in its own column from 932 px. Rows are separated
 * by a rule, not spaced as cards, so a tablet screen shows some ten products.
 */
export const item = style({
  display: 'grid', columnGap: vars.space.small, rowGap: vars.space.xsmall, padding: vars.space.small,
  background: vars.color.background.card, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium,
  gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr) auto`,
  gridTemplateAreas: '"img info info" "price price stepper" "total total stepper"',
  alignItems: 'center',
  selectors: {
    '&[data-out-of-stock]': { background: vars.color.background.page },
    // A stock-card star: top right on phones (the name keeps the width above the stepper), a last 44 px
    // column from 768 px.
    '&[data-stock-card]': {
      gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr) auto ${vars.size.touch}`,
      gridTemplateAreas: '"img info info star" "price price stepper stepper" "total total stepper stepper"',
    },
  },
  '@media': {
    [media.tablet]: {
      padding: `${vars.space.xsmall} ${vars.space.small}`, borderRadius: 0, border: 'none',
      borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
      gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr) minmax(${vars.width.totalColumn}, auto) auto`,
      gridTemplateAreas: '"img info price stepper" "img info total stepper"',
      rowGap: 0,
      selectors: {
        '&[data-stock-card]': {
          gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr) minmax(${vars.width.totalColumn}, auto) auto ${vars.size.touch}`,
          gridTemplateAreas: '"img info price stepper star" "img info total stepper star"',
        },
      },
    },
    [media.desktop]: {
      gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr) ${vars.width.priceColumn} auto ${vars.width.totalColumn}`,
      gridTemplateAreas: '"img info price stepper total"',
      selectors: {
        '&[data-stock-card]': { gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr) ${vars.width.priceColumn} auto ${vars.width.totalColumn} ${vars.size.touch}`, gridTemplateAreas: '"img info price stepper total star"' },
      },
    },
  },
});

export const imageBox = style({
  gridArea: 'img', width: vars.size.thumbnail, height: vars.size.thumbnail, borderRadius: vars.radius.small, background: vars.color.background.neutral, overflow: 'hidden',
  alignSelf: 'start',
  '@media': { [media.tablet]: { alignSelf: 'center' } },
  selectors: { [`${item}[data-out-of-stock] &`]: { filter: 'grayscale(1)', opacity: 0.6 } },
});
export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });
export const placeholder = style({ width: '45%', height: '60%', borderRadius: 2, border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}` });

/** Half a grid step between the name line and the details. */
const half = `calc(${vars.space.xxsmall} / 2)`;
export const info = style({ gridArea: 'info', gap: half });
export const titleLine = style({ columnGap: vars.space.xsmall, rowGap: half });
/** An out-of-stock product's name is muted with its row. */
export const name = style({ selectors: { [`${item}[data-out-of-stock] &`]: { color: vars.color.text.secondary } } });
export const minimum = style({ whiteSpace: 'normal' });

export const price = style({
  gridArea: 'price', fontSize: vars.font.size.xsmall, color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums',
  '@media': { [media.tablet]: { textAlign: 'right' } },
});
export const priceMain = style({
  fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold, color: vars.color.text.primary,
  selectors: { [`${item}[data-out-of-stock] &`]: { color: vars.color.text.secondary } },
});
export const rrp = style({ whiteSpace: 'nowrap' });

export const stepperArea = style({ gridArea: 'stepper', alignSelf: 'end', '@media': { [media.tablet]: { alignSelf: 'center' } } });

export const total = style({
  gridArea: 'total', fontVariantNumeric: 'tabular-nums',
  '@media': { [media.tablet]: { textAlign: 'right' } },
});
/** Said on every layout, shown below 932 px only: from there the list's column heading says it. */
export const totalLabel = style({
  fontWeight: vars.font.weight.regular, color: vars.color.text.secondary, fontSize: vars.font.size.xsmall,
  '@media': { [media.desktop]: visuallyHiddenRules },
});
export const saving = style({ whiteSpace: 'nowrap' });
export const outOfStock = style({
  minHeight: vars.size.touch, padding: `0 ${vars.space.medium}`, borderRadius: vars.radius.small,
  background: vars.color.background.criticalTint, color: vars.color.text.critical, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.small,
});

export const starArea = style({ gridArea: 'star', alignSelf: 'start', '@media': { [media.tablet]: { alignSelf: 'center' } } });
/**
 * The stock-card star, a 44 px target: an outline in secondary text when off, filled gold with a dark
 * gold outline when on (gold alone is 2.4:1 on white, docs/design.md; the outline keeps the shape at 5.4:1).
 */
export const starButton = style({
  width: vars.size.touch, height: vars.size.touch, padding: 0,
  border: 'none', borderRadius: vars.radius.small, background: 'transparent', color: vars.color.text.secondary, cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ease-out`,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutral },
    '&[data-pressed]': { transform: 'scale(.96)' },
    '&[data-focus-visible]': focusRing,
    '&[data-selected], &[data-stock-card-control="remove"]': { color: vars.color.text.caution },
  },
});
globalStyle(`${starButton}[data-selected] path, ${starButton}[data-stock-card-control="remove"] path`, { fill: vars.color.background.accent });
