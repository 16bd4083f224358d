import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const strip = style({ background: vars.color.background.interactiveTint, color: vars.color.text.primary, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}` });
export const inner = style({
  maxWidth: vars.width.page, margin: '0 auto', display: 'flex', alignItems: 'center', gap: vars.space.xsmall, padding: `${vars.space.xxsmall} ${vars.space.small}`,
  '@media': { [media.desktop]: { padding: `${vars.space.xxsmall} ${vars.space.medium}`, gap: vars.space.small } },
});
export const message = style({ flex: 1, minWidth: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.small, rowGap: 0, fontSize: vars.font.size.small, padding: `${vars.space.xxsmall} 0` });
export const counter = style({ fontSize: vars.font.size.xsmall, color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const title = style({ fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });
export const copy = style({ overflowWrap: 'anywhere' });
export const controls = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });
export const dots = style({ display: 'none', gap: 0, '@media': { [media.tablet]: { display: 'flex' } } });
export const dot = style({
  width: 24, height: 24, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', border: 'none', background: 'none', padding: 0, cursor: 'pointer', borderRadius: '50%',
  '::after': { content: '""', width: 8, height: 8, borderRadius: '50%', background: vars.color.border.strong },
  selectors: {
    '&[aria-current="true"]::after': { background: vars.color.background.interactive, width: 10, height: 10 },
    '&[data-focus-visible]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: 0 },
  },
});
