import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, media, vars } from '../../theme';

/**
 * Button looks: `variant` is prominence, `tone` is meaning, `size` small 36 px (44 px on a touch screen),
 * medium 44 px, large 52 px high.
 */
export const button = recipe({
  base: {
    display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.xsmall,
    minHeight: vars.size.touch, minWidth: vars.size.touch, padding: `0 ${vars.space.medium}`,
    borderRadius: vars.radius.small, border: `${vars.borderWidth.standard} solid transparent`, cursor: 'pointer',
    fontFamily: 'inherit', fontSize: vars.font.size.body, fontWeight: vars.font.weight.semibold, lineHeight: 1.2,
    textDecoration: 'none', transition: `background-color ${vars.motion.fast} ease-out, transform ${vars.motion.fast} ease-out`,
    selectors: {
      '&[data-pressed]': { transform: 'scale(.98)' },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: { primary: {}, secondary: {}, quiet: {} },
    tone: { neutral: {}, accent: {}, critical: {}, positive: {} },
    size: {
      small: {
        minHeight: vars.size.controlSmall, minWidth: vars.size.controlSmall, padding: `0 ${vars.space.small}`, fontSize: vars.font.size.small,
        '@media': { [media.touch]: { minHeight: vars.size.touch, minWidth: vars.size.touch } },
      },
      medium: {},
      large: { minHeight: vars.size.controlLarge, padding: `0 ${vars.space.large}`, fontSize: vars.font.size.large },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  compoundVariants: [
    { variants: { variant: 'primary', tone: 'neutral' }, style: { background: vars.color.background.brand, color: vars.color.text.inverse, selectors: { '&[data-hovered]': { background: vars.color.background.brandHover } } } },
    { variants: { variant: 'primary', tone: 'accent' }, style: { background: vars.color.background.interactive, color: vars.color.text.inverse, selectors: { '&[data-hovered]': { background: vars.color.background.interactiveHover } } } },
    { variants: { variant: 'primary', tone: 'critical' }, style: { background: vars.color.background.critical, color: vars.color.text.inverse, selectors: { '&[data-hovered]': { background: vars.color.background.criticalHover } } } },
    { variants: { variant: 'primary', tone: 'positive' }, style: { background: vars.color.background.positive, color: vars.color.text.inverse, selectors: { '&[data-hovered]': { background: vars.color.background.positiveHover } } } },
    { variants: { variant: 'secondary', tone: 'neutral' }, style: { background: vars.color.background.card, color: vars.color.text.primary, borderColor: vars.color.border.strong, selectors: { '&[data-hovered]': { background: vars.color.background.neutral } } } },
    { variants: { variant: 'secondary', tone: 'accent' }, style: { background: vars.color.background.card, color: vars.color.text.interactive, borderColor: vars.color.text.interactive, selectors: { '&[data-hovered]': { background: vars.color.background.interactiveTint } } } },
    { variants: { variant: 'secondary', tone: 'critical' }, style: { background: vars.color.background.card, color: vars.color.text.critical, borderColor: vars.color.text.critical } },
    { variants: { variant: 'secondary', tone: 'positive' }, style: { background: vars.color.background.card, color: vars.color.text.positive, borderColor: vars.color.text.positive } },
    { variants: { variant: 'quiet', tone: 'neutral' }, style: { background: 'transparent', color: vars.color.text.primary, selectors: { '&[data-hovered]': { background: vars.color.background.neutral } } } },
    { variants: { variant: 'quiet', tone: 'accent' }, style: { background: 'transparent', color: vars.color.text.interactive, selectors: { '&[data-hovered]': { background: vars.color.background.interactiveTint } } } },
    { variants: { variant: 'quiet', tone: 'critical' }, style: { background: 'transparent', color: vars.color.text.critical } },
    { variants: { variant: 'quiet', tone: 'positive' }, style: { background: 'transparent', color: vars.color.text.positive } },
  ],
  defaultVariants: { variant: 'primary', tone: 'neutral', size: 'medium', fullWidth: false },
});
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
