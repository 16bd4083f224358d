import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidQuantity, maxQuantity } from './quantity';
import { withEanCheckDigit } from './barcode';
import { MAX_SHELF_PACKS, proposeFromShelfCount, shelfProposalText, shelfScanOutcome } from './shelfCount';

const p = (PackSize: number, MinimumOrder = 1, MinimumOrderIncremental = 1) => ({ PackSize, MinimumOrder, MinimumOrderIncremental });

describe('proposeFromShelfCount', () => {
  it.each([
    ['full shelf', 100, 100, p(20), { packsShort: 0, outersNeeded: 0, outers: 0, adjustedBy: null }],
    ['more than the target', 100, 130, p(20), { packsShort: 0, outersNeeded: 0, outers: 0, adjustedBy: null }],
    ['an exact number of outers', 100, 40, p(20), { packsShort: 60, outersNeeded: 3, outers: 3, adjustedBy: null }],
    ['a part outer rounds up', 100, 41, p(20), { packsShort: 59, outersNeeded: 3, outers: 3, adjustedBy: null }],
    ['one pack short is one outer', 100, 99, p(20), { packsShort: 1, outersNeeded: 1, outers: 1, adjustedBy: null }],
    ['below the minimum: the minimum', 100, 80, p(10, 4, 2), { packsShort: 20, outersNeeded: 2, outers: 4, adjustedBy: 'minimum' }],
    ['between steps: the next step', 100, 30, p(10, 4, 2), { packsShort: 70, outersNeeded: 7, outers: 8, adjustedBy: 'increment' }],
    ['on a step', 100, 40, p(10, 4, 2), { packsShort: 60, outersNeeded: 6, outers: 6, adjustedBy: null }],
    ['more than 999 outers: the largest valid quantity', 9999, 0, p(1, 5, 5), { packsShort: 9999, outersNeeded: 9999, outers: 995, adjustedBy: 'maximum' }],
    ['an empty shelf', 50, 0, p(20), { packsShort: 50, outersNeeded: 3, outers: 3, adjustedBy: null }],
    ['a pack size of 0 counts as 1', 10, 5, p(0), { packsShort: 5, outersNeeded: 5, outers: 5, adjustedBy: null }],
  ])('%s', (_, target, count, product, expected) => expect(proposeFromShelfCount(target, count, product)).toEqual(expected));

  it.each([
    [0, 0], [10000, 0], [1.5, 0], [Number.NaN, 0], [10, -1], [10, 10000], [10, 2.5], [10, Number.POSITIVE_INFINITY],
  ])('refuses target %s and count %s', (target, count) => expect(() => proposeFromShelfCount(target, count, p(20))).toThrow(RangeError));

  it('always a valid §5 quantity (or 0), enough to refill unless capped, and never a step more than needed', () => {
    const product = fc.record({ PackSize: fc.integer({ min: 1, max: 200 }), MinimumOrder: fc.integer({ min: 1, max: 20 }), MinimumOrderIncremental: fc.integer({ min: 1, max: 10 }) });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_SHELF_PACKS }), fc.integer({ min: 0, max: MAX_SHELF_PACKS }), product, (target, count, prod) => {
        const r = proposeFromShelfCount(target, count, prod);
        if (r.packsShort === 0) {
          expect(r.outers).toBe(0);
          return;
        }
        expect(isValidQuantity(r.outers, prod)).toBe(true);
        if (r.adjustedBy === 'maximum') {
          expect(r.outers).toBe(maxQuantity(prod));
          return;
        }
        // Enough packs to reach the target…
        expect(r.outers * prod.PackSize).toBeGreaterThanOrEqual(target - count);
        // …and one step less would not be (or would break the minimum).
        const less = r.outers - prod.MinimumOrderIncremental;
        if (less >= prod.MinimumOrder) expect(less * prod.PackSize).toBeLessThan(target - count);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('shelfProposalText', () => {
  it.each([
    [100, 100, p(20), 'Shelf full: nothing to order.'],
    [100, 40, p(20), '60 packs short: 3 outers of 20 packs each.'],
    // '5 outers of 5' read as five out of five: the pack size is said in packs.
    [30, 8, p(5), '22 packs short: 5 outers of 5 packs each.'],
    [100, 99, p(20), '1 pack short: 1 outer of 20 packs.'],
    [100, 80, p(10, 4, 2), '20 packs short: 2 outers of 10 packs each, ordered as 4 outers (the minimum order).'],
    [100, 30, p(10, 4, 2), '70 packs short: 7 outers of 10 packs each, ordered as 8 outers (sold in steps of 2 outers).'],
    [9999, 0, p(1, 5, 5), '9999 packs short: 9999 outers of 1 pack each, ordered as 995 outers (995 outers at most).'],
  ])('target %s, count %s', (target, count, product, text) => expect(shelfProposalText(proposeFromShelfCount(target, count, product), product)).toBe(text));
});

describe('shelfScanOutcome (scanning into the shelf count)', () => {
  const pack = withEanCheckDigit('539000010002');
  const outer = withEanCheckDigit('501200000006');
  const card = [
    { SKU: '10010001', Product: 'Meridian Gold 20s', PackSize: 10, PackBarCode: withEanCheckDigit('539000010001') },
    { SKU: '10010002', Product: 'Harbour Blue 20s', PackSize: 20, PackBarCode: pack, OuterBarCode: outer },
  ];
  const scan = (code: string, counts: Record<string, number> = {}) => shelfScanOutcome(code, card, (sku) => counts[sku] ?? 0);

  it('counts one pack for a pack’s barcode, from an empty count', () => {
    expect(scan(pack)).toEqual({ kind: 'counted', product: card[1], by: 'pack', added: 1, from: 0, to: 1, message: 'Harbour Blue 20s: 1 pack counted (+1)' });
    expect(scan(pack, { '10010002': 41 })).toMatchObject({ from: 41, to: 42, message: 'Harbour Blue 20s: 42 packs counted (+1)' });
  });

  it('counts an outer’s packs for an outer’s barcode', () => {
    expect(scan(outer, { '10010002': 3 })).toMatchObject({ kind: 'counted', by: 'outer', added: 20, from: 3, to: 23, message: 'Harbour Blue 20s: 23 packs counted (an outer, +20)' });
  });

  it('counts a typed SKU as one pack', () => {
    expect(scan(' 10010001 ')).toMatchObject({ kind: 'counted', by: 'pack', added: 1, to: 1 });
  });

  it('never passes 9999 packs: the count stays and the retailer is told', () => {
    expect(scan(pack, { '10010002': MAX_SHELF_PACKS - 1 })).toMatchObject({ kind: 'counted', to: MAX_SHELF_PACKS });
    expect(scan(pack, { '10010002': MAX_SHELF_PACKS })).toMatchObject({ kind: 'tooMany', count: MAX_SHELF_PACKS });
    expect(scan(outer, { '10010002': MAX_SHELF_PACKS - 19 })).toMatchObject({ kind: 'tooMany', count: MAX_SHELF_PACKS - 19 });
  });

  it('reports a code not on the card and a misread, and counts nothing', () => {
    expect(scan(withEanCheckDigit('539000010009'))).toMatchObject({ kind: 'unknown', message: expect.stringMatching(/^Nothing on your stock card has the code \d{13}: nothing counted$/) });
    const misread = `${pack.slice(0, 12)}${(Number(pack[12]) + 1) % 10}`;
    expect(scan(misread)).toMatchObject({ kind: 'misread', code: misread });
  });

  it('a pack size of 0 counts an outer as one pack', () => {
    expect(shelfScanOutcome(outer, [{ ...card[1]!, PackSize: 0 }], () => 0)).toMatchObject({ by: 'outer', added: 1 });
  });
});
