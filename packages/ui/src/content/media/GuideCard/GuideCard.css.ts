import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../../theme';

export const card = style({
  position: 'relative', minWidth: 0, overflow: 'hidden', height: '100%', boxSizing: 'border-box',
  background: vars.color.background.card, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.medium, boxShadow: vars.shadow.card,
  transition: `border-color ${vars.motion.fast} ease-out`,
  selectors: { '&:has([data-hovered])': { borderColor: vars.color.border.focus }, '&:has([data-focus-visible])': focusRing },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const cover = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 4', objectFit: 'cover', background: vars.color.background.brand });
export const body = style({ flex: 1 });
export const badge = style({ alignSelf: 'flex-start' });
export const link = style({
  color: vars.color.text.primary, textDecoration: 'none', outline: 'none',
  // The whole card is the link's target (its cover included), with one accessible link per guide.
  '::after': { content: '""', position: 'absolute', inset: 0 },
  selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
});
/** Above the card's link target, so the message can be selected. */
export const error = style({ position: 'relative' });
