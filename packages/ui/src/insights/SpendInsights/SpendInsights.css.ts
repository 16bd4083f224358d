import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme';

/**
 * The Insights view: stores side by side (one column each, from the tablet width), each store's sections
 * as cards, and a print layout that keeps the charts and their tables and drops the portal's frame.
 */
export const root = style({});
export const stores = style({
  display: 'grid', gap: vars.space.large, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
});
export const section = style({
  background: vars.color.background.card, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium,
  padding: vars.space.medium, breakInside: 'avoid',
});
export const chartBox = style({ width: '100%', minHeight: 1 });
export const chart = style({ display: 'block', overflow: 'visible', fontFamily: vars.font.family });
export const axisText = style({ fill: vars.color.text.secondary, fontSize: vars.font.size.xsmall });
export const gridLine = style({ stroke: vars.color.border.default, strokeWidth: 1 });
export const patternStroke = style({ stroke: vars.color.background.card });
export const patternFill = style({ fill: vars.color.background.card });
/** Seven colours, each at least 3:1 on the card's white (WCAG 1.4.11), with patterns on every other one. */
export const categoryFill = styleVariants({
  RMC: { fill: vars.color.background.brand, background: vars.color.background.brand },
  RYO: { fill: vars.color.background.interactive, background: vars.color.background.interactive },
  EVAP: { fill: vars.color.background.positive, background: vars.color.background.positive },
  NICP: { fill: vars.color.background.critical, background: vars.color.background.critical },
  CGR: { fill: vars.color.text.caution, background: vars.color.text.caution },
  PIP: { fill: vars.color.text.secondary, background: vars.color.text.secondary },
  Other: { fill: vars.color.text.primary, background: vars.color.text.primary },
}, (rule) => ({ ...rule, stroke: vars.color.background.card, strokeWidth: 1 }));
export const vatFill = style({ fill: vars.color.background.brand });
export const wholeMonth = style({ fill: 'none', stroke: vars.color.text.secondary, strokeDasharray: '4 3', strokeWidth: 1.5 });
export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xxsmall} ${vars.space.medium}`, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.font.size.small });
export const swatch = style({ display: 'inline-block', width: 14, height: 14, borderRadius: 2, marginRight: vars.space.xxsmall, verticalAlign: '-2px', position: 'relative', overflow: 'hidden' });
/** The legend's patterns, drawn in CSS as the SVG's are (lines, dots, cross-hatch over the colour). */
export const swatchPattern = styleVariants({
  lines: { backgroundImage: `repeating-linear-gradient(45deg, transparent 0 2px, ${vars.color.background.card} 2px 4px)` },
  dots: { backgroundImage: `radial-gradient(${vars.color.background.card} 1.4px, transparent 1.6px)`, backgroundSize: '6px 6px' },
  cross: { backgroundImage: `linear-gradient(${vars.color.background.card} 1.5px, transparent 1.5px), linear-gradient(90deg, ${vars.color.background.card} 1.5px, transparent 1.5px)`, backgroundSize: '7px 7px' },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums', fontSize: vars.font.size.small });
export const tableWrap = style({ overflowX: 'auto' });
export const th = style({
  textAlign: 'left', padding: `${vars.space.xxsmall} ${vars.space.xsmall}`, fontWeight: vars.font.weight.semibold, color: vars.color.text.secondary,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, whiteSpace: 'nowrap',
  selectors: { '&[data-align="end"]': { textAlign: 'right' } },
});
export const td = style({
  textAlign: 'left', fontWeight: vars.font.weight.regular, padding: `${vars.space.xxsmall} ${vars.space.xsmall}`, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`,
  selectors: { '&[data-align="end"], &[data-nowrap]': { whiteSpace: 'nowrap' }, '&[data-align="end"]': { textAlign: 'right' } },
});
/** The 'Show as tables' switch, drawn as the secondary button with a pressed state. */
export const toggle = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall, minHeight: vars.size.touch, padding: `0 ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.strong}`, borderRadius: vars.radius.small, background: vars.color.background.card,
  color: vars.color.text.primary, font: 'inherit', fontWeight: vars.font.weight.semibold, cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutral },
    '&[data-selected]': { background: vars.color.background.interactiveTint, borderColor: vars.color.border.focus },
    '&[data-focus-visible]': { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: vars.focusOffset.outside },
  },
});
export const toggleMark = style({
  width: 16, height: 16, borderRadius: 3, border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  selectors: { [`${toggle}[data-selected] &`]: { background: vars.color.background.interactive, borderColor: vars.color.background.interactive } },
});
/** Shown in print only (the tables under the charts), hidden on screen while the charts show. */
export const printOnly = style({ display: 'none', '@media': { print: { display: 'block' } } });
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

// Printing the Insights view prints the figures and the page's heading: everything else the portal draws
// around them (header, navigation, notices, info bar, downloads, footer, floating buttons) goes, whatever
// its markup, as it is neither the view, inside it, nor around it.
globalStyle(`body:has(${root}) :not(:has(${root}), ${root}, ${root} *, h1)`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`${root} *`, { '@media': { print: { color: vars.color.text.primary, printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' } } });
export const caption = style({ textAlign: 'left', fontSize: vars.font.size.xsmall, color: vars.color.text.secondary, paddingBottom: vars.space.xxsmall });
