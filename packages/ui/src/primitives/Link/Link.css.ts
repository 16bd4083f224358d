import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../theme';

/** Link looks: `inline` sits in running text, `standalone` is a 44 px tap target on its own line. */
export const link = recipe({
  base: {
    fontWeight: vars.font.weight.semibold, cursor: 'pointer', borderRadius: vars.radius.small, textUnderlineOffset: '0.2em',
    selectors: {
      '&[data-hovered]': { textDecorationThickness: vars.borderWidth.thick },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      inline: { textDecoration: 'underline' },
      standalone: { display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall, minHeight: vars.size.touch, textDecoration: 'none', selectors: { '&[data-hovered]': { textDecoration: 'underline' } } },
    },
    tone: {
      interactive: { color: vars.color.text.interactive },
      neutral: { color: vars.color.text.primary },
      inverse: { color: vars.color.text.inverse },
    },
  },
  defaultVariants: { variant: 'inline', tone: 'interactive' },
});
export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
