/** Raw design values of DESIGN.md (colours checked against WCAG 2.2 AA there). */
export const tokens = {
  navy: '#0B2545',
  gold: '#E0B83A',
  goldIcon: '#C9A227',
  blue: '#1F5FBF',
  blueTint: '#EAF1FB',
  critical: '#B3261E',
  criticalTint: '#FDECEA',
  positive: '#1E7B34',
  positiveTint: '#E8F5EC',
  cautionText: '#8A5A00',
  cautionTint: '#FFF4D6',
  textPrimary: '#1B1F24',
  textSecondary: '#4B5563',
  textMuted: '#6B7280',
  page: '#F5F7FA',
  card: '#FFFFFF',
  border: '#D1D5DB',
} as const;

/** Breakpoints of the spec (§9), px. */
export const breakpoints = { carousel: 767, tablet: 768, narrow: 820, desktop: 932, stockCard: 931, wide: 1420 } as const;
