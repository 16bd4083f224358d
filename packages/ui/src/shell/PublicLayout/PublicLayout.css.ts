import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

// Top-aligned, not centred: a centred column moves as a whole whenever the card's height changes (the
// web font swapping in re-wraps its text), which Lighthouse counts as layout shift on every phone visit.
export const page = style({
  position: 'relative', isolation: 'isolate',
  minHeight: '100dvh',
  padding: `${vars.space.large} ${vars.space.medium}`,
  background: `linear-gradient(180deg, ${vars.color.background.brand} 0, ${vars.color.background.brand} ${vars.size.brandBand}, ${vars.color.background.page} ${vars.size.brandBand})`,
  '@media': { [media.tablet]: { padding: vars.space.xlarge } },
  // Above a footer: the frame holds the window's height, and the page fills what the footer leaves.
  selectors: { '&[data-footer]': { minHeight: 0, flex: '1 0 auto' } },
});
/** With a footer: the page and the footer, at least the window's height. */
export const frame = style({ minHeight: '100dvh' });
/** Positioned so it paints over the page's fixed CMS background, which is positioned too. */
export const footer = style({ position: 'relative' });
/** The CMS background's layer: navy (the static colour) until its picture has loaded over it. */
export const backdrop = style({ position: 'fixed', inset: 0, zIndex: -1, background: vars.color.background.brand });
export const brand = style({ color: vars.color.text.inverse, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.large, letterSpacing: '0.01em' });
export const brandMark = style({ color: vars.color.text.accent, marginRight: vars.space.xxsmall });
export const card = style({
  width: '100%', maxWidth: vars.width.form, background: vars.color.background.card, borderRadius: vars.radius.large, boxShadow: vars.shadow.dialog,
  padding: vars.space.large,
  '@media': { [media.tablet]: { padding: vars.space.xlarge } },
});
/**
 * The slider's place while it loads: its height with the seeded messages (a title, one or two lines of
 * copy, a link, and the dots), measured in the portal: 176 px at 390 px, 155 px from the tablet width.
 */
export const slider = style({ width: '100%', maxWidth: vars.width.form, minHeight: 176, '@media': { [media.tablet]: { minHeight: 155 } } });
export const note = style({
  maxWidth: vars.width.form,
  // Over the CMS background's navy or picture: white.
  selectors: { '[data-background] > &': { color: vars.color.text.inverse } },
});
