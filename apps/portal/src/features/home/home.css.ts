import { style } from '@vanilla-extract/css';
import { vars } from '@trade-portal/ui';

/** The Shop Now call to action as a button (it opens the create-order dialog): the link's look, no button chrome. */
export const ctaButton = style({ border: 'none', font: 'inherit', fontWeight: vars.font.weight.semibold, cursor: 'pointer' });
