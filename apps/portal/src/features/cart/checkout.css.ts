import { style } from '@vanilla-extract/css';
import { vars } from '@trade-portal/ui';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

/** The §4 loader: covers the page while the order is submitted. */
export const loader = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  background: 'rgba(255, 255, 255, 0.8)',
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
});
