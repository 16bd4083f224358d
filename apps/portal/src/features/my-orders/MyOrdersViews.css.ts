import { style } from '@vanilla-extract/css';
import { vars } from '@trade-portal/ui';

/**
 * A view's link: the current one reads as chosen, in the header's way (primary text over a gold bar),
 * the other as a link to follow.
 */
export const view = style({
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.text.primary,
      boxShadow: `inset 0 calc(-1 * ${vars.borderWidth.focus}) 0 ${vars.color.background.accent}`,
      cursor: 'default',
    },
  },
});
