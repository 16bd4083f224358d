import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** A card set apart from the cart lines by its accent border, like the other offers before checkout. */
export const panel = style({
  padding: vars.space.medium, borderRadius: vars.radius.medium, background: vars.color.background.card,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderLeft: `${vars.borderWidth.heavy} solid ${vars.color.border.strong}`,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const row = style({ listStyle: 'none', paddingTop: vars.space.xsmall, borderTop: `${vars.borderWidth.standard} solid ${vars.color.border.default}` });
/** The name and reason take the room the button leaves, and wrap above it on a phone. */
export const text = style({ flex: '1 1 12rem' });
