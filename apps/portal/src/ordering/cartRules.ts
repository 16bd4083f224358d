/**
 * Pure cart and account rules the portal applies on top of the server's answers (§4 Cart loading,
 * §4 Account loading, §5 quantity changes). No React, no I/O.
 */
import { cartTotals, isOrderingLink } from '@trade-portal/domain';
import type { BackEndCart, BackEndCartDetail, Product, UserAccount } from '@trade-portal/api-client';

/** A line kept in the cart whose product cannot be ordered now, with why (§4 Cart loading, §8). */
export type UnavailableCartLine = BackEndCart['UnavailableDetails'][number];

/**
 * §4 Cart loading: the lines to show as orderable. The server already keeps out-of-stock, archived and
 * withdrawn lines out of `BackEndCartDetails` (they are in `UnavailableDetails`, outside the totals), so
 * this only holds back a line whose product the portal's catalogue does not list (a catalogue change
 * the cached AllProducts has not caught up with): such a line is not shown as orderable.
 * @param lines the back-end cart's lines
 * @param productsBySku the catalogue (AllProducts) by SKU; while it is still loading pass null to keep every line
 */
export function visibleCartLines(
  lines: readonly BackEndCartDetail[],
  productsBySku: ReadonlyMap<string, Product> | null,
): BackEndCartDetail[] {
  if (!productsBySku) return [...lines];
  return lines.filter((line) => productsBySku.has(line.SKU));
}

/**
 * The lines /cart lists under 'Not available' (§4 Cart loading, §8): the server's `UnavailableDetails`
 * (out of stock, archived, withdrawn), then any orderable-looking line whose product the catalogue does
 * not list, as 'Withdrawn' (see `visibleCartLines`).
 * @param cart the back-end cart, or undefined before it loads (no lines)
 * @param productsBySku the catalogue by SKU, or null while it loads
 */
export function unavailableCartLines(cart: BackEndCart | undefined, productsBySku: ReadonlyMap<string, Product> | null): UnavailableCartLine[] {
  if (!cart) return [];
  const missing = productsBySku
    ? cart.BackEndCartDetails.filter((l) => !productsBySku.has(l.SKU)).map((l) => ({
        BackEndCartDetailsId: l.BackEndCartDetailsId, SKU: l.SKU, Product: l.Product, Quantity: l.Quantity, Reason: 'Withdrawn' as const,
      }))
    : [];
  return [...cart.UnavailableDetails, ...missing];
}

/**
 * The cart after setting one line's quantity (outers), with totals recomputed in cents (VAT 23 %): the
 * optimistic value shown while the server confirms (§5, §8). Quantity 0 removes the line, from the
 * unavailable lines too.
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
  // Removing a line the server keeps as unavailable (§4) drops it from there too; any other change
  // leaves those lines alone (they are not counted).
  const unavailable = quantity <= 0 ? base.UnavailableDetails.filter((l) => l.SKU !== product.SKU) : base.UnavailableDetails;
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
    UnavailableDetails: unavailable,
    TotalItems: totals.totalItems,
    SubTotal: totals.subTotal,
    VatTotal: totals.vatTotal,
    OrderTotal: totals.orderTotal,
  };
}

/**
 * The cart after a refused removal of an unavailable line: that line back as the server last confirmed
 * it (§8 revert). Returns `cart` unchanged when `confirmed` had no such line or `cart` still has it.
 */
export function withUnavailableLineFrom(cart: BackEndCart, confirmed: BackEndCart, sku: string): BackEndCart {
  const line = confirmed.UnavailableDetails.find((l) => l.SKU === sku);
  if (!line || cart.UnavailableDetails.some((l) => l.SKU === sku)) return cart;
  return { ...cart, UnavailableDetails: [...cart.UnavailableDetails, line] };
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
 * open, else /place-order; at TierAccessLevel 3, `/` unless they came from a page outside ordering
 * (`ORDERING_PATHS`, the route guard's list: ordering and order views are closed to them, §6).
 */
export function afterLoginPath(from: string | null | undefined, restricted: boolean): string {
  if (from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login')) {
    // The route guard's own list (ORDERING_PATHS): tier 3 would only be sent on to `/` from there.
    if (!restricted || !isOrderingLink(from)) return from;
  }
  return restricted ? '/' : '/place-order';
}
