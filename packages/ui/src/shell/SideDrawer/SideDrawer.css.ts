import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme';

/** The content column of every type. */
export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** STORE: the stores as a list of full-width buttons, one per account. */
export const storeList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

/** One store: name, then account number and address; 44 px and more, the whole row is the target. */
export const storeOption = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small, width: '100%',
  minHeight: vars.size.touch, padding: `${vars.space.small} ${vars.space.medium}`, textAlign: 'left', cursor: 'pointer',
  font: 'inherit', color: vars.color.text.primary, background: vars.color.background.card,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium,
  selectors: {
    '&[data-hovered]': { background: vars.color.background.interactiveTint },
    '&[data-focus-visible]': focusRing,
    '&[data-current]': { borderColor: vars.color.border.focus, borderWidth: vars.borderWidth.thick },
    '&[data-disabled]': { cursor: 'default' },
  },
});
export const storeText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
export const storeName = style({ fontWeight: vars.font.weight.semibold });
export const storeDetail = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary });
/** 'Current store' beside the current one: said in words, not only by the border. */
export const current = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, color: vars.color.text.interactive, whiteSpace: 'nowrap' });
