import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
export const textArea = style({
  minHeight: '10rem', padding: vars.space.small, lineHeight: vars.font.lineHeight.text, resize: 'vertical',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontVariantNumeric: 'tabular-nums',
});
export const actions = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap', alignItems: 'center' });

export const report = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
export const heading = style({ margin: 0, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.heading, color: vars.color.text.primary });
export const summary = style({ margin: 0, color: vars.color.text.primary, fontVariantNumeric: 'tabular-nums' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
export const line = style({
  listStyle: 'none', display: 'grid', gap: vars.space.xxsmall, padding: vars.space.small, gridTemplateColumns: 'minmax(0, 1fr)',
  background: vars.color.background.card, borderRadius: vars.radius.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
  borderLeftWidth: vars.borderWidth.heavy,
  // A report of thousands of lines lays out only what is on screen.
  contentVisibility: 'auto', containIntrinsicSize: 'auto 4.5rem',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'center' } },
  selectors: {
    '&[data-status="added"]': { borderLeftColor: vars.color.background.positive },
    '&[data-status="adjusted"]': { borderLeftColor: vars.color.background.caution },
    '&:is([data-status="unknown"], [data-status="outOfStock"], [data-status="archived"], [data-status="noQuantity"], [data-status="atMaximum"])': {
      borderLeftColor: vars.color.border.critical,
    },
  },
});
export const info = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
export const name = style({ fontWeight: vars.font.weight.bold, color: vars.color.text.primary, overflowWrap: 'anywhere' });
export const meta = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });
/** The arrow in 'in cart 5 → 10', centred on the text's x-height. */
export const arrow = style({ verticalAlign: 'middle' });
export const message = style({
  fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere',
  selectors: {
    '[data-status="added"] &': { color: vars.color.text.positive },
    '[data-status="adjusted"] &': { color: vars.color.text.caution },
    '[data-status]:not([data-status="added"], [data-status="adjusted"]) &': { color: vars.color.text.critical },
  },
});
export const alternative = style({ fontSize: vars.font.size.small, color: vars.color.text.primary });
export const footer = style({
  display: 'flex', gap: vars.space.small, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between',
  position: 'sticky', bottom: 0, padding: `${vars.space.small} 0`, background: vars.color.background.page,
});
// Keeps its height whether a result shows or not, so nothing below moves at each scan.
export const scanResult = style({ minHeight: vars.size.touch });
export const scanMessage = style({
  margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small, fontWeight: vars.font.weight.semibold,
  selectors: { '&[data-tone="positive"]': { color: vars.color.text.positive }, '&[data-tone="critical"]': { color: vars.color.text.critical } },
});
/** The camera's picture: 4:3 at most 28rem wide, its place kept while the camera starts. */
export const camera = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, maxWidth: '28rem' });
export const video = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', background: vars.color.background.neutral, borderRadius: vars.radius.medium, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}` });
export const cameraStatus = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });
