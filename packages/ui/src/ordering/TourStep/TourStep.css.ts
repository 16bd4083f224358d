import { globalStyle, style } from '@vanilla-extract/css';
import { vars, media } from '../../theme';

/** A sheet at the bottom of the window on phones; from 768 px a card placed next to its part. */
export const panel = style({
  position: 'fixed', left: vars.space.small, right: vars.space.small, bottom: vars.space.small, zIndex: 70,
  display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, padding: vars.space.medium,
  background: vars.color.background.card, color: vars.color.text.primary, borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderTop: `${vars.borderWidth.heavy} solid ${vars.color.background.accent}`,
  // Focus lands on the panel to start reading it: the theme's ring shows only on keyboard focus, as everywhere.
  boxShadow: vars.shadow.dialog, outline: 'none',
  '@media': {
    [media.tablet]: {
      // Fixed to the window, not the page: while the page scrolls to the next part, the card stays wholly
      // in view and follows its part frame by frame, rather than scrolling off with the page first.
      position: 'fixed', right: 'auto', bottom: 'auto', top: 0, left: 0, width: 360, opacity: 0, pointerEvents: 'none',
      selectors: { '&[data-sheet]': { top: 'auto', left: 'auto', right: vars.space.medium, bottom: vars.space.medium } },
    },
  },
  selectors: {
    '&[data-placed]': { opacity: 1, pointerEvents: 'auto' },
    '&[data-sheet]': { opacity: 1, pointerEvents: 'auto' },
  },
});
export const progress = style({ margin: 0, fontSize: vars.font.size.xsmall, fontWeight: vars.font.weight.semibold, color: vars.color.text.secondary });
export const title = style({ margin: 0, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.heading, fontWeight: vars.font.weight.bold });
export const description = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary, lineHeight: vars.font.lineHeight.text });
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, marginTop: vars.space.xsmall, flexWrap: 'wrap' });
export const spacer = style({ flex: 1 });

// The part a step is about: a gold-and-blue ring that does not move anything (outline, not border).
globalStyle('[data-tour-highlight]', {
  outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
  outlineOffset: vars.focusOffset.outside,
  boxShadow: `0 0 0 ${vars.space.xsmall} ${vars.color.background.cautionTint}`,
  borderRadius: vars.radius.medium,
  scrollMarginTop: 96,
  scrollMarginBottom: 240,
});
