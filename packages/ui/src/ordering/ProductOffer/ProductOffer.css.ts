import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const offer = style({
  listStyle: 'none', display: 'grid', gap: vars.space.small, alignItems: 'center', padding: vars.space.medium,
  background: vars.color.background.card, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
  selectors: {
    '&[data-in-cart]': { borderColor: vars.color.border.strong },
    '&[data-invalid]': { borderColor: vars.color.border.critical },
    '&[data-out-of-stock]': { background: vars.color.background.page },
  },
});
/** The stepper and its status sit at the end of the offer's grid cell. */
export const control = style({ justifySelf: 'end' });
