import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme';

/** A round count badge: gold on navy in the header, or a tone on light surfaces. */
export const badge = recipe({
  base: {
    minWidth: 22, height: 22, padding: `0 calc(${vars.space.small} / 2)`,
    borderRadius: vars.radius.full, fontSize: vars.font.size.xsmall, fontWeight: vars.font.weight.bold, lineHeight: 1,
    fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      accent: { background: vars.color.background.accent, color: vars.color.text.primary },
      neutral: { background: vars.color.background.brand, color: vars.color.text.inverse },
      critical: { background: vars.color.background.critical, color: vars.color.text.inverse },
      interactive: { background: vars.color.background.interactive, color: vars.color.text.inverse },
    },
  },
  defaultVariants: { tone: 'accent' },
});
export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
