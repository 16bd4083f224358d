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
