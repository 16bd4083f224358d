import { style } from '@vanilla-extract/css';
import { vars, visuallyHidden } from '@trade-portal/ui';

/** Running text of the page: a readable measure. */
export const text = style({ margin: 0, maxWidth: vars.width.prose });
/** A message with its action beside it (Try again, Dismiss), wrapping on phones. */
export const error = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });
/** The bar's links: Place Order and the cart, side by side, wrapping on phones. */
export const links = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.large, rowGap: vars.space.xsmall });
/** Said to screen readers only: what the last remove did. */
export const status = style([visuallyHidden]);
/** The count and the cart, sticking to the top of the window while the list scrolls (as Place Order's bar). */
export const summary = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: vars.space.medium, rowGap: vars.space.xxsmall,
  position: 'sticky', top: 0, zIndex: 2, background: vars.color.background.page, padding: `${vars.space.xsmall} 0`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
});
export const count = style({ margin: 0, fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, color: vars.color.text.secondary });
export const cart = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' });
export const cartOuters = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.semibold });
export const cartTotal = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.body });
