import { beforeEach, describe, expect, it } from 'vitest';
import { cartLineQuantities, getEditingMarker, hasUnsavedEdit, setEditingMarker, type EditingMarker } from './editingOrder';

const marker: EditingMarker = { id: '100245', date: '2026-11-22T10:00:00Z', po: '', lines: { A: 10, B: 5 } };
const lines = (entries: Record<string, number>) => Object.entries(entries).map(([SKU, Quantity]) => ({ SKU, Quantity }));

describe('editing marker (§3, §4 Pending order)', () => {
  beforeEach(() => setEditingMarker(null));

  it('is set, read back and cleared; an empty id clears it', () => {
    expect(getEditingMarker()).toBeNull();
    setEditingMarker(marker);
    expect(getEditingMarker()).toEqual(marker);
    setEditingMarker({ ...marker, id: '' });
    expect(getEditingMarker()).toBeNull();
  });

  it('keeps only lines with outers', () => {
    expect(cartLineQuantities(lines({ A: 2, B: 0 }))).toEqual({ A: 2 });
  });
});

describe('hasUnsavedEdit (§8 Leaving with unsaved changes)', () => {
  it('is false when the cart holds no pending order', () => {
    expect(hasUnsavedEdit(null, lines({ A: 99 }), marker)).toBe(false);
  });
  it('is false while the lines are those the edit started from', () => {
    expect(hasUnsavedEdit('100245', lines({ B: 5, A: 10 }), marker)).toBe(false);
  });
  it('is true for a changed quantity, an added or a removed line', () => {
    expect(hasUnsavedEdit('100245', lines({ A: 20, B: 5 }), marker)).toBe(true);
    expect(hasUnsavedEdit('100245', lines({ A: 10, B: 5, C: 1 }), marker)).toBe(true);
    expect(hasUnsavedEdit('100245', lines({ A: 10 }), marker)).toBe(true);
  });
  it('is true without a marker for that order (the starting lines are unknown)', () => {
    expect(hasUnsavedEdit('100245', lines({ A: 10, B: 5 }), null)).toBe(true);
    expect(hasUnsavedEdit('999', lines({ A: 10, B: 5 }), marker)).toBe(true);
  });
});
