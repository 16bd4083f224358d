import { describe, expect, it } from 'vitest';
import type { Product } from '@trade-portal/api-client';
import { cardRolledBack, cardWithChange, stockCardRows } from './stockCardChanges';

const p = (SKU: string, StockCardOrder: number) => ({ SKU, Product: `Product ${SKU}`, StockCardOrder }) as Product;
const card = [p('A', 1), p('B', 2), p('D', 5)];
const skus = (list: Product[]) => list.map((x) => `${x.SKU}${x.StockCardOrder}`);

describe('cardWithChange (§1 stock card, optimistic)', () => {
  it('adds a product at the end, numbered after the last', () => {
    expect(skus(cardWithChange(card, p('X', 99), true))).toEqual(['A1', 'B2', 'D5', 'X6']);
  });
  it('keeps a product already on the card in its place', () => {
    expect(skus(cardWithChange(card, p('B', 40), true))).toEqual(['A1', 'B2', 'D5']);
  });
  it('removes a product, and removing one not there changes nothing', () => {
    expect(skus(cardWithChange(card, p('B', 2), false))).toEqual(['A1', 'D5']);
    expect(skus(cardWithChange(card, p('Z', 1), false))).toEqual(['A1', 'B2', 'D5']);
  });
  it('starts a card not loaded yet', () => {
    expect(skus(cardWithChange(undefined, p('X', 7), true))).toEqual(['X1']);
  });
  it('leaves its input as it was', () => {
    cardWithChange(card, p('X', 9), true);
    expect(skus(card)).toEqual(['A1', 'B2', 'D5']);
  });
});

describe('cardRolledBack (§8: a refused change is undone for that product only)', () => {
  it('puts a refused removal back at its place', () => {
    const shown = cardWithChange(card, p('B', 2), false);
    expect(skus(cardRolledBack(shown, p('B', 2), p('B', 2)))).toEqual(['A1', 'B2', 'D5']);
  });
  it('takes a refused addition off', () => {
    const shown = cardWithChange(card, p('X', 0), true);
    expect(skus(cardRolledBack(shown, p('X', 0), undefined))).toEqual(['A1', 'B2', 'D5']);
  });
  it('keeps a product that was on the card when adding it again is refused', () => {
    const shown = cardWithChange(card, p('A', 1), true);
    expect(skus(cardRolledBack(shown, p('A', 1), p('A', 1)))).toEqual(['A1', 'B2', 'D5']);
  });
  it('keeps another change made meanwhile', () => {
    const afterRemove = cardWithChange(card, p('B', 2), false);
    const afterAdd = cardWithChange(afterRemove, p('X', 0), true);
    expect(skus(cardRolledBack(afterAdd, p('B', 2), p('B', 2)))).toEqual(['A1', 'B2', 'D5', 'X6']);
  });
});

describe('stockCardRows (several stores in one grid, ADR 0030)', () => {
  const rows = (cards: Parameters<typeof stockCardRows>[0]) => stockCardRows(cards).map((r) => `${r.product.SKU}:${r.storeIds.join('+')}`);

  it('lists every product once: the first card in its order, then what later cards add, in theirs', () => {
    expect(rows([
      { storeId: 'G', products: [p('A', 1), p('B', 2), p('C', 3)] },
      { storeId: 'S', products: [p('D', 1), p('B', 2), p('E', 3)] },
    ])).toEqual(['A:G', 'B:G+S', 'C:G', 'D:S', 'E:S']);
  });

  it('reads each card in StockCardOrder, whatever order it came in', () => {
    expect(rows([{ storeId: 'G', products: [p('C', 7), p('A', 1), p('B', 3)] }])).toEqual(['A:G', 'B:G', 'C:G']);
  });

  it('keeps the first card’s copy of a product, and a store counted once even if its card repeats it', () => {
    const first = { ...p('B', 2), Product: 'First copy' } as Product;
    const result = stockCardRows([
      { storeId: 'G', products: [first, p('B', 5)] },
      { storeId: 'S', products: [p('B', 1)] },
    ]);
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({ product: { Product: 'First copy' }, storeIds: ['G', 'S'] });
  });

  it('is empty without cards or with empty ones', () => {
    expect(stockCardRows([])).toEqual([]);
    expect(stockCardRows([{ storeId: 'G', products: [] }])).toEqual([]);
  });
});
