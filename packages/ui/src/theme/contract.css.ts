import { createThemeContract } from '@vanilla-extract/css';

/** Semantic tokens: color.<element>.<tone><State?>, space, radius, font, shadow, motion (STYLE.md §5). */
export const vars = createThemeContract({
  color: {
    background: {
      page: null, card: null, brand: null, brandHover: null, accent: null, interactive: null, interactiveHover: null,
      interactiveTint: null, critical: null, criticalHover: null, criticalTint: null, positive: null, positiveHover: null, positiveTint: null, caution: null,
      cautionTint: null, neutral: null, neutralHover: null, overlay: null, scrim: null, veil: null,
    },
    text: { primary: null, secondary: null, muted: null, inverse: null, interactive: null, critical: null, positive: null, caution: null, accent: null },
    border: { default: null, strong: null, focus: null, critical: null, inverse: null, inverseSubtle: null },
  },
  space: { xxsmall: null, xsmall: null, small: null, medium: null, large: null, xlarge: null, xxlarge: null, xxxlarge: null },
  radius: { small: null, medium: null, large: null, full: null },
  font: {
    family: null,
    size: { xsmall: null, small: null, body: null, large: null, xlarge: null, xxlarge: null, display: null },
    weight: { regular: null, semibold: null, bold: null },
    lineHeight: { text: null, heading: null },
    underlineOffset: null,
  },
  shadow: { card: null, dialog: null },
  motion: { fast: null, medium: null },
  /** Line widths: hairline borders, selected outlines, the focus ring and accent bars. */
  borderWidth: { standard: null, thick: null, focus: null, heavy: null },
  /** Where the focus ring sits: outside the element, or inside it where a neighbour would clip it. */
  focusOffset: { outside: null, field: null, inside: null },
  /** Heights: controls, bars, the product thumbnail, the public pages' navy band, corner panels. */
  size: { touch: null, control: null, controlSmall: null, controlLarge: null, header: null, infoBar: null, thumbnail: null, brandBand: null, panel: null },
  /** Widths of content columns, overlays, cards and table columns. */
  width: {
    page: null, content: null, prose: null, errorPage: null, dialog: null, dialogSmall: null, form: null, formWide: null, panel: null, summary: null,
    card: null, cardMin: null, priceColumn: null, totalColumn: null,
  },
});
