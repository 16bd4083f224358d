import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '../../theme';

export const bar = style({ background: vars.color.background.card, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}` });
export const inner = style({
  maxWidth: vars.width.page, margin: '0 auto', padding: `${vars.space.xxsmall} ${vars.space.small}`,
  columnGap: vars.space.large, rowGap: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary,
  // One line of links (32 px) on desktop, reserved before the data arrives.
  minHeight: `calc(${vars.size.infoBar} + 2 * ${vars.space.xxsmall})`,
  '@media': { [media.desktop]: { padding: `${vars.space.xxsmall} ${vars.space.medium}` } },
});
/**
 * The account's line keeps the height of its '(switch)' link whether or not that shows, or has loaded.
 * On phones it takes the line's room left of 'Details', and the name gives way (an ellipsis), not the links.
 */
export const accountItem = style({
  minHeight: vars.size.infoBar,
  '@media': { [media.belowDesktop]: { minHeight: vars.size.touch }, [media.phone]: { flex: '1 1 0%' } },
});
/** The store's name: one line cut with an ellipsis on phones, so the bar stays one line. */
export const accountName = style({
  '@media': { [media.phone]: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } },
});
/** The phone's 'Details' button: at the line's end, never shrunk. */
export const detailsToggle = style({ flexShrink: 0, marginLeft: 'auto' });
/** Its chevron points down while the details are folded away, up while they show. */
export const chevron = style({ selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } } });
/**
 * The last order, the cut-off and the BA link. From the tablet width up the wrapper does not exist for
 * layout (its items sit in the bar's line); on phones they are hidden until 'Details' is pressed, then
 * one a line under the store's line.
 */
export const details = style({
  '@media': {
    [media.tablet]: { display: 'contents' },
    [media.phone]: {
      display: 'none', flexBasis: '100%', flexDirection: 'column', alignItems: 'flex-start',
      selectors: { [`${bar}[data-expanded] &`]: { display: 'flex' } },
    },
  },
});
/** Where the last order or the BA link will be: the link's height, so the bar does not grow when it arrives. */
export const placeholder = style({
  minHeight: vars.size.infoBar,
  '@media': { [media.belowDesktop]: { minHeight: vars.size.touch }, [media.phone]: { flexBasis: '100%' } },
});
// Phones: one item a line, loaded or not, so the bar's height does not depend on what has arrived.
export const item = style({
  '@media': { [media.phone]: { flexBasis: '100%' } },
});
export const link = style({
  minHeight: 32, padding: `0 ${vars.space.xxsmall}`, borderRadius: vars.radius.small,
  color: vars.color.text.interactive, fontWeight: vars.font.weight.semibold, textDecoration: 'underline', textUnderlineOffset: '0.2em',
  background: 'none', border: 'none', font: 'inherit', cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { textDecorationThickness: vars.borderWidth.thick } },
  // Phones and shop tablets are touched: '(switch)', the last order and the BA number get full-size targets.
  '@media': { [media.belowDesktop]: { minHeight: vars.size.touch } },
});
export const editing = style({ background: vars.color.background.cautionTint, padding: `${vars.space.xsmall} ${vars.space.medium}` });
/** A line of text (the cut-off countdown) as tall as the links beside it and as its placeholder. */
export const textItem = style({
  minHeight: vars.size.infoBar,
  '@media': { [media.belowDesktop]: { minHeight: vars.size.touch } },
});
