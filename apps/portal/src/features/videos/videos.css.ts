import { style } from '@vanilla-extract/css';
import { vars } from '@trade-portal/ui';

/** The libraries' tabs sit on one rule (LibraryNav lays them out in a row). */
export const nav = style({ borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}` });
export const navLink = style({
  borderBottom: `${vars.borderWidth.heavy} solid transparent`, borderRadius: 0,
  // Down by the nav's own rule, so the current tab's bar covers it.
  marginBottom: `calc(-1 * ${vars.borderWidth.standard})`,
  selectors: { '&[aria-current="page"]': { borderBottomColor: vars.color.background.interactive } },
});
