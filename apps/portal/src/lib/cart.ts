/**
 * Pure cart and account rules the portal applies on top of the server's answers (§4 Cart loading,
 * §4 Account loading, §5 quantity changes). No React, no I/O.
 */
import { cartTotals } from '@trade-portal/domain';
import type { BackEndCart, BackEndCartDetail, Product, UserAccount } from '@trade-portal/api-client';

/**
 * §4 Cart loading: the lines to show, without those whose product is not in the catalogue or is out of stock.
 * @param lines the back-end cart's lines
 * @param productsBySku the catalogue (AllProducts) by SKU; while it is still loading pass null to keep every line
 */
export function visibleCartLines(
  lines: readonly BackEndCartDetail[],
  productsBySku: ReadonlyMap<string, Product> | null,
): BackEndCartDetail[] {
  if (!productsBySku) return [...lines];
  return lines.filter((line) => {
    const product = productsBySku.get(line.SKU);
    return product !== undefined && !product.OutOfStock && !product.IsArchived;
  });
}

/**
 * The cart after setting one line's quantity (outers), with totals recomputed in cents (VAT 23 %): the
 * optimistic value shown while the server confirms (§5, §8). Quantity 0 removes the line.
 * @param cart the current cart (or undefined before the first load)
 * @param product the product whose line changes (its PriceOuter is used for a new line)
 * @param quantity outers, 0–999
 */
export function withLineQuantity(
  cart: BackEndCart | undefined,
  product: Pick<Product, 'SKU' | 'Product' | 'PriceOuter'>,
  quantity: number,
): BackEndCart {
  const base: BackEndCart = cart ?? {
    BackEndCartId: null, AccountNumber: '', PendingOrderNumber: null, BackEndCartDetails: [], UnavailableDetails: [],
    TotalItems: 0, SubTotal: 0, VatTotal: 0, OrderTotal: 0,
  };
  const existing = base.BackEndCartDetails.find((l) => l.SKU === product.SKU);
  let lines: BackEndCartDetail[];
  if (quantity <= 0) {
    lines = base.BackEndCartDetails.filter((l) => l.SKU !== product.SKU);
  } else if (existing) {
    lines = base.BackEndCartDetails.map((l) =>
      l.SKU === product.SKU ? { ...l, Quantity: quantity, LineTotal: cartTotals([{ PriceOuter: l.PriceOuter, Quantity: quantity }]).subTotal } : l,
    );
  } else {
    lines = [
      ...base.BackEndCartDetails,
      {
        BackEndCartDetailsId: -1,
        SKU: product.SKU,
        Product: product.Product,
        Quantity: quantity,
        PriceOuter: product.PriceOuter,
        LineTotal: cartTotals([{ PriceOuter: product.PriceOuter, Quantity: quantity }]).subTotal,
      },
    ];
  }
  const totals = cartTotals(lines);
  return {
    ...base,
    BackEndCartDetails: lines,
    TotalItems: totals.totalItems,
    SubTotal: totals.subTotal,
    VatTotal: totals.vatTotal,
    OrderTotal: totals.orderTotal,
  };
}

/** Quantity (outers) of a SKU in the cart; 0 when absent. */
export function quantityInCart(cart: BackEndCart | undefined, sku: string): number {
  return cart?.BackEndCartDetails.find((l) => l.SKU === sku)?.Quantity ?? 0;
}

/**
 * §4 Account loading: the stored account if the user still holds it, otherwise the first.
 * @returns the JtiAccountId to use, or null when the user has no accounts
 */
export function pickAccount(accounts: readonly Pick<UserAccount, 'JtiAccountId'>[], stored: string | null | undefined): string | null {
  if (stored && accounts.some((a) => a.JtiAccountId === stored)) return stored;
  return accounts[0]?.JtiAccountId ?? null;
}

/**
 * Where to go after login (§4 Login): the page the user came from when it is a private page they may
 * open, else /place-order; at TierAccessLevel 3, `/` (ordering is closed to them, §6).
 */
export function afterLoginPath(from: string | null | undefined, restricted: boolean): string {
  const blockedForRestricted = ['/place-order', '/cart', '/my-orders'];
  if (from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login')) {
    if (!restricted || !blockedForRestricted.some((p) => from === p || from.startsWith(`${p}?`) || from.startsWith(`${p}/`))) return from;
  }
  return restricted ? '/' : '/place-order';
}
