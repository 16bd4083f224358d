import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';

const pulse = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });

export const skeleton = recipe({
  base: { display: 'block', background: vars.color.background.neutralHover, animation: `${pulse} 1.4s ease-in-out infinite` },
  variants: {
    shape: { text: { borderRadius: vars.radius.small }, block: { borderRadius: vars.radius.medium }, circle: { borderRadius: '50%' } },
  },
  defaultVariants: { shape: 'text' },
});
