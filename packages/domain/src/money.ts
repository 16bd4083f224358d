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

/** VAT of a net amount in cents, half-up, in integer arithmetic (no 0.23 float noise), §9. @returns cents */
export function vatCents(netCents: number): number {
  return Math.round((netCents * VAT_PERCENT) / 100);
}

/**
 * Net price of one line: price per outer (EUR) × quantity (outers), in EUR, exact to the cent
 * (19.99 × 3 = 59.97, not 59.970000000000006).
 */
export function lineTotal(priceOuter: number, quantity: number): number {
  return fromCents(lineTotalCents(toCents(priceOuter), quantity));
}

/**
 * Net price of one line in integer cents: price per outer (cents) × quantity (outers). For callers that
 * keep money in cents (the server); `lineTotal` is the EUR form.
 */
export function lineTotalCents(priceOuterCents: number, quantity: number): number {
  return priceOuterCents * quantity;
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

/** Totals of a cart or an order in integer cents (§3, §9), named as the server stores them. Items in outers. */
export interface TotalsCents {
  /** Outers across all lines. */
  totalItems: number;
  /** Net goods total, cents. */
  subTotalCents: number;
  /** VAT at 23 % of the net total, cents, rounded half-up. */
  vatTotalCents: number;
  /** Net total plus VAT, cents. */
  orderTotalCents: number;
}

/**
 * Sums lines in integer cents and adds VAT once per order, rounded half-up (§9): the cents form of
 * `cartTotals`, for callers that keep money in cents (the server stores and prices with it).
 * @param lines price per outer (integer cents, net) and quantity (outers) of each line
 */
export function cartTotalsCents(lines: ReadonlyArray<{ priceOuterCents: number; quantity: number }>): TotalsCents {
  let totalItems = 0;
  let subTotalCents = 0;
  for (const line of lines) {
    totalItems += line.quantity;
    subTotalCents += lineTotalCents(line.priceOuterCents, line.quantity);
  }
  const vatTotalCents = vatCents(subTotalCents);
  return { totalItems, subTotalCents, vatTotalCents, orderTotalCents: subTotalCents + vatTotalCents };
}

/**
 * Sums lines in integer cents and adds VAT once per order, rounded half-up (§9): `cartTotalsCents` over
 * EUR prices, with the totals in EUR. The portal and the server share the same arithmetic, so the
 * portal, the stored order and the invoice always agree.
 * @param lines price per outer (EUR, net) and quantity (outers) of each line
 */
export function cartTotals(lines: ReadonlyArray<{ PriceOuter: number; Quantity: number }>): Totals {
  const t = cartTotalsCents(lines.map((l) => ({ priceOuterCents: toCents(l.PriceOuter), quantity: l.Quantity })));
  return { totalItems: t.totalItems, subTotal: fromCents(t.subTotalCents), vatTotal: fromCents(t.vatTotalCents), orderTotal: fromCents(t.orderTotalCents) };
}
