import { describe, expect, it } from 'vitest';
import { eanCheckDigit, isValidEan13, matchCode, withEanCheckDigit } from './barcode';

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

describe('matchCode (quick order and shelf count scans)', () => {
  const pack = withEanCheckDigit('539000010002');
  const outer = withEanCheckDigit('501200000006');
  const products = [
    { SKU: '10010001', PackBarCode: withEanCheckDigit('539000010001') },
    { SKU: '10010002', PackBarCode: pack, OuterBarCode: outer },
    { SKU: 'ab-3', PackBarCode: withEanCheckDigit('539000010003'), OuterBarCode: null },
  ];

  it('names a product by its pack’s EAN, its outer’s EAN or its SKU, and says which', () => {
    expect(matchCode(pack, products)).toEqual({ kind: 'pack', product: products[1] });
    expect(matchCode(outer, products)).toEqual({ kind: 'outer', product: products[1] });
    expect(matchCode('10010001', products)).toEqual({ kind: 'sku', product: products[0] });
  });

  it('ignores spaces and the case of a SKU', () => {
    expect(matchCode(' AB-3 ', products)).toMatchObject({ kind: 'sku', product: { SKU: 'ab-3' } });
    expect(matchCode(`${pack.slice(0, 6)} ${pack.slice(6)}`, products)).toMatchObject({ kind: 'pack' });
  });

  it('says a misread EAN-13 apart from an unknown code, and guesses neither', () => {
    const misread = `${pack.slice(0, 12)}${(Number(pack[12]) + 1) % 10}`;
    expect(matchCode(misread, products)).toEqual({ kind: 'misread', code: misread });
    expect(matchCode(withEanCheckDigit('539999999999'), products)).toMatchObject({ kind: 'unknown' });
    expect(matchCode(pack.slice(0, 12), products)).toEqual({ kind: 'unknown', code: pack.slice(0, 12) });
    expect(matchCode(' nope ', products)).toEqual({ kind: 'unknown', code: 'NOPE' });
    expect(matchCode('', products)).toEqual({ kind: 'unknown', code: '' });
  });

  it('never matches a null outer code', () => {
    expect(matchCode('NULL', products).kind).toBe('unknown');
  });
});
