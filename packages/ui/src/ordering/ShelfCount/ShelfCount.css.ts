import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const section = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.small, padding: vars.space.medium,
  background: vars.color.background.card, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium,
});
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small });
export const title = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });
export const intro = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.small });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
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
export const sub = style({ display: 'block', fontWeight: vars.font.weight.regular, fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const field = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const fieldLabel = style({ fontSize: vars.font.size.xsmall, color: vars.color.text.secondary });
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
export const outers = style({ display: 'block', fontSize: vars.font.size.body, fontWeight: vars.font.weight.bold, color: vars.color.text.primary });
export const error = style({ color: vars.color.text.critical, fontWeight: vars.font.weight.semibold });
export const accept = style({ justifySelf: 'end', '@media': { [media.phone]: { gridArea: 'accept' } } });
/** The scan field's place, between the intro and the lines. */
export const scanner = style({ paddingBottom: vars.space.xsmall, maxWidth: '40rem' });
export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small, justifyContent: 'flex-end' });
