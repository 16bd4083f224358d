/** VAT rate applied to every order (§9). */
export const VAT_RATE = 0.23;
/** The same rate in whole percent, so VAT is computed in integers (exact to the cent). */
export const VAT_PERCENT = 23;

/**
 * EUR amount → integer cents, rounding half away from zero (1.005 → 101, -1.005 → -101).
 * @param eur amount in EUR; NaN and ±Infinity are not amounts and give NaN
 */
export function toCents(eur: number): number {
  // toPrecision drops binary noise such as 1.005 * 100 = 100.49999…
  return Math.sign(eur) * Math.round(Number((Math.abs(eur) * 100).toPrecision(12))) + 0;
}

/** Integer cents → EUR amount (101 → 1.01). */
export function fromCents(cents: number): number {
  return cents / 100;
}

const eurFormat = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Formats an EUR amount with the euro sign and two decimals: `1234.5` → `'€1,234.50'` (§9).
 * @param eur amount in EUR
 */
export function formatEur(eur: number): string {
  // `+ 0` turns -0 (e.g. -0.001 rounded) into 0, so it never prints as '-€0.00'.
  return eurFormat.format(fromCents(toCents(eur)) + 0);
}

/**
 * VAT on a net amount: 23 % rounded half-up to the cent (§9).
 * @param netEur net amount, EUR
 * @returns VAT, EUR
 */
export function vatOf(netEur: number): number {
  return fromCents(vatCents(toCents(netEur)));
}

/** VAT of a net amount in cents, half-up, in integer arithmetic (no 0.23 float noise). */
function vatCents(netCents: number): number {
  return Math.round((netCents * VAT_PERCENT) / 100);
}

/**
 * Net price of one line: price per outer (EUR) × quantity (outers), in EUR, exact to the cent
 * (19.99 × 3 = 59.97, not 59.970000000000006).
 */
export function lineTotal(priceOuter: number, quantity: number): number {
  return fromCents(toCents(priceOuter) * quantity);
}

/** Totals of a cart or an order (§3, §9). Amounts in EUR, items in outers. */
export interface Totals {
  /** Outers across all lines. */
  totalItems: number;
  /** Net goods total, EUR. */
  subTotal: number;
  /** VAT at 23 % of the net total, EUR, rounded half-up to the cent. */
  vatTotal: number;
  /** Net total plus VAT, EUR. */
  orderTotal: number;
}

/**
 * Sums lines in integer cents and adds VAT once per order, rounded half-up (§9). The server computes
 * stored totals with this too, so the portal and the invoice always agree.
 * @param lines price per outer (EUR, net) and quantity (outers) of each line
 */
export function cartTotals(lines: ReadonlyArray<{ PriceOuter: number; Quantity: number }>): Totals {
  let totalItems = 0;
  let subCents = 0;
  for (const line of lines) {
    totalItems += line.Quantity;
    subCents += toCents(line.PriceOuter) * line.Quantity;
  }
  const vat = vatCents(subCents);
  return { totalItems, subTotal: fromCents(subCents), vatTotal: fromCents(vat), orderTotal: fromCents(subCents + vat) };
}
