import { describe, expect, it } from 'vitest';
import { addQuantityOnSteps } from '@trade-portal/domain';
import { cartLinesOnTop } from './usualOrder';

const cart = { BackEndCartDetails: [{ SKU: 'A', Quantity: 2 }, { SKU: 'B', Quantity: 10 }] };
const steps = { MinimumOrder: 4, MinimumOrderIncremental: 2 };

describe('cartLinesOnTop (the usual order added on top of the cart, and its Undo)', () => {
  it('sets each line to what is asked on top of the cart, and keeps what each held for Undo', () => {
    const { lines, before } = cartLinesOnTop(cart, ['A', 'C'], (_, inCart) => addQuantityOnSteps(inCart, 3, steps));
    expect(lines).toEqual([{ SKU: 'A', Quantity: 6 }, { SKU: 'C', Quantity: 4 }]);
    expect(before).toEqual([{ SKU: 'A', Quantity: 2 }, { SKU: 'C', Quantity: 0 }]);
  });
  it('leaves out a line that would not grow, so nothing is lowered and Undo touches only what changed', () => {
    const { lines, before } = cartLinesOnTop(cart, ['B', 'C'], (sku) => (sku === 'B' ? 8 : 0));
    expect(lines).toEqual([]);
    expect(before).toEqual([]);
  });
});
