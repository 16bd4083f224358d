/**
 * Placeholder outer images for the demo catalogue, one per category, drawn as SVG: colour and label by
 * category, the label as outlines of Inter (outlinedText) so it looks the same on every machine. A Map, so
 * a name from the URL finds only these six (an object would also answer `constructor` or `toString` from
 * its prototype).
 */
import { outlinedText } from './outlinedText';

const colours = new Map<string, readonly [colour: string, label: string]>([
  ['rmc', ['#0B2545', 'RMC']], ['ryo', ['#7A4E1D', 'RYO']], ['evap', ['#1F5FBF', 'EVAP']],
  ['nicp', ['#1E7B34', 'NICP']], ['cgr', ['#5B2A86', 'CGR']], ['pip', ['#8A5A00', 'PIP']],
]);

/** The six SVGs, drawn on first request (outlining loads fontkit). */
const drawn = new Map<string, string>();

/** The SVG of `/assets/products/<category>.svg`, or undefined for any other name (the route's 404). */
export function productImage(file: string): string | undefined {
  const category = /^([a-z]+)\.svg$/.exec(file)?.[1];
  const c = category === undefined ? undefined : colours.get(category);
  if (category === undefined || !c) return undefined;
  const cached = drawn.get(category);
  if (cached) return cached;
  const label = outlinedText(c[1], { x: 60, y: 74, size: 20, weight: 700, anchor: 'middle' });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="${c[1]} outer"><rect x="14" y="22" width="92" height="76" rx="8" fill="${c[0]}"/><rect x="14" y="22" width="92" height="18" rx="8" fill="#ffffff" fill-opacity=".18"/><path d="${label}" fill="#ffffff"/></svg>`;
  drawn.set(category, svg);
  return svg;
}
