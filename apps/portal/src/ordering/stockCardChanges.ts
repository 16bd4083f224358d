/**
 * Pure rules of the stock card's optimistic changes (§1, §2.1 /stock-card, §9 Stock Card order): what
 * the card shows while an add or a remove is on its way, and after one is refused. No React, no I/O.
 */
import type { Product } from '@trade-portal/api-client';

/** Card order: StockCardOrder ascending (1, 2, 3…), as GetStockCard sends it. */
const byCardOrder = (a: Product, b: Product) => a.StockCardOrder - b.StockCardOrder;

/**
 * The card as it shows while a change is sent: `product` taken off (`onCard` false), or put on at the end
 * (numbered after the last product) unless it is already there, in which case it keeps its place.
 * @param card the card's products in StockCardOrder (undefined before it has loaded)
 * @returns a new array in StockCardOrder; the input is not changed
 */
export function cardWithChange(card: readonly Product[] | undefined, product: Product, onCard: boolean): Product[] {
  const list = (card ?? []).filter((p) => p.SKU !== product.SKU);
  if (!onCard) return list;
  const already = card?.find((p) => p.SKU === product.SKU);
  const last = list.reduce((max, p) => Math.max(max, p.StockCardOrder), 0);
  return [...list, already ?? { ...product, StockCardOrder: last + 1 }].sort(byCardOrder);
}

/**
 * The card after a change to `product` was refused: the product back as it was before the change (at its
 * place) or off the card if it was not on it; every other product as the card holds it now, so another
 * change made meanwhile stays.
 * @param before the product as the card held it before the change, or undefined when it was not on it
 * @returns a new array in StockCardOrder
 */
export function cardRolledBack(card: readonly Product[] | undefined, product: Product, before: Product | undefined): Product[] {
  const list = (card ?? []).filter((p) => p.SKU !== product.SKU);
  return before ? [...list, before].sort(byCardOrder) : list;
}

/** One store's stock card, as the several-stores grid reads it. */
export interface StoreStockCard {
  /** JtiAccountId. */
  storeId: string;
  /** The card's products in StockCardOrder. */
  products: readonly Product[];
}

/** A row of the several-stores grid drawn from the stores' stock cards. */
export interface StockCardRow {
  product: Product;
  /** The stores whose card holds the product, in the order the cards were given. */
  storeIds: string[];
}

/**
 * The rows of /multi-store-order's 'Stock card' (ADR 0030): every product on any of the given
 * stores' cards, once: the first card's products in its order, then each later card's products not seen
 * yet, in that card's order, so the retailer's first store reads as its own card does.
 * @param cards the cards of the stores with stock-card access, in the user's store order
 * @returns rows with the stores holding each product; the inputs are not changed
 */
export function stockCardRows(cards: readonly StoreStockCard[]): StockCardRow[] {
  const rows = new Map<string, StockCardRow>();
  for (const { storeId, products } of cards) {
    for (const product of [...products].sort(byCardOrder)) {
      const row = rows.get(product.SKU);
      if (!row) rows.set(product.SKU, { product, storeIds: [storeId] });
      else if (!row.storeIds.includes(storeId)) row.storeIds.push(storeId);
    }
  }
  return [...rows.values()];
}
