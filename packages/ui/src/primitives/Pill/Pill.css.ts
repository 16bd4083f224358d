import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme';

/** Small tinted label; every tone meets 4.5:1 text contrast on its tint (docs/design.md). */
export const pill = recipe({
  base: {
    padding: `calc(${vars.space.xxsmall} / 2) ${vars.space.xsmall}`, borderRadius: vars.radius.small,
    fontSize: vars.font.size.xsmall, fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.text, whiteSpace: 'nowrap', maxWidth: '100%',
    overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.background.neutral, color: vars.color.text.secondary },
      accent: { background: vars.color.background.interactiveTint, color: vars.color.text.interactive },
      caution: { background: vars.color.background.cautionTint, color: vars.color.text.caution },
      positive: { background: vars.color.background.positiveTint, color: vars.color.text.positive },
      critical: { background: vars.color.background.criticalTint, color: vars.color.text.critical },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
export type PillVariants = NonNullable<RecipeVariants<typeof pill>>;
