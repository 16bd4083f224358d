import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '../../../theme';

export const progressTrack = style({ height: 6, borderRadius: vars.radius.full, background: vars.color.background.neutral, overflow: 'hidden' });
export const progressFill = style({
  height: '100%', background: vars.color.background.interactive, borderRadius: vars.radius.full, transition: `width ${vars.motion.medium} ease-out`,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/** A group of choices (single or multiple): the question is its label. */
export const group = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });
export const question = style({
  fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.heading, fontWeight: vars.font.weight.bold, color: vars.color.text.primary,
  marginBottom: vars.space.xxsmall, overflowWrap: 'anywhere',
});
export const hint = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const hintAtMax = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.semibold });

/** A choice card around a checkbox: the whole card is the 44 px target. */
export const choice = style({
  padding: `0 ${vars.space.small}`, borderRadius: vars.radius.medium, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
  background: vars.color.background.card,
  selectors: { '&:has([data-selected])': { borderColor: vars.color.border.focus, background: vars.color.background.interactiveTint } },
});

/** The rating row: five equal 44 px targets, 1 at the left. */
export const ratingRow = style({ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: vars.space.xsmall });
export const ratingOption = style({
  minHeight: vars.size.touch, minWidth: vars.size.touch,
  borderRadius: vars.radius.medium, border: `${vars.borderWidth.standard} solid ${vars.color.border.strong}`, background: vars.color.background.card,
  fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold, color: vars.color.text.primary, cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.focus },
    '&[data-selected]': { background: vars.color.background.interactive, borderColor: vars.color.background.interactive, color: vars.color.text.inverse },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const textArea = style({
  width: '100%', minHeight: 120, padding: vars.space.small, fontSize: vars.font.size.body, fontFamily: 'inherit', lineHeight: vars.font.lineHeight.text,
  color: vars.color.text.primary, background: vars.color.background.card, resize: 'vertical', boxSizing: 'border-box',
  border: `${vars.borderWidth.standard} solid ${vars.color.border.strong}`, borderRadius: vars.radius.small,
  selectors: {
    '&[data-focused]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: vars.focusOffset.field },
    '&[data-disabled]': { background: vars.color.background.neutral, color: vars.color.text.secondary },
  },
});

