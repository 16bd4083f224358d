/**
 * EAN-13, the barcode on packs and outers (issue 12, quick order and scanning): 12 digits and a check
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
