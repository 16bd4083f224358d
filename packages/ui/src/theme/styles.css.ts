import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Prices and quantities line up (DESIGN.md principle 3). */
export const tabularNums = style({ fontVariantNumeric: 'tabular-nums' });

/** Hidden visually, read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
});

/** A white card on the page background. */
export const card = style({
  background: vars.color.background.card,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
});

/** The focus ring every interactive element shows on keyboard focus (`data-focus-visible`). */
export const focusRing = {
  outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
  outlineOffset: vars.focusOffset.outside,
} as const;
