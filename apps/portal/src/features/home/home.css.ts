import { style } from '@vanilla-extract/css';
import { media, vars } from '@trade-portal/ui';

/** The Shop Now call to action as a button (it opens the create-order dialog): the link's look, no button chrome. */
export const ctaButton = style({ border: 'none', font: 'inherit', fontWeight: vars.font.weight.semibold, cursor: 'pointer' });

/** Shop Now and My orders: one column on phones, side by side from the tablet width. */
export const cards = style({ gridTemplateColumns: '1fr', '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } } });

/**
 * 'Welcome, {store}': on phones the store's name usually takes a second line, so two lines are kept from
 * the start and the cards under the heading do not move when the account arrives.
 */
export const welcomeTitle = style({
  '@media': { [media.phone]: { minHeight: `calc(2 * ${vars.font.lineHeight.heading} * ${vars.font.size.xxlarge})` } },
});
