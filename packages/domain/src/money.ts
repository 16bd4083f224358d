/** VAT rate applied to every order (§9). */
export const VAT_RATE = 0.23;

/** EUR amount → integer cents, rounding half away from zero. */
export function toCents(eur: number): number {
  // toPrecision drops binary noise such as 1.005 * 100 = 100.49999…
  return Math.sign(eur) * Math.round(Number((Math.abs(eur) * 100).toPrecision(12))) + 0;
}

/** Integer cents → EUR amount. */
export function fromCents(cents: number): number {
  return cents / 100;
}

const eurFormat = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Formats an EUR amount with the euro sign and two decimals: `1234.5` → `'€1,234.50'` (§9).
 * @param eur amount in EUR
 */
export function formatEur(eur: number): string {
  return eurFormat.format(fromCents(toCents(eur)) + 0);
}

/** Net price of one line: price per outer (EUR) × quantity (outers), in EUR, exact to the cent. */
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
 * Sums lines in integer cents and adds VAT once per order (§9).
 * @param lines price per outer (EUR, net) and quantity (outers) of each line
 */
export function cartTotals(lines: ReadonlyArray<{ PriceOuter: number; Quantity: number }>): Totals {
  let totalItems = 0;
  let subCents = 0;
  for (const line of lines) {
    totalItems += line.Quantity;
    subCents += toCents(line.PriceOuter) * line.Quantity;
  }
  const vatCents = Math.round(subCents * VAT_RATE);
  return { totalItems, subTotal: fromCents(subCents), vatTotal: fromCents(vatCents), orderTotal: fromCents(subCents + vatCents) };
}
