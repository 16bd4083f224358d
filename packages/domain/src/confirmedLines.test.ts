import { describe, expect, it } from 'vitest';
import { lineChanges, lineChangeText, quantitiesBySku, sameLines } from './confirmedLines';

const line = (SKU: string, Quantity: number, Product = `Product ${SKU}`) => ({ SKU, Quantity, Product });

describe('sameLines', () => {
  it('is true for the same SKUs and outers in any order, and for two empty carts', () => {
    expect(sameLines([line('A', 3), line('B', 2)], [line('B', 2), line('A', 3)])).toBe(true);
    expect(sameLines([], [])).toBe(true);
  });
  it('is false for another quantity, a product more or a product less', () => {
    expect(sameLines([line('A', 3)], [line('A', 4)])).toBe(false);
    expect(sameLines([line('A', 3)], [line('A', 3), line('B', 22)])).toBe(false);
    expect(sameLines([line('A', 3), line('B', 1)], [line('A', 3)])).toBe(false);
    expect(sameLines([line('RMC1001', 3)], [line('RMC1002', 22)])).toBe(false);
  });
  it('sums lines of one SKU and ignores lines of 0 outers', () => {
    expect(quantitiesBySku([line('A', 1), line('A', 2), line('B', 0)])).toEqual(new Map([['A', 3]]));
    expect(sameLines([line('A', 1), line('A', 2)], [line('A', 3), line('C', 0)])).toBe(true);
  });
});

describe('lineChanges', () => {
  it('lists each product whose outers differ, confirmed first, then the new ones', () => {
    const changes = lineChanges([line('RMC1001', 3, 'Briarwood'), line('X', 2, 'Same')], [line('X', 2, 'Same'), line('RMC1002', 22, 'Kestrel')]);
    expect(changes).toEqual([
      { SKU: 'RMC1001', Product: 'Briarwood', confirmed: 3, now: 0 },
      { SKU: 'RMC1002', Product: 'Kestrel', confirmed: 0, now: 22 },
    ]);
  });
  it('is empty when nothing changed', () => {
    expect(lineChanges([line('A', 3)], [line('A', 3)])).toEqual([]);
  });
  it('says each change in words', () => {
    expect(lineChangeText({ SKU: 'A', Product: 'Briarwood', confirmed: 3, now: 0 })).toBe('Briarwood: 3 outers confirmed, none now');
    expect(lineChangeText({ SKU: 'B', Product: 'Kestrel', confirmed: 0, now: 22 })).toBe('Kestrel: not confirmed, 22 outers now');
    expect(lineChangeText({ SKU: 'C', Product: 'Wren', confirmed: 1, now: 2 })).toBe('Wren: 1 outer confirmed, 2 outers now');
  });
});
