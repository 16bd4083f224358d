/**
 * EAN-13, the barcode on packs and outers (quick order and scanning): 12 digits and a check
 * digit (GS1's weights 1 and 3 from the left). A code that fails its check digit was misread, so it is
 * reported and never matched to the nearest product.
 */

/** The check digit of the first 12 digits of an EAN-13. @throws RangeError unless `first12` is 12 digits */
export function eanCheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError(`An EAN-13 starts with 12 digits, not "${first12}".`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** The 12 digits with their check digit: a whole EAN-13. @throws RangeError as {@link eanCheckDigit} */
export function withEanCheckDigit(first12: string): string {
  return `${first12}${eanCheckDigit(first12)}`;
}

/** Whether `code` is 13 digits whose last is the right check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && eanCheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** The fields a code is matched on; the API's Product satisfies it. */
export interface BarcodedProduct {
  SKU: string;
  /** The pack's EAN-13. */
  PackBarCode?: string;
  /** The outer's (case's) EAN-13, where known. */
  OuterBarCode?: string | null;
}

/**
 * What a scanned or typed code names: a product by its pack's EAN (`pack`), its outer's EAN
 * (`outer`) or its SKU (`sku`); else `misread` (13 digits whose check digit is wrong) or `unknown`. Quick
 * order's scan and the shelf count's both read codes through this one match, so they agree on what a code is.
 */
export type CodeMatch<P extends BarcodedProduct> =
  | { kind: 'pack' | 'outer' | 'sku'; product: P }
  | { kind: 'misread' | 'unknown'; code: string };

/**
 * Finds the product a code names. Nothing is guessed: no nearest code, no prefix match.
 * @param code what a scanner (or the keyboard) sent; spaces ignored, letters matched without case
 * @param products where to look (the catalogue, or one stock card)
 * @returns the first product naming the code, and which of its codes it was; `code` normalised otherwise
 */
export function matchCode<P extends BarcodedProduct>(code: string, products: readonly P[]): CodeMatch<P> {
  const key = code.replace(/\s+/g, '').toUpperCase();
  for (const product of products) {
    if (product.PackBarCode === key) return { kind: 'pack', product };
    if (product.OuterBarCode === key) return { kind: 'outer', product };
    if (product.SKU.toUpperCase() === key) return { kind: 'sku', product };
  }
  return { kind: /^\d{13}$/.test(key) && !isValidEan13(key) ? 'misread' : 'unknown', code: key };
}

/** Said of a code whose EAN-13 check digit is wrong: it was misread, so it is scanned again rather than guessed. */
export const misreadMessage = (code: string) => `${code} did not read correctly (its check digit is wrong): scan it again`;
