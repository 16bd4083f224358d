/**
 * The cart lines' entry for the pages that change cart lines (ADR 0051): imported by path, not through
 * `api/`'s index, so the pages that only read a cart (home, My Account, My Orders) do not load it.
 */
export { cartLinesFor, type CartLines, type CartLinesState, type CartProduct } from './cart/cartLines';
export { useCartLines, useStoresCartLines, type CartEditor, type StoresCartEditor } from './cart/useCartLines';
export type { LineRemoval } from './cart/lineRemoval';
