import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const entries = style({ listStyle: 'none', margin: 0, padding: 0 });
/** A claimed line: its product and Remove, then reason and outers side by side (stacked on phones), then photos or what came. */
export const entry = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.small, padding: `${vars.space.small} 0`,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
});
export const name = style({ minWidth: 0, overflowWrap: 'anywhere' });
export const fields = style({
  display: 'grid', gridTemplateColumns: 'minmax(12rem, 18rem) 9rem', gap: vars.space.small, alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});
export const photos = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
export const photo = style({ display: 'grid', gridTemplateColumns: '64px minmax(0, 1fr) auto', gap: vars.space.small, alignItems: 'center' });
/** 64 × 64, cropped to fill: the layout does not move when the preview arrives. */
export const thumb = style({
  display: 'block', width: 64, height: 64, objectFit: 'cover', borderRadius: vars.radius.small,
  background: vars.color.background.neutral, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
});
export const photoText = style({ minWidth: 0 });
export const fileName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const add = style({ maxWidth: '24rem' });
export const note = style({
  font: 'inherit', fontSize: vars.font.size.body, color: vars.color.text.primary, background: vars.color.background.card,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.strong}`, borderRadius: vars.radius.medium, padding: vars.space.small,
  minHeight: 88, resize: 'none',
  selectors: { '&[data-focused]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: 1 } },
});
export const problems = style({ margin: 0, paddingLeft: vars.space.medium });
export const summary = style({ margin: 0, paddingLeft: vars.space.medium, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
/** Where focus goes when the step changes: reached by script only (tabIndex -1), so no ring of its own. */
export const stepStart = style({ margin: 0, outline: 'none' });
