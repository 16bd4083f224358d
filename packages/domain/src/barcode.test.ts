import { describe, expect, it } from 'vitest';
import { eanCheckDigit, isValidEan13, withEanCheckDigit } from './barcode';

describe('EAN-13', () => {
  it.each([
    ['400638133393', 1],
    ['501234567890', 0],
    ['590123412345', 7],
    ['000000000000', 0],
  ])('the check digit of %s is %i', (first12, digit) => expect(eanCheckDigit(first12)).toBe(digit));

  it('accepts a code whose check digit is right, and any single-digit misread fails', () => {
    const code = withEanCheckDigit('539123456789');
    expect(isValidEan13(code)).toBe(true);
    for (let i = 0; i < 13; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === code[i]) continue;
        expect(isValidEan13(`${code.slice(0, i)}${d}${code.slice(i + 1)}`)).toBe(false);
      }
    }
  });

  it.each(['', '123', '40063813339311', '400638133393x', ' 4006381333931'])('refuses %j', (code) => expect(isValidEan13(code)).toBe(false));

  it('throws on a start that is not 12 digits', () => {
    expect(() => eanCheckDigit('12345')).toThrow(RangeError);
  });
});
