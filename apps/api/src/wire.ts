/**
 * The edge: database rows and amounts in integer cents → the contract's shapes (§3 spelling), with
 * prices in EUR as the back end sends them. The server keeps money in cents everywhere else; this is the
 * one place it converts, through domain's `fromCents`.
 */
import { fromCents, lineTotalCents, type SpendAmounts, type SpendInsights, type SpendProduct, type TotalsCents } from '@trade-portal/domain';
import type { BackEndCart, BackEndCartDetail, InsightsAmounts, InsightsProduct, Order, OrderDeliveryClaim, OrderDetail, Product, StoreInsights, UnavailableCartDetail, UserAccount } from '@trade-portal/api-client';
import type { AccountRow, OrderLineRow, OrderRow, ProductRow } from './db/open';

/** Account row → wire `UserAccount` (§3, §6: the store and its TierAccessLevel). */
export function toUserAccount(a: AccountRow): UserAccount {
  return { JtiAccountId: a.jtiAccountId, AccountName: a.accountName, AddressLine1: a.addressLine1, TierAccessLevel: a.tierAccessLevel };
}

/**
 * Product row → wire `Product` (§3, §7 AllProducts).
 * @returns `PriceOuter` (per outer) and `PricePackRrp` (per pack) in EUR
 */
export function toProduct(r: ProductRow): Product {
  return {
    SKU: r.sku, Product: r.name, Brand: r.brand, Category: r.category as Product['Category'],
    PriceOuter: fromCents(r.priceOuterCents), PricePackRrp: fromCents(r.pricePackRrpCents), PackSize: r.packSize,
    PackBarCode: r.packBarCode, OuterBarCode: r.outerBarCode, OuterImage: r.outerImage, MinimumOrder: r.minimumOrder,
    MinimumOrderIncremental: r.minimumOrderIncremental, OutOfStock: r.outOfStock, PriceListOrder: r.priceListOrder,
    StockCardOrder: r.stockCardOrder, IsArchived: r.isArchived, LowStock: r.lowStock, HasPrizes: r.hasPrizes,
    IsFastestGrowingProduct: r.isFastestGrowingProduct, Discount: r.discount, HasBeenBoughtByText: r.hasBeenBoughtByText,
    IsBestSeller: r.isBestSeller, NewArrival: r.newArrival,
  };
}

/** `PriceOuter` and `LineTotal` of a cart or order line, in EUR, from its price per outer in cents. */
function linePrices(l: { priceOuterCents: number; quantity: number }) {
  return { PriceOuter: fromCents(l.priceOuterCents), LineTotal: fromCents(lineTotalCents(l.priceOuterCents, l.quantity)) };
}

/** One line of a back-end cart as the server prices it: quantity in outers, price per outer in cents. */
export interface PricedCartLine {
  /** BackEndCartDetailsId. */
  id: number;
  sku: string;
  productName: string;
  /** Outers. */
  quantity: number;
  /** Net price per outer from the current catalogue, integer cents. */
  priceOuterCents: number;
}

/** A back-end cart as the server prices it (§3, §4): lines and totals in cents. */
export interface PricedCart {
  /** The cart's id, or null when the account has none yet. */
  id: number | null;
  accountId: string;
  pendingOrderNumber: string | null;
  lines: PricedCartLine[];
  /** Lines kept whose product cannot be ordered now; not in `totals` (§4 Cart loading). @default none */
  unavailable?: { id: number; sku: string; productName: string; quantity: number; reason: UnavailableCartDetail['Reason'] }[];
  /** From domain's `cartTotalsCents` over `lines`. */
  totals: TotalsCents;
}

/**
 * Priced cart → wire `BackEndCart` (§3): `PriceOuter`, `LineTotal`, `SubTotal`, `VatTotal` and
 * `OrderTotal` in EUR; `Quantity` and `TotalItems` in outers.
 */
export function toBackEndCart(cart: PricedCart): BackEndCart {
  const details: BackEndCartDetail[] = cart.lines.map((l) => ({
    BackEndCartDetailsId: l.id,
    SKU: l.sku,
    Product: l.productName,
    Quantity: l.quantity,
    ...linePrices(l),
  }));
  return {
    BackEndCartId: cart.id,
    AccountNumber: cart.accountId,
    PendingOrderNumber: cart.pendingOrderNumber,
    BackEndCartDetails: details,
    UnavailableDetails: (cart.unavailable ?? []).map((l) => ({ BackEndCartDetailsId: l.id, SKU: l.sku, Product: l.productName, Quantity: l.quantity, Reason: l.reason })),
    TotalItems: cart.totals.totalItems,
    SubTotal: fromCents(cart.totals.subTotalCents),
    VatTotal: fromCents(cart.totals.vatTotalCents),
    OrderTotal: fromCents(cart.totals.orderTotalCents),
  };
}

