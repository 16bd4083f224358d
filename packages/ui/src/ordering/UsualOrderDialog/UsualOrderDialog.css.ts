import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** The lists: no bullets, each row ruled off from the next. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const row = style({ listStyle: 'none', padding: `${vars.space.small} 0`, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}` });
/** The name and reasons take the room the stepper leaves, and wrap above it on a phone. */
export const text = style({ flex: '1 1 14rem' });
/** Reasons line up under the name, past the checkbox's box (24 px) and its gap. */
export const reason = style({ paddingLeft: `calc(24px + ${vars.space.small})` });
export const actions = style({ marginTop: vars.space.xsmall });
