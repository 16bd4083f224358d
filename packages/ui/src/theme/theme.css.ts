import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { tokens as t } from './tokens';

/** The light theme: apply `lightTheme` to a root element (the portal's body, each story). */
export const lightTheme = createTheme(vars, {
  color: {
    background: {
      page: t.page, card: t.card, brand: t.navy, brandHover: '#13335C', accent: t.gold, interactive: t.blue, interactiveHover: '#184C99',
      interactiveTint: t.blueTint, critical: t.critical, criticalTint: t.criticalTint, positive: t.positive, positiveTint: t.positiveTint,
      caution: t.cautionText, cautionTint: t.cautionTint, neutral: '#EEF0F3', neutralHover: '#E2E5EA', overlay: 'rgba(11, 37, 69, 0.45)',
    },
    text: {
      primary: t.textPrimary, secondary: t.textSecondary, muted: t.textMuted, inverse: '#FFFFFF', interactive: t.blue,
      critical: t.critical, positive: t.positive, caution: t.cautionText, accent: t.gold,
    },
    border: { default: t.border, strong: '#9CA3AF', focus: t.blue, critical: t.critical },
  },
  space: { xxsmall: '4px', xsmall: '8px', small: '12px', medium: '16px', large: '24px', xlarge: '32px', xxlarge: '48px', xxxlarge: '64px' },
  radius: { small: '4px', medium: '8px', large: '16px', full: '999px' },
  font: {
    family: '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    size: { xsmall: '12px', small: '14px', body: '16px', large: '18px', xlarge: '22px', xxlarge: '28px', display: '36px' },
    weight: { regular: '400', semibold: '600', bold: '700' },
    lineHeight: { text: '1.5', heading: '1.2' },
  },
  shadow: { card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)', dialog: '0 20px 40px rgba(16, 24, 40, 0.25)' },
  motion: { fast: '150ms', medium: '250ms' },
  size: { touch: '44px', control: '40px' },
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
globalStyle(`${lightTheme} :focus-visible`, { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' });
globalStyle('body', { margin: 0 });
globalStyle('*', {
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0ms !important', animationDuration: '0ms !important' } },
});
