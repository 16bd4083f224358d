import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, media, vars } from '../../theme';

/** A square 44 px (small: 36 px, 44 px on a touch screen) icon-only button. */
export const iconButton = recipe({
  base: {
    padding: 0,
    width: vars.size.touch, height: vars.size.touch, borderRadius: vars.radius.small, border: `${vars.borderWidth.standard} solid transparent`,
    cursor: 'pointer', fontFamily: 'inherit', transition: `background-color ${vars.motion.fast} ease-out`,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pressed]': { transform: 'scale(.96)' },
    },
  },
  variants: {
    variant: {
      quiet: { background: 'transparent' },
      secondary: { background: vars.color.background.card, borderColor: vars.color.border.strong },
      primary: { background: vars.color.background.brand, color: vars.color.text.inverse },
    },
    tone: {
      neutral: { color: vars.color.text.primary, selectors: { '&[data-hovered]': { background: vars.color.background.neutral } } },
      accent: { color: vars.color.text.interactive, selectors: { '&[data-hovered]': { background: vars.color.background.interactiveTint } } },
      inverse: { color: vars.color.text.inverse, selectors: { '&[data-hovered]': { background: vars.color.background.brandHover } } },
    },
    size: { small: { width: vars.size.controlSmall, height: vars.size.controlSmall, '@media': { [media.touch]: { width: vars.size.touch, height: vars.size.touch } } }, medium: {} },
  },
  compoundVariants: [{ variants: { variant: 'primary', tone: 'neutral' }, style: { color: vars.color.text.inverse, selectors: { '&[data-hovered]': { background: vars.color.background.brandHover } } } }],
  defaultVariants: { variant: 'quiet', tone: 'neutral', size: 'medium' },
});
export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
