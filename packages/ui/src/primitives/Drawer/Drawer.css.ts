import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const dialog = style({ outline: 'none', display: 'flex', flexDirection: 'column', minHeight: '100%' });
export const header = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} ${vars.space.large}`, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
  position: 'sticky', top: 0, background: vars.color.background.card, zIndex: 1,
});
export const title = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.heading });
export const body = style({ flex: 1, padding: vars.space.large, display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const footer = style({
  display: 'flex', gap: vars.space.small, justifyContent: 'flex-end', padding: `${vars.space.medium} ${vars.space.large}`,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, position: 'sticky', bottom: 0, background: vars.color.background.card,
});
