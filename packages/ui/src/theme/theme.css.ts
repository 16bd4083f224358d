import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media, tokens as t } from './tokens';

const px = <K extends string>(o: Record<K, number>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, `${v}px`])) as Record<K, string>;
const str = <K extends string>(o: Record<K, number>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)])) as Record<K, string>;

/** The light theme: apply `lightTheme` to a root element (the portal's body, each story). */
export const lightTheme = createTheme(vars, {
  color: {
    background: {
      page: t.page, card: t.card, brand: t.navy, brandHover: t.navyHover, accent: t.gold, interactive: t.blue, interactiveHover: t.blueHover,
      interactiveTint: t.blueTint, critical: t.critical, criticalHover: t.criticalHover, criticalTint: t.criticalTint, positive: t.positive, positiveHover: t.positiveHover, positiveTint: t.positiveTint,
      caution: t.cautionText, cautionTint: t.cautionTint, neutral: t.neutral, neutralHover: t.neutralHover, overlay: t.overlay, scrim: t.scrim, veil: t.veil,
    },
    text: {
      primary: t.textPrimary, secondary: t.textSecondary, muted: t.textMuted, inverse: t.white, interactive: t.blue,
      critical: t.critical, positive: t.positive, caution: t.cautionText, accent: t.gold,
    },
    border: { default: t.border, strong: t.borderStrong, focus: t.blue, critical: t.critical, inverse: t.borderInverse, inverseSubtle: t.borderInverseSubtle },
  },
  space: px(t.space),
  radius: px(t.radius),
  font: {
    family: '"Inter Variable", "Inter Fallback", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    size: px(t.fontSize),
    weight: str(t.fontWeight),
    lineHeight: str(t.lineHeight),
    underlineOffset: `${t.underlineOffset}px`,
  },
  shadow: { card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)', dialog: '0 20px 40px rgba(16, 24, 40, 0.25)' },
  motion: { fast: `${t.motion.fast}ms`, medium: `${t.motion.medium}ms` },
  size: px(t.size),
  borderWidth: px(t.borderWidth),
  focusOffset: px(t.focusOffset),
  width: px(t.width),
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle(`${lightTheme}`, {
  fontFamily: vars.font.family,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.text,
  color: vars.color.text.primary,
  background: vars.color.background.page,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle(`${lightTheme} h1, ${lightTheme} h2, ${lightTheme} h3`, { lineHeight: vars.font.lineHeight.heading, margin: 0 });
globalStyle(`${lightTheme} :focus-visible`, { outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`, outlineOffset: vars.focusOffset.outside });
globalStyle('body', { margin: 0 });
// Decorative motion stops for users who ask for less (docs/design.md); spec timings are behaviour, run by JS.
globalStyle('*, *::before, *::after', {
  '@media': { [media.reducedMotion]: { transitionDuration: '0ms !important', animationDuration: '0ms !important', animationIterationCount: '1 !important' } },
});
