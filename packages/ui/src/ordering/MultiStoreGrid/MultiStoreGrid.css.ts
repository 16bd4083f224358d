import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** The grid scrolls sideways on narrow screens; the product column stays in view. */
export const wrap = style({
  overflowX: 'auto', background: vars.color.background.card, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium,
});
export const table = style({ width: '100%', borderCollapse: 'separate', borderSpacing: 0, fontVariantNumeric: 'tabular-nums' });
export const th = style({
  position: 'sticky', top: 0, padding: vars.space.small, textAlign: 'left', verticalAlign: 'bottom', fontSize: vars.font.size.small,
  background: vars.color.background.neutral, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, minWidth: '11rem',
});
export const productCell = style({
  position: 'sticky', left: 0, zIndex: 1, background: vars.color.background.card, padding: vars.space.small, minWidth: '12rem', maxWidth: '18rem',
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, textAlign: 'left', fontWeight: vars.font.weight.regular,
});
export const productHead = style([th, { position: 'sticky', left: 0, zIndex: 2 }]);
export const name = style({ display: 'block', fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });
export const sub = style({ display: 'block', fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const note = style({ display: 'block', marginTop: vars.space.xxsmall, fontSize: vars.font.size.xsmall, color: vars.color.text.secondary, fontStyle: 'italic' });
export const cell = style({ padding: vars.space.xsmall, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, verticalAlign: 'top' });
export const readOnly = style({ display: 'inline-block', padding: vars.space.xsmall, color: vars.color.text.secondary });
export const storeName = style({ display: 'block', fontWeight: vars.font.weight.bold, fontSize: vars.font.size.body, color: vars.color.text.primary });
export const foot = style({ padding: vars.space.small, verticalAlign: 'top', background: vars.color.background.neutral });
export const total = style({ fontWeight: vars.font.weight.bold });
export const footHead = style([productHead, { verticalAlign: 'top', borderBottom: 'none' }]);
