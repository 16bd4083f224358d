import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media as mq, vars } from '../../../theme';

export const card = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0, margin: 0 },
  variants: {
    size: {
      card: {},
      hero: {
        gap: vars.space.medium,
        '@media': { [mq.desktop]: { display: 'grid', gridTemplateColumns: '2fr 1fr', gap: vars.space.xlarge, alignItems: 'center' } },
      },
    },
  },
  defaultVariants: { size: 'card' },
});
export const media = recipe({ base: { minWidth: 0 }, variants: { size: { card: {}, hero: {} } } });
export const text = recipe({ base: { display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 }, variants: { size: { card: {}, hero: { gap: vars.space.xsmall } } } });
export const title = recipe({
  base: { margin: 0, lineHeight: vars.font.lineHeight.heading, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' },
  variants: { size: { card: { fontSize: vars.font.size.large }, hero: { fontSize: vars.font.size.xlarge, '@media': { [mq.desktop]: { fontSize: vars.font.size.xxlarge } } } } },
});
export const desc = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.body, overflowWrap: 'anywhere' });
