import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { media } from './tokens';

/**
 * Layout atoms only (STYLE.md §5): space from the 4 px grid, display and flex. Responsive values take
 * `{ mobile, tablet, desktop, wide }` (from 0, 768, 932 and 1440 px) or a single value for all.
 */
const layout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
    wide: { '@media': media.wide },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid', 'inline'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    flexWrap: ['wrap', 'nowrap'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const flexItem = defineProperties({
  properties: {
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
  },
});

/**
 * Atomic layout classes: `sprinkles({ display: 'flex', gap: 'small', padding: { mobile: 'small', desktop: 'large' } })`
 * returns a class string. Space keys: xxsmall 4, xsmall 8, small 12, medium 16, large 24, xlarge 32,
 * xxlarge 48, xxxlarge 64 (px).
 */
export const sprinkles = createSprinkles(layout, flexItem);

/** The props `sprinkles()` accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
