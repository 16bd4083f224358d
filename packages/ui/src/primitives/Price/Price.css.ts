import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';

export const price = recipe({
  base: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  variants: {
    size: {
      inherit: {},
      small: { fontSize: vars.font.size.small },
      large: { fontSize: vars.font.size.large, fontWeight: vars.font.weight.semibold },
      xlarge: { fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.bold },
    },
    tone: { inherit: {}, secondary: { color: vars.color.text.secondary } },
  },
  defaultVariants: { size: 'inherit', tone: 'inherit' },
});
