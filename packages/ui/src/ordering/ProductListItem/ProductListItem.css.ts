import { style } from '@vanilla-extract/css';
import { vars, media } from '../../theme';

/**
 * Phone: a card (image and name, prices, tags, minimum line, stepper bottom right under the thumb).
 * Desktop (≥ 932 px): one dense row. `content-visibility: auto` with an intrinsic size lets the browser
 * skip rows off screen, so ~300 products stay smooth.
 */
export const item = style({
  display: 'grid', columnGap: vars.space.medium, rowGap: vars.space.xsmall, padding: vars.space.medium,
  background: vars.color.background.card, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium,
  gridTemplateColumns: '64px minmax(0, 1fr)',
  gridTemplateAreas: '"img info" "price price" "tags tags" "min min" "stepper stepper"',
  contentVisibility: 'auto', containIntrinsicSize: 'auto 260px',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: '72px minmax(0, 2.2fr) minmax(150px, 1fr) minmax(200px, auto)',
      gridTemplateAreas: '"img info price stepper" "img tags tags stepper" "img min min stepper"',
      alignItems: 'center', containIntrinsicSize: 'auto 136px',
    },
  },
  selectors: { '&[data-out-of-stock]': { background: vars.color.background.page } },
});

export const imageBox = style({
  gridArea: 'img', width: 64, height: 64, borderRadius: vars.radius.small, background: vars.color.background.neutral, overflow: 'hidden',
  display: 'flex', alignItems: 'center', justifyContent: 'center', alignSelf: 'start',
  '@media': { [media.desktop]: { width: 72, height: 72, alignSelf: 'center' } },
  selectors: { [`${item}[data-out-of-stock] &`]: { filter: 'grayscale(1)', opacity: 0.6 } },
});
export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });
export const placeholder = style({ width: '45%', height: '60%', borderRadius: 2, border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}` });

export const info = style({ gridArea: 'info', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });
export const name = style({
  fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold, color: vars.color.text.primary, overflowWrap: 'anywhere', margin: 0,
  lineHeight: vars.font.lineHeight.heading,
  selectors: { [`${item}[data-out-of-stock] &`]: { color: vars.color.text.secondary } },
});
export const meta = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary, overflowWrap: 'anywhere' });

export const price = style({
  gridArea: 'price', display: 'flex', flexWrap: 'wrap', columnGap: vars.space.medium, alignItems: 'baseline',
  fontSize: vars.font.size.small, color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums',
  '@media': { [media.desktop]: { flexDirection: 'column', alignItems: 'flex-end', textAlign: 'right' } },
});
export const priceMain = style({
  fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.bold, color: vars.color.text.primary,
  selectors: { [`${item}[data-out-of-stock] &`]: { color: vars.color.text.secondary } },
});

export const tags = style({ gridArea: 'tags', minWidth: 0 });
export const minimum = style({ gridArea: 'min', fontSize: vars.font.size.xsmall, color: vars.color.text.secondary, margin: 0 });

export const stepperArea = style({
  gridArea: 'stepper', display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', columnGap: vars.space.small, rowGap: vars.space.xxsmall,
  '@media': { [media.desktop]: { flexDirection: 'column', alignItems: 'flex-end' } },
});
export const inCart = style({ fontSize: vars.font.size.small, color: vars.color.text.positive, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });
export const outOfStock = style({
  display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touch, padding: `0 ${vars.space.medium}`, borderRadius: vars.radius.small,
  background: vars.color.background.criticalTint, color: vars.color.text.critical, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.small,
});
