import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
/** Desktop: one row a line (product, invoiced, received, state, tick); phones: the figures under the name. */
export const line = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 6rem 7rem 9rem 7rem', alignItems: 'center', columnGap: vars.space.small, rowGap: vars.space.xxsmall,
  padding: `${vars.space.xsmall} ${vars.space.xsmall}`, borderTop: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
  boxShadow: `inset ${vars.borderWidth.heavy} 0 0 transparent`,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr 1fr', gridTemplateAreas: '"name name" "invoiced received" "state tick"' } },
  selectors: {
    // The count's state as a bar on the row's edge, besides its words: green complete, amber short, red over or not on the order.
    '&[data-count="complete"]': { boxShadow: `inset ${vars.borderWidth.heavy} 0 0 ${vars.color.background.positive}` },
    '&[data-count="short"]': { boxShadow: `inset ${vars.borderWidth.heavy} 0 0 ${vars.color.background.caution}` },
    '&[data-count="over"], &[data-count="unexpected"]': { boxShadow: `inset ${vars.borderWidth.heavy} 0 0 ${vars.color.border.critical}` },
    '&[data-scanned]': { background: vars.color.background.interactiveTint },
  },
});
export const name = style({ minWidth: 0, overflowWrap: 'anywhere', '@media': { [media.phone]: { gridArea: 'name' } } });
export const figure = style({ fontVariantNumeric: 'tabular-nums' });
export const field = style({ display: 'flex', flexDirection: 'column', gap: `calc(${vars.space.xxsmall} / 2)`, minWidth: 0 });
export const input = style({
  width: '100%', minHeight: vars.size.touch, padding: `0 ${vars.space.xsmall}`, fontSize: vars.font.size.body, fontFamily: 'inherit', fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.primary, background: vars.color.background.card,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.strong}`, borderRadius: vars.radius.small,
  selectors: { '&[data-focused]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: vars.focusOffset.field } },
});
export const tick = style({ justifySelf: 'end' });
export const scanner = style({ maxWidth: '40rem' });
