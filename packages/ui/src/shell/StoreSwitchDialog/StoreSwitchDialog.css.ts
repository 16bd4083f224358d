import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** The question asked before switching with items in the cart: one sentence, as docs/design.md's dialogs. */
export const question = style({ margin: 0, color: vars.color.text.primary });
