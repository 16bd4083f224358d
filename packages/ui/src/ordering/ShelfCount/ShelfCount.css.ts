import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const section = style({
  background: vars.color.background.card, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
/** Desktop: one row a line (product, target, count, proposal, accept); phones: the figures under the name. */
export const line = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 7rem 7rem minmax(0, 1.2fr) 6rem', alignItems: 'center', columnGap: vars.space.small, rowGap: vars.space.xxsmall,
  padding: `${vars.space.xsmall} 0`, borderTop: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr 1fr', gridTemplateAreas: '"name name" "target count" "proposal proposal" "accept accept"' } },
  // The line the last scan counted: tinted and barred, so the eye finds it among forty lines.
  transition: `background-color ${vars.motion.fast} ease-out`,
  selectors: {
    '&[data-scanned]': {
      background: vars.color.background.interactiveTint, boxShadow: `inset ${vars.borderWidth.heavy} 0 0 ${vars.color.background.interactive}`,
      paddingLeft: vars.space.small, paddingRight: vars.space.xsmall,
    },
  },
});
export const name = style({ fontWeight: vars.font.weight.semibold, minWidth: 0, overflowWrap: 'anywhere', '@media': { [media.phone]: { gridArea: 'name' } } });
export const field = style({ gap: `calc(${vars.space.xxsmall} / 2)` });
export const input = style({
  width: '100%', minHeight: vars.size.touch, padding: `0 ${vars.space.xsmall}`, fontSize: vars.font.size.body, fontFamily: 'inherit', fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.primary, background: vars.color.background.card,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.strong}`, borderRadius: vars.radius.small,
  selectors: {
    '&[data-focused]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: vars.focusOffset.field },
    '&[data-invalid]': { borderColor: vars.color.border.critical },
  },
});
export const proposal = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary, minWidth: 0, '@media': { [media.phone]: { gridArea: 'proposal' } } });
export const accept = style({ justifySelf: 'end', '@media': { [media.phone]: { gridArea: 'accept' } } });
/** The scan field's place, between the intro and the lines. */
export const scanner = style({ paddingBottom: vars.space.xsmall, maxWidth: '40rem' });
