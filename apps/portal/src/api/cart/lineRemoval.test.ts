import { describe, expect, it } from 'vitest';
import { removalAfterChange, removalAfterRefusal, type LineChange, type LineRemoval } from './lineRemoval';

const change = (over: Partial<LineChange>): LineChange => ({ accountNumber: 'A1', sku: 'S1', productName: 'Harbour Gold 20s', before: 999, after: 0, ...over });
const removed: LineRemoval = { id: 1, accountNumber: 'A1', sku: 'S1', productName: 'Harbour Gold 20s', quantity: 999 };

describe('removalAfterChange (Removed … Undo, §5)', () => {
  it('offers a line taken from 999 outers to 0, with the quantity to put back', () => {
    expect(removalAfterChange(null, change({}), 1)).toEqual(removed);
  });

  it('replaces the removal shown by a new one (one notice at a time)', () => {
    const next = removalAfterChange(removed, change({ sku: 'S2', productName: 'Cloudline Mint', before: 4 }), 2);
    expect(next).toEqual({ id: 2, accountNumber: 'A1', sku: 'S2', productName: 'Cloudline Mint', quantity: 4 });
  });

  it('offers nothing for a line that was not in the cart (0 → 0)', () => {
    expect(removalAfterChange(null, change({ before: 0 }), 1)).toBeNull();
    expect(removalAfterChange(removed, change({ sku: 'S2', before: 0 }), 2)).toBe(removed);
  });

  it('drops the removal when its line is set again by hand', () => {
    expect(removalAfterChange(removed, change({ before: 0, after: 5 }), 2)).toBeNull();
  });

  it('keeps it when other lines change, or the same SKU in another store', () => {
    expect(removalAfterChange(removed, change({ sku: 'S2', before: 4, after: 6 }), 2)).toBe(removed);
    expect(removalAfterChange(removed, change({ accountNumber: 'A2', before: 0, after: 5 }), 2)).toBe(removed);
  });
});

describe('removalAfterRefusal (§8 Cart quantity update error)', () => {
  it('the removal → undo path: undo puts 999 back; a refused undo offers the removal again with the message', () => {
    // Typing 0 removes the line: offered.
    let last = removalAfterChange(null, change({}), 1);
    // Undo: the editor remembers what it is putting back, drops the notice and sets 999 again.
    const restoring = last!;
    last = removalAfterChange(null, change({ before: 0, after: restoring.quantity }), 2);
    expect(last).toBeNull();
    // The server refuses: the line reverts to its quantity there (0), and the removal comes back.
    last = removalAfterRefusal(last, restoring, { sku: 'S1', sent: 999, serverQuantity: 0, message: 'Harbour Gold 20s is out of stock.' }, 3);
    expect(last).toEqual({ ...removed, id: 3, errorMessage: 'Harbour Gold 20s is out of stock.' });
  });

  it('a refused removal leaves nothing to undo: the line is back at the server quantity', () => {
    expect(removalAfterRefusal(removed, undefined, { sku: 'S1', sent: 0, serverQuantity: 999, message: 'Error updating product' }, 2)).toBeNull();
  });

  it('an undo refused after the line was put back elsewhere does not offer it again', () => {
    expect(removalAfterRefusal(null, removed, { sku: 'S1', sent: 999, serverQuantity: 10, message: 'x' }, 2)).toBeNull();
  });

  it('a refusal of another line keeps the removal shown', () => {
    expect(removalAfterRefusal(removed, undefined, { sku: 'S2', sent: 4, serverQuantity: 0, message: 'x' }, 2)).toBe(removed);
  });
});
