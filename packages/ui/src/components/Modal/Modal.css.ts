import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const overlay = style({
  position: 'fixed', inset: 0, zIndex: 100, background: vars.color.background.overlay,
  display: 'flex', alignItems: 'center', justifyContent: 'center', padding: vars.space.medium,
  selectors: { '&[data-entering]': { animation: `${fade} ${vars.motion.medium} ease-out` }, '&[data-exiting]': { animation: `${fade} ${vars.motion.medium} ease-in reverse` } },
});
export const modal = style({
  width: '100%', maxWidth: 520, maxHeight: 'calc(100vh - 32px)', overflow: 'auto', background: vars.color.background.card,
  borderRadius: vars.radius.large, boxShadow: vars.shadow.dialog, outline: 'none',
});
export const dialog = style({ padding: vars.space.large, outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const title = style({ fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.bold, color: vars.color.text.primary });
export const titleCritical = style({ color: vars.color.text.critical });
export const body = style({ margin: 0, color: vars.color.text.secondary });
export const list = style({ margin: 0, paddingLeft: vars.space.large, color: vars.color.text.primary });
export const actions = style({ display: 'flex', gap: vars.space.small, justifyContent: 'flex-end', flexWrap: 'wrap' });
export const drawer = style({
  position: 'fixed', top: 0, right: 0, bottom: 0, width: 'min(400px, 100vw)', background: vars.color.background.card,
  boxShadow: vars.shadow.dialog, outline: 'none', overflow: 'auto',
  '@media': { 'screen and (max-width: 767px)': { top: 'auto', left: 0, width: '100vw', maxHeight: '85vh', borderRadius: `${vars.radius.large} ${vars.radius.large} 0 0` } },
});
