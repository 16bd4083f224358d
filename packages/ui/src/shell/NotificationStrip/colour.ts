/**
 * Whether white text reads on a CMS background colour (WCAG 2.2 contrast of at least 4.5:1 against
 * white). @param hex '#rgb' or '#rrggbb'; anything else gives false (the strip's own light colours).
 */
export function wantsLightText(hex: string | null | undefined): boolean {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex?.trim() ?? '');
  if (!m) return false;
  const digits = m[1]!.length === 3 ? [...m[1]!].map((d) => d + d).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (luminance + 0.05) >= 4.5;
}

/** Whether a CMS background colour is one to use at all: a hex colour ('#rgb' or '#rrggbb'). */
export const isHexColour = (value: string | null | undefined): value is string => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value?.trim() ?? '');
