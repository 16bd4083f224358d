/**
 * The swap offered for an out-of-stock cart line (§2.1 cart steps, §4 Cart loading): pure rules, no
 * React, no I/O.
 */
import type { BackEndCart, Product } from '@trade-portal/api-client';

/** What 'Swap for {product}' does to the alternative's line. */
export interface SwapOffer {
  sku: string;
  productName: string;
  /** The alternative's quantity after the swap, outers. */
  quantity: number;
  /** EUR per outer, net. */
  priceOuter: number;
}

/**
 * The swap for an out-of-stock line's alternative: the alternative set to its MinimumOrder, or kept at
 * what the cart already holds when that is more (a swap never lowers a line); none when there is no
 * alternative or it cannot be ordered itself (out of stock, archived).
 * @param alternative the AlternativeProduct answer: a product, null (none, 404) or undefined (still asked)
 * @param cart the cart as shown
 * @returns the offer, null for none, undefined while the alternative is asked
 */
export function swapOffer(alternative: Product | null | undefined, cart: BackEndCart | undefined): SwapOffer | null | undefined {
  if (alternative === undefined) return undefined;
  if (alternative === null || alternative.OutOfStock || alternative.IsArchived) return null;
  const inCart = cart?.BackEndCartDetails.find((l) => l.SKU === alternative.SKU)?.Quantity ?? 0;
  return { sku: alternative.SKU, productName: alternative.Product, quantity: Math.max(inCart, alternative.MinimumOrder, 1), priceOuter: alternative.PriceOuter };
}
