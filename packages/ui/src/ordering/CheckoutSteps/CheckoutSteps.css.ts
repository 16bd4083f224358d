import { style } from '@vanilla-extract/css';
import { vars, media } from '../../theme';

export const steps = style({ listStyle: 'none', padding: 0, margin: 0 });
export const step = style({
  flex: '1 1 0', padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `${vars.borderWidth.heavy} solid ${vars.color.border.default}`, color: vars.color.text.secondary, fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold,
  '@media': { [media.phone]: { fontSize: vars.font.size.xsmall, padding: `${vars.space.xsmall} ${vars.space.xxsmall}` } },
  selectors: {
    '&[data-state="done"]': { borderBottomColor: vars.color.background.positive, color: vars.color.text.positive },
    '&[data-state="current"]': { borderBottomColor: vars.color.background.brand, color: vars.color.text.primary },
    '&[data-state="skipped"]': { borderBottomStyle: 'dashed' },
  },
});
export const marker = style({
  width: 28, height: 28, borderRadius: vars.radius.full,
  background: vars.color.background.neutral, color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${step}[data-state="done"] &`]: { background: vars.color.background.positiveTint, color: vars.color.text.positive },
    [`${step}[data-state="current"] &`]: { background: vars.color.background.brand, color: vars.color.text.inverse },
  },
});
export const label = style({ overflowWrap: 'anywhere' });
