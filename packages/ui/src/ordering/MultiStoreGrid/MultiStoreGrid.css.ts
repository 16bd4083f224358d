import { globalStyle, style } from '@vanilla-extract/css';
import { media, stickyTopOffset, vars, visuallyHiddenRules } from '../../theme';

/*
 * The store names stick to the top of the window and each store's cart to its bottom while the grid is in
 * view. Sticky cells stick to their nearest scrolling box, so nothing around the table may scroll
 * (`overflow`): a box of its own that scrolls sideways made the names stick inside it alone, and halfway
 * down the page the columns had none. On a phone one store's column shows at a time, chosen
 * in the 'Store shown' bar, which sticks in the names' place.
 */

/** The grid's card. */
export const wrap = style({
  background: vars.color.background.card, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium,
});
export const table = style({ width: '100%', borderCollapse: 'separate', borderSpacing: 0, fontVariantNumeric: 'tabular-nums' });
/** A store's name over its column: sticks just below the site header; on a phone the 'Store shown' bar does that instead. */
export const th = style({
  position: 'sticky', top: stickyTopOffset, zIndex: 2, padding: vars.space.small, textAlign: 'left', verticalAlign: 'bottom', fontSize: vars.font.size.small,
  background: vars.color.background.neutral, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, minWidth: '10rem',
  '@media': { [media.phone]: { position: 'static', minWidth: 0 } },
});
export const productCell = style({
  position: 'sticky', left: 0, zIndex: 1, background: vars.color.background.card, padding: vars.space.small, minWidth: '12rem', maxWidth: '18rem',
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, textAlign: 'left', fontWeight: vars.font.weight.regular,
  '@media': { [media.phone]: { minWidth: 0 } },
});
export const productHead = style([th, { left: 0, zIndex: 3 }]);
export const name = style({ display: 'block', fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });
export const sub = style({ display: 'block', fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const note = style({ display: 'block', marginTop: vars.space.xxsmall, fontSize: vars.font.size.xsmall, color: vars.color.text.secondary, fontStyle: 'italic' });
export const cell = style({ padding: vars.space.xsmall, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, verticalAlign: 'top' });
export const readOnly = style({ display: 'inline-block', padding: vars.space.xsmall, color: vars.color.text.secondary });
export const storeName = style({ display: 'block', fontWeight: vars.font.weight.bold, fontSize: vars.font.size.body, color: vars.color.text.primary });
/** A store's cart under its column: sticks to the bottom of the window, so its total and Check out are always at hand. */
export const foot = style({
  position: 'sticky', bottom: 0, zIndex: 2, padding: vars.space.small, verticalAlign: 'top', background: vars.color.background.neutral,
  borderTop: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
});
export const total = style({ fontWeight: vars.font.weight.bold });
/** 'Check out all (2 stores)' on one line; on a phone's narrow product column 'Check out all' (its name keeps the count). */
export const oneLine = style({ whiteSpace: 'nowrap' });
export const phoneHidden = style({ '@media': { [media.phone]: visuallyHiddenRules } });
export const footHead = style([foot, { left: 0, zIndex: 3, textAlign: 'left', fontWeight: vars.font.weight.semibold }]);
/** The cells of a store not shown: on a phone one store's column shows at a time. */
export const otherStore = style({ '@media': { [media.phone]: { display: 'none' } } });
/** 'Store shown' and its chips: on a phone only, sticking where the names would. */
export const storeBar = style({
  position: 'sticky', top: stickyTopOffset, zIndex: 4, background: vars.color.background.page,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
});
/** The chips stay on one line and scroll sideways; the last one cut at the edge shows there are more. */
export const storeChips = style({ overflowX: 'auto', scrollbarWidth: 'none', scrollPaddingInline: vars.space.medium });
/** The cart row waiting at the grid's end while the column headings are still low in the window (it would lie over them). */
export const footWaits = style({});
globalStyle(`${footWaits} > tr > *`, { position: 'static' });
