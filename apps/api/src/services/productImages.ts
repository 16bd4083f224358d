/**
 * Placeholder outer images for the demo catalogue, one per category, drawn as SVG: colour and label by
 * category. A Map, so a name from the URL finds only these six (an object would also answer
 * `constructor` or `toString` from its prototype).
 */
const colours = new Map<string, readonly [colour: string, label: string]>([
  ['rmc', ['#0B2545', 'RMC']], ['ryo', ['#7A4E1D', 'RYO']], ['evap', ['#1F5FBF', 'EVAP']],
  ['nicp', ['#1E7B34', 'NICP']], ['cgr', ['#5B2A86', 'CGR']], ['pip', ['#8A5A00', 'PIP']],
]);

/** The SVG of `/assets/products/<category>.svg`, or undefined for any other name (the route's 404). */
export function productImage(file: string): string | undefined {
  const m = /^([a-z]+)\.svg$/.exec(file);
  const c = m ? colours.get(m[1]!) : undefined;
  if (!c) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="${c[1]} outer"><rect x="14" y="22" width="92" height="76" rx="8" fill="${c[0]}"/><rect x="14" y="22" width="92" height="18" rx="8" fill="#ffffff" fill-opacity=".18"/><text x="60" y="74" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="#ffffff" text-anchor="middle">${c[1]}</text></svg>`;
}
