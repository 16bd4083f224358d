/**
 * The quick order's CSV format: a `SKU,Quantity` header, then one line per product with its
 * outers, CRLF line ends (RFC 4180), so a cart or an order can be downloaded, edited and pasted or uploaded
 * back into /quick-order. Written by hand rather than with the CSV parser: two columns, one of them a
 * number, and pages that only offer the download stay free of the parser.
 */

/** A field as RFC 4180 wants it: quoted when it holds a comma, a quote or a line break. */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * Cart or order lines as quick-order CSV.
 * @param lines SKU and outers
 * @returns `SKU,Quantity\r\n` and one `SKU,outers\r\n` per line
 */
export function toQuickOrderCsv(lines: readonly { SKU: string; Quantity: number }[]): string {
  return ['SKU,Quantity', ...lines.map((l) => `${field(l.SKU)},${Math.trunc(l.Quantity)}`)].map((row) => `${row}\r\n`).join('');
}
