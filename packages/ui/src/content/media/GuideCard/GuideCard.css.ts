import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../../theme';

export const card = style({
  position: 'relative', display: 'flex', flexDirection: 'column', minWidth: 0, overflow: 'hidden', height: '100%', boxSizing: 'border-box',
  background: vars.color.background.card, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.medium, boxShadow: vars.shadow.card,
  transition: `border-color ${vars.motion.fast} ease-out`,
  selectors: { '&:has([data-hovered])': { borderColor: vars.color.border.focus }, '&:has([data-focus-visible])': focusRing },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const cover = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 4', objectFit: 'cover', background: vars.color.background.brand });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, padding: vars.space.small, flex: 1 });
export const badge = style({ alignSelf: 'flex-start' });
export const title = style({ margin: 0, fontSize: vars.font.size.body, lineHeight: vars.font.lineHeight.heading, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });
export const link = style({
  color: vars.color.text.primary, textDecoration: 'none', outline: 'none',
  // The whole card is the link's target (its cover included), with one accessible link per guide.
  '::after': { content: '""', position: 'absolute', inset: 0 },
  selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
});
export const date = style({ fontSize: vars.font.size.xsmall, color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' });
export const error = style({ margin: 0, marginTop: vars.space.xxsmall, fontSize: vars.font.size.small, color: vars.color.text.critical, position: 'relative' });
