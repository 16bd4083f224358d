import { style } from '@vanilla-extract/css';
import { vars } from '@trade-portal/ui';

/** Running text of the page: a readable measure. */
export const text = style({ maxWidth: vars.width.prose });
/** The bar's links: Place Order and the cart, wide apart side by side, close when they wrap on phones. */
export const links = style({ columnGap: vars.space.large, rowGap: vars.space.xsmall });
/** The count and the cart, sticking to the top of the window while the list scrolls (as Place Order's bar). */
export const summary = style({
  columnGap: vars.space.medium, rowGap: vars.space.xxsmall,
  position: 'sticky', top: 0, zIndex: 2, background: vars.color.background.page,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
});
