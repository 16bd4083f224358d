/**
 * Raw design values of docs/design.md (colours checked against WCAG 2.2 AA there). Unitless numbers are px.
 * Components never read these directly: they use the semantic `vars` of the theme contract.
 */
export const tokens = {
  navy: '#0B2545',
  navyHover: '#13335C',
  gold: '#E0B83A',
  goldIcon: '#C9A227',
  blue: '#1F5FBF',
  blueHover: '#184C99',
  blueTint: '#EAF1FB',
  critical: '#B3261E',
  criticalHover: '#8F1E18',
  criticalTint: '#FDECEA',
  positive: '#1E7B34',
  positiveHover: '#17602A',
  positiveTint: '#E8F5EC',
  cautionText: '#8A5A00',
  cautionTint: '#FFF4D6',
  textPrimary: '#1B1F24',
  textSecondary: '#4B5563',
  textMuted: '#6B7280',
  white: '#FFFFFF',
  page: '#F5F7FA',
  card: '#FFFFFF',
  neutral: '#EEF0F3',
  neutralHover: '#E2E5EA',
  border: '#D1D5DB',
  borderStrong: '#6B7280',
  overlay: 'rgba(11, 37, 69, 0.45)',
  /** Navy over a picture, so white text on it keeps its contrast (the public notices' cards). */
  scrim: 'rgba(11, 35, 65, 0.6)',
  /** White over the page while something covers it (the order being submitted). */
  veil: 'rgba(255, 255, 255, 0.8)',
  /** Lines on the navy bar: a control's outline, and a quieter divider. */
  borderInverse: 'rgba(255, 255, 255, 0.35)',
  borderInverseSubtle: 'rgba(255, 255, 255, 0.2)',
  /** The 4 px grid, px. */
  space: { xxsmall: 4, xsmall: 8, small: 12, medium: 16, large: 24, xlarge: 32, xxlarge: 48, xxxlarge: 64 },
  /** Inputs and pills 4, cards 8, dialogs 16; px. */
  radius: { small: 4, medium: 8, large: 16, full: 999 },
  /** Type scale, px: 12 / 14 / 16 (body) / 18 / 22 / 28 / 36. */
  fontSize: { xsmall: 12, small: 14, body: 16, large: 18, xlarge: 22, xxlarge: 28, display: 36 },
  fontWeight: { regular: 400, semibold: 600, bold: 700 },
  lineHeight: { text: 1.5, heading: 1.2 },
  /** Gap between text and its underline (links drawn as text buttons), px. */
  underlineOffset: 3,
  /** State-change durations, ms (decoration; spec timings live in domain). */
  motion: { fast: 150, medium: 250 },
  /**
   * Heights, px: the minimum touch target and the default control height (docs/design.md principle 3), the
   * small and large controls, the header and the info bar; the product thumbnail (square), the navy band
   * at the top of the public pages, and the most a corner panel (the help bot) grows to.
   */
  size: { touch: 44, control: 40, controlSmall: 36, controlLarge: 52, header: 64, infoBar: 32, thumbnail: 48, brandBand: 240, panel: 560 },
  /** Line widths, px: borders 1, selected outlines and hovered underlines 2, the focus ring 3, accent bars 4. */
  borderWidth: { standard: 1, thick: 2, focus: 3, heavy: 4 },
  /** Focus ring offset, px: 2 outside, 1 outside a field's own border, 3 inside (inset by the ring's width). */
  focusOffset: { outside: 2, field: 1, inside: -3 },
  /**
   * Content and overlay widths, px: the page 1440, the private pages' content column 1280, prose 720,
   * error page 640, dialogs 520 and 420, forms 440 and a wider one 480 (two codes side by side), a corner
   * panel (survey, help bot) 360, a summary column beside a list (the cart's) 360, a download card in a
   * row 280 and the least one takes in a grid 260, the product list's price and total columns 136 and 112.
   */
  width: {
    page: 1440, content: 1280, prose: 720, errorPage: 640, dialog: 520, dialogSmall: 420, form: 440, formWide: 480, panel: 360, summary: 360,
    card: 280, cardMin: 260, priceColumn: 136, totalColumn: 112,
  },
} as const;

/**
 * Breakpoints, px. The spec's (§9, §2.5): 767 (carousel centre mode off), 820 and 1420 (carousel side
 * padding), 931 (desktop header; the stock-card check runs above it). The design widths: 768 tablet,
 * 932 desktop header, 1440 wide. Use `min-width: {x}px` for "from x up".
 */
export const breakpoints = {
  carousel: 767,
  tablet: 768,
  narrow: 820,
  stockCard: 931,
  desktop: 932,
  wide: 1420,
  wideDesign: 1440,
} as const;

/** `@media` queries for the design widths, shared by sprinkles and component styles. */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wideDesign}px)`,
  /** Phones: tables turn into cards below the tablet width. */
  phone: `screen and (max-width: ${breakpoints.carousel}px)`,
  /** Below the desktop header: the hamburger menu and the phone layouts. */
  belowDesktop: `screen and (max-width: ${breakpoints.stockCard}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /**
   * A finger, not a mouse (phones, the shop's tablet): every target is at least `size.touch` (44 px) square
   * here (WCAG 2.5.5), while a mouse keeps the denser small controls of the design.
   */
  touch: '(pointer: coarse)',
} as const;
