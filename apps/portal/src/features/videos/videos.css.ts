import { style } from '@vanilla-extract/css';
import { vars } from '@trade-portal/ui';

export const nav = style({ display: 'flex', gap: vars.space.large, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}` });
export const navLink = style({
  borderBottom: `${vars.borderWidth.heavy} solid transparent`, borderRadius: 0, marginBottom: -1,
  selectors: { '&[aria-current="page"]': { borderBottomColor: vars.color.background.interactive } },
});
