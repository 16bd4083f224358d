import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, width: '100%', maxWidth: vars.width.form });
export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: vars.space.medium });
export const stores = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.small, gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' });
export const store = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, padding: vars.space.medium, fontSize: vars.font.size.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium, background: vars.color.background.card,
  selectors: { '&[data-current]': { borderColor: vars.color.border.strong } },
});
export const storeName = style({ fontSize: vars.font.size.body, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const current = style({ fontWeight: vars.font.weight.regular, color: vars.color.text.secondary });
export const advisor = style({ margin: 0 });
