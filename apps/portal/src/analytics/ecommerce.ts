/**
 * The GA4 e-commerce events of §4 Checkout step 3 and §7 (shapes in `analytics.ts`): one `add_to_cart`
 * per order line and the `purchase`, pushed to `window.dataLayer` after a checkout.
 */
import { track } from './analytics';

/** One GA4 item: the product of an order line. */
export interface AnalyticsItem {
  /** SKU. */
  item_id: string;
  /** Product name. */
  item_name: string;
  /** Brand; '' when the catalogue does not know the product any more. */
  item_brand: string;
  /** §9 category code (RMC, RYO, EVAP, NICP, CGR, PIP); '' when unknown. */
  item_category: string;
  /** EUR per outer, net of VAT. */
  price: number;
  /** Outers. */
  quantity: number;
}

/** What the analytics need of an order (§3 Order; amounts EUR). */
export interface AnalyticsOrder {
  OrderNumber: string;
  SubTotal: number;
  VatTotal: number;
  OrderDetails: ReadonlyArray<{ SKU: string; Product: string; Quantity: number; PriceOuter: number; LineTotal: number }>;
}

/** What the analytics need of a catalogue product. */
export interface AnalyticsProduct {
  Brand: string;
  Category: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The GA4 items of an order's lines.
 * @param productsBySku the catalogue, for brand and category; a product missing from it gives ''
 */
export function orderItems(order: AnalyticsOrder, productsBySku: ReadonlyMap<string, AnalyticsProduct> | null): AnalyticsItem[] {
  return order.OrderDetails.map((line) => {
    const product = productsBySku?.get(line.SKU);
    return {
      item_id: line.SKU,
      item_name: line.Product,
      item_brand: product?.Brand ?? '',
      item_category: product?.Category ?? '',
      price: line.PriceOuter,
      quantity: line.Quantity,
    };
  });
}

/**
 * §4 Checkout step 3 and §7: after a checkout that returned an order, one `add_to_cart` per line, then
 * the `purchase` (transaction_id OrderNumber, value SubTotal, tax VatTotal, shipping 0, currency EUR).
 */
export function trackCheckout(order: AnalyticsOrder, productsBySku: ReadonlyMap<string, AnalyticsProduct> | null): void {
  const items = orderItems(order, productsBySku);
  items.forEach((item, i) => {
    track({ ecommerce: null });
    track({ event: 'add_to_cart', ecommerce: { currency: 'EUR', value: round2(order.OrderDetails[i]!.LineTotal), items: [item] } });
  });
  track({ ecommerce: null });
  track({
    event: 'purchase',
    ecommerce: { transaction_id: order.OrderNumber, currency: 'EUR', value: round2(order.SubTotal), tax: round2(order.VatTotal), shipping: 0, items },
  });
}

