import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';

export const pill = recipe({
  base: { display: 'inline-flex', alignItems: 'center', padding: `2px ${vars.space.xsmall}`, borderRadius: vars.radius.small, fontSize: vars.font.size.xsmall, fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap', lineHeight: 1.5 },
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

export const message = recipe({
  base: { padding: `${vars.space.small} ${vars.space.medium}`, borderRadius: vars.radius.small, fontSize: vars.font.size.small, borderLeft: '4px solid' },
  variants: {
    tone: {
      neutral: { background: vars.color.background.neutral, color: vars.color.text.primary, borderColor: vars.color.border.strong },
      critical: { background: vars.color.background.criticalTint, color: vars.color.text.critical, borderColor: vars.color.text.critical },
      positive: { background: vars.color.background.positiveTint, color: vars.color.text.positive, borderColor: vars.color.text.positive },
      caution: { background: vars.color.background.cautionTint, color: vars.color.text.caution, borderColor: vars.color.text.caution },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });
export const skeleton = style({ display: 'block', background: vars.color.background.neutralHover, borderRadius: vars.radius.small, animation: `${shimmer} 1.4s ease-in-out infinite` });
export const price = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
