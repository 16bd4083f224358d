import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';

export const message = recipe({
  base: {
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderRadius: vars.radius.small, fontSize: vars.font.size.small, borderLeft: `${vars.borderWidth.heavy} solid`, overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.background.neutral, color: vars.color.text.primary, borderColor: vars.color.border.strong },
      info: { background: vars.color.background.interactiveTint, color: vars.color.text.primary, borderColor: vars.color.background.interactive },
      critical: { background: vars.color.background.criticalTint, color: vars.color.text.critical, borderColor: vars.color.text.critical },
      positive: { background: vars.color.background.positiveTint, color: vars.color.text.positive, borderColor: vars.color.text.positive },
      caution: { background: vars.color.background.cautionTint, color: vars.color.text.caution, borderColor: vars.color.text.caution },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
export const icon = style({ flexShrink: 0, marginTop: 1 });
/** The words take the room the icon leaves. */
export const content = style({ flex: 1 });
