import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

/** A card of its own, so the arrows and dots read over the navy or a picture. */
export const slider = style({ width: '100%', boxSizing: 'border-box', background: vars.color.background.card, borderRadius: vars.radius.large, boxShadow: vars.shadow.dialog, padding: vars.space.xsmall });
export const slide = style({
  height: '100%', boxSizing: 'border-box',
  padding: `${vars.space.small} ${vars.space.xlarge} ${vars.space.small} ${vars.space.medium}`,
  background: vars.color.background.card, color: vars.color.text.primary, borderRadius: vars.radius.medium, fontSize: vars.font.size.small,
});

export const background = style({ position: 'fixed', inset: 0, zIndex: 0, overflow: 'hidden', pointerEvents: 'none' });
export const media = style({
  width: '100%', height: '100%', objectFit: 'cover', display: 'block', opacity: 0, transition: 'opacity 400ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const loaded = style({ opacity: 1 });
/** Navy at 60 %: white text over it reads at 5 : 1 or more even on a white picture. */
export const veil = style({ position: 'absolute', inset: 0, background: vars.color.background.scrim });
