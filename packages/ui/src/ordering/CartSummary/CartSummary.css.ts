import { style } from '@vanilla-extract/css';
import { vars, media } from '../../theme';

/** A card, sticky at the top on desktop; a bar stuck to the bottom of the screen on phones and tablets. */
export const summary = style({
  background: vars.color.background.card, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, padding: vars.space.large,
  display: 'flex', flexDirection: 'column', gap: vars.space.small, boxShadow: vars.shadow.card, margin: 0,
  '@media': {
    [media.desktop]: { position: 'sticky', top: vars.space.medium, borderRadius: vars.radius.medium },
    [media.belowDesktop]: {
      position: 'sticky', bottom: 0, zIndex: 1, padding: vars.space.medium, gap: vars.space.xsmall,
      borderRadius: `${vars.radius.large} ${vars.radius.large} 0 0`, boxShadow: '0 -4px 16px rgba(16, 24, 40, 0.12)',
    },
  },
});
export const title = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold, margin: 0, '@media': { [media.belowDesktop]: { fontSize: vars.font.size.body } } });
export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, margin: 0 });
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, marginTop: vars.space.xsmall });
