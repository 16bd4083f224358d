/**
 * Words drawn as outlines of Inter (the portal's typeface, from @fontsource/inter, SIL Open Font License).
 * An SVG shown through `<img>`, a poster or a CSS background cannot use the page's fonts, so a `<text>` in
 * it is drawn in whatever font the viewer's machine has; the generated media (scripts/media.mjs) and the
 * product placeholders carry their words as paths instead and look the same everywhere. fontkit (which
 * pdfkit uses too) and the fonts are loaded on first use, ~180 ms once.
 */
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';

const require = createRequire(import.meta.url);
const fonts = new Map<400 | 700, Font>();

/** Inter's Latin file at `weight`, opened once. */
function inter(weight: 400 | 700): Font {
  let font = fonts.get(weight);
  if (!font) {
    const fontkit = require('fontkit') as typeof import('fontkit');
    font = fontkit.openSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff2`)) as Font;
    fonts.set(weight, font);
  }
  return font;
}

/** Where and how large {@link outlinedText} draws a line. */
export interface OutlineOptions {
  /** The baseline's left end (or its middle, with `anchor: 'middle'`), px. */
  x: number;
  /** The baseline, px from the top. */
  y: number;
  /** Font size, px. */
  size: number;
  /** @default 400 */
  weight?: 400 | 700;
  /** As SVG's `text-anchor`. @default 'start' */
  anchor?: 'start' | 'middle';
}

/**
 * One line of text as SVG path data (the `d` of one `<path>`), laid out by fontkit with Inter's kerning;
 * coordinates rounded to 0.1 px. Characters outside Inter's Latin file draw as its missing-glyph box.
 * @param line the words
 * @returns path data in the SVG's user units (px)
 */
export function outlinedText(line: string, { x, y, size, weight = 400, anchor = 'start' }: OutlineOptions): string {
  const font = inter(weight);
  const scale = size / font.unitsPerEm;
  const run = font.layout(line);
  const width = run.positions.reduce((sum, p) => sum + p.xAdvance, 0) * scale;
  const left = anchor === 'middle' ? x - width / 2 : x;
  let pen = 0;
  return run.glyphs
    .map((glyph, i) => {
      const p = run.positions[i]!;
      const d = glyph.path.scale(scale, -scale).translate(left + (pen + p.xOffset) * scale, y - p.yOffset * scale).toSVG();
      pen += p.xAdvance;
      return d;
    })
    .join('')
    .replace(/-?\d*\.\d+/g, (n) => String(Math.round(Number(n) * 10) / 10));
}
