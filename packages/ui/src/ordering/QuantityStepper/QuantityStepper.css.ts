import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const field = style({ position: 'relative', maxWidth: 260 });

export const group = style({
  border: `${vars.borderWidth.standard} solid ${vars.color.border.strong}`, borderRadius: vars.radius.small,
  background: vars.color.background.card, overflow: 'hidden',
  transition: `border-color ${vars.motion.fast} ease-out`,
  selectors: {
    '&:focus-within': { borderColor: vars.color.border.focus },
    '&[data-invalid]': { borderColor: vars.color.border.critical },
    '&[data-disabled]': { background: vars.color.background.neutral, borderColor: vars.color.border.default },
  },
});

export const stepButton = style({
  minWidth: vars.size.touch, minHeight: vars.size.touch, border: 'none', background: vars.color.background.neutral, color: vars.color.text.primary,
  fontFamily: 'inherit', fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.bold, lineHeight: 1, cursor: 'pointer',
  touchAction: 'manipulation',
  transition: `background-color ${vars.motion.fast} ease-out`,
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutralHover },
    '&[data-pressed]': { background: vars.color.background.interactiveTint },
    '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed', background: vars.color.background.neutral },
    '&[data-focus-visible]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: vars.focusOffset.inside },
  },
});

export const input = style({
  width: 56, minHeight: vars.size.touch, border: 'none', textAlign: 'center', fontSize: vars.font.size.large, fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums', fontFamily: 'inherit', color: vars.color.text.primary, background: 'transparent', padding: 0,
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: vars.focusOffset.inside },
    '&:focus': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: vars.focusOffset.inside },
    '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed' },
  },
});

// Out of the flow, so saving never moves the row (docs/design.md: updates without layout shift).
export const status = style({
  position: 'absolute', top: '100%', right: 0, paddingTop: 2, whiteSpace: 'nowrap',
});
/** With an error below the control, the status joins the flow so the two never overlap. */
export const statusInFlow = style({ position: 'static', paddingTop: 0 });

/**
 * What the rules did to a typed quantity, one short line under the box, in the flow: the row grows by
 * that line only while it shows. (An overlay would be clipped by rows that contain their paint, and
 * would cover the next row's prices.)
 */
export const correction = style({ maxWidth: '100%', lineHeight: vars.font.lineHeight.text });
/** The empty live region: kept in the page for announcements, out of the flow so it adds no gap. */
export const correctionEmpty = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' });
/** The question about a large typed quantity, under the box: as wide as the row allows. */
export const confirm = style({ maxWidth: '100%' });
