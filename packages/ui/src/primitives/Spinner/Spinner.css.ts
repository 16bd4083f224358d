import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block', flexShrink: 0, borderRadius: '50%', border: `${vars.borderWidth.thick} solid currentColor`, borderRightColor: 'transparent',
    animation: `${spin} 700ms linear infinite`,
  },
  variants: {
    size: { small: { width: '1em', height: '1em' }, medium: { width: '1.5em', height: '1.5em' }, large: { width: '2.5em', height: '2.5em', borderWidth: 3 } },
  },
  defaultVariants: { size: 'small' },
});
export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
