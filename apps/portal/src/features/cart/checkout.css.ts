import { style } from '@vanilla-extract/css';
import { vars } from '@trade-portal/ui';

/** The §4 loader: covers the page while the order is submitted (its Text lays out the spinner and the words). */
export const loader = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: vars.color.background.veil,
});
