import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const textArea = style({
  minHeight: '10rem', padding: vars.space.small, lineHeight: vars.font.lineHeight.text, resize: 'vertical',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontVariantNumeric: 'tabular-nums',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
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
    '&:is([data-status="unknown"], [data-status="outOfStock"], [data-status="archived"], [data-status="noQuantity"], [data-status="notAQuantity"], [data-status="atMaximum"])': {
      borderLeftColor: vars.color.border.critical,
    },
  },
});
/** The arrow in 'in cart 5 → 10', centred on the text's x-height. */
export const arrow = style({ verticalAlign: 'middle' });
/** The line's outcome, coloured by its status. */
export const message = style({
  selectors: {
    '[data-status="added"] &': { color: vars.color.text.positive },
    '[data-status="adjusted"] &': { color: vars.color.text.caution },
    '[data-status]:not([data-status="added"], [data-status="adjusted"]) &': { color: vars.color.text.critical },
  },
});
export const footer = style({
  position: 'sticky', bottom: 0, padding: `${vars.space.small} 0`, background: vars.color.background.page,
});
// Keeps its height whether a result shows or not, so nothing below moves at each scan.
export const scanResult = style({ minHeight: vars.size.touch });
export const scanMessage = style({
  selectors: { '&[data-tone="positive"]': { color: vars.color.text.positive }, '&[data-tone="critical"]': { color: vars.color.text.critical } },
});
/** The camera's picture: 4:3 at most 28rem wide, its place kept while the camera starts. */
export const camera = style({ maxWidth: '28rem' });
export const video = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', background: vars.color.background.neutral, borderRadius: vars.radius.medium, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}` });
