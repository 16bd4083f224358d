/**
 * Readable CMS colours (WCAG 2.2 contrast). The hero banner and the pods take their background, text and
 * button colours from the server (§3 ColorBg, ColorText, CTAColour); a pair that would be hard to read is
 * corrected here rather than shown as sent. ADR 0022.
 */

/** WCAG AA for body text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The fallbacks, docs/design.md's tokens: navy surface, white and primary text. */
export const NAVY = '#0B2545';
export const WHITE = '#FFFFFF';
export const INK = '#1B1F24';

/**
 * Parses `#rgb` or `#rrggbb` (any case, spaces around allowed).
 * @returns [r, g, b] in 0–255, or null for anything else (named colours, rgb(), empty)
 */
export function parseHex(colour: string | null | undefined): [number, number, number] | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((colour ?? '').trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/**
 * WCAG contrast ratio of two `#rgb`/`#rrggbb` colours.
 * @returns 1–21, or null when either is not a hex colour
 */
export function contrastRatio(a: string | null | undefined, b: string | null | undefined): number | null {
  const pa = parseHex(a);
  const pb = parseHex(b);
  if (!pa || !pb) return null;
  const [hi, lo] = [luminance(pa), luminance(pb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A background and the text colour drawn on it. */
export interface ColourPair {
  background: string;
  text: string;
}

/**
 * The server's pair when it reads at `MIN_TEXT_CONTRAST` or better; else the same background with
 * white or ink text, whichever reads better, when that reaches it; else navy with white text.
 * @param background a hex colour, or null/unknown for the navy default
 * @param text a hex colour, or null for the better of white and ink
 */
export function readablePair(background: string | null | undefined, text: string | null | undefined): ColourPair {
  if (!parseHex(background)) return { background: NAVY, text: parseHex(text) && (contrastRatio(NAVY, text) ?? 0) >= MIN_TEXT_CONTRAST ? text!.trim() : WHITE };
  const bg = background!.trim();
  if ((contrastRatio(bg, text) ?? 0) >= MIN_TEXT_CONTRAST) return { background: bg, text: text!.trim() };
  const white = contrastRatio(bg, WHITE)!;
  const ink = contrastRatio(bg, INK)!;
  const better = white >= ink ? WHITE : INK;
  return Math.max(white, ink) >= MIN_TEXT_CONTRAST ? { background: bg, text: better } : { background: NAVY, text: WHITE };
}