/**
 * Order row and its line rows → wire `Order` (§3, §4 Checkout, §7 Order history): amounts in EUR,
 * quantities in outers, `OrderDate` in ISO 8601.
 * @param lines the order's lines; none for the history list, which carries no lines
 * @param orderable whether a SKU can be added to the cart again (`CartAdd`); @default every SKU
 */
/** What became of a delivered order (ADR 0055): when it was checked in, and its claim as the history shows it. */
export interface DeliveryFacts {
  checkedInAt?: Date;
  claim?: OrderDeliveryClaim;
}

export function toOrder(o: OrderRow, lines: OrderLineRow[] = [], orderable: (sku: string) => boolean = () => true, facts: DeliveryFacts = {}): Order {
  const details: OrderDetail[] = lines.map((l) => ({
    SKU: l.sku,
    Product: l.productName,
    Quantity: l.quantity,
    ...linePrices(l),
    CartAdd: orderable(l.sku),
  }));
  return {
    OrderNumber: o.orderNumber,
    OrderDate: o.orderDate.toISOString(),
    AccountNumber: o.accountId,
    Status: o.status,
    SubTotal: fromCents(o.subTotalCents),
    VatTotal: fromCents(o.vatTotalCents),
    OrderTotal: fromCents(o.orderTotalCents),
    TotalItems: o.totalItems,
    ...deliveryOf(o, facts),
    OrderDetails: details,
  };
}

/** An order's delivery fields (ADR 0055): none before dispatch; the due day while dispatched; when delivered, checked in and claimed. */
function deliveryOf(o: OrderRow, { checkedInAt, claim }: DeliveryFacts): Pick<Order, 'DeliveryStatus' | 'ExpectedDeliveryDate' | 'DeliveredAt' | 'DeliveryCheckedInAt' | 'DeliveryClaim'> {
  if (o.deliveredAt) {
    return {
      DeliveryStatus: 'Delivered',
      DeliveredAt: o.deliveredAt.toISOString(),
      ...(checkedInAt ? { DeliveryCheckedInAt: checkedInAt.toISOString() } : {}),
      ...(claim ? { DeliveryClaim: claim } : {}),
    };
  }
  if (o.dispatchedAt) return { DeliveryStatus: 'Dispatched', ...(o.expectedDeliveryDate ? { ExpectedDeliveryDate: o.expectedDeliveryDate } : {}) };
  return {};
}

/** Domain's `SpendAmounts` (cents) → wire `InsightsAmounts` (EUR; `TotalItems` in outers). */
function toInsightsAmounts(a: SpendAmounts): InsightsAmounts {
  return { Orders: a.orders, TotalItems: a.outers, SubTotal: fromCents(a.netCents), VatTotal: fromCents(a.vatCents), OrderTotal: fromCents(a.grossCents) };
}

const toInsightsProduct = (p: SpendProduct): InsightsProduct => ({ SKU: p.SKU, Product: p.product, Category: p.category, SubTotal: fromCents(p.netCents), TotalItems: p.outers });

/**
 * Domain's `SpendInsights` of one store → wire `StoreInsights`: amounts in EUR, quantities
 * in outers, months 'YYYY-MM' and quarters 'YYYY-Qn' of the store's calendar, changes in percent.
 */
export function toStoreInsights(account: Pick<AccountRow, 'jtiAccountId' | 'accountName'>, s: SpendInsights): StoreInsights {
  const m = s.monthOnYear;
  return {
    AccountNumber: account.jtiAccountId,
    AccountName: account.accountName,
    TimeZone: s.timeZone,
    Today: s.today,
    Months: s.months.map((month) => ({
      Month: month.month,
      ...toInsightsAmounts(month),
      Categories: month.categories.map((c) => ({ Category: c.category, SubTotal: fromCents(c.netCents), TotalItems: c.outers })),
    })),
    Quarters: s.quarters.map((q) => ({ Quarter: q.quarter, FirstMonth: q.firstMonth, LastMonth: q.lastMonth, Complete: q.complete, ...toInsightsAmounts(q) })),
    Totals: toInsightsAmounts(s.totals),
    Pending: toInsightsAmounts(s.pending),
    TopBySpend: s.topBySpend.map(toInsightsProduct),
    TopByOuters: s.topByOuters.map(toInsightsProduct),
    ThisMonth: {
      Month: m.month,
      LastYearMonth: m.lastYearMonth,
      ThroughDay: m.throughDay,
      ThisYear: toInsightsAmounts(m.thisYear),
      LastYear: toInsightsAmounts(m.lastYear),
      LastYearWholeMonth: toInsightsAmounts(m.lastYearWholeMonth),
      Change: { SubTotal: m.change.netPercent, OrderTotal: m.change.grossPercent, TotalItems: m.change.outersPercent },
    },
  };
}
