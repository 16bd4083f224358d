/** One step of the stock card tour: what it says and which part of /stock-card it is about. */
export interface StockCardTourStep {
  title: string;
  description: string;
  /**
   * CSS selector of the part, looked for inside the page; the first match is highlighted. When nothing
   * matches (an empty card has no rows), the list's place is highlighted instead.
   */
  selector: string;
}

/**
 * The five steps of the stock card tour (§3 Stock card tour, §4): the list, a quantity control, the
 * remove star, the cart summary and the way to Place Order. Their order is the page's, top to bottom
 * except the summary, so Next walks down the page. The saved `Step` (0-based) indexes this array.
 */
export const stockCardTourSteps: readonly StockCardTourStep[] = [
  {
    title: 'Your stock card',
    description: 'These are the products you order again and again, in your stock card order. Order them all from here.',
    selector: '[data-tour="list"]',
  },
  {
    title: 'Set your quantities',
    description: 'Use − and + or type the outers. Each change goes straight into your cart, with the same minimum and incremental order as Place Order.',
    selector: 'li:not([data-out-of-stock]) [data-part="stepper"]',
  },
  {
    title: 'Keep the card up to date',
    description: 'The gold star takes a product off your stock card. It does not change your cart.',
    selector: '[data-part="stock-card"]',
  },
  {
    title: 'Your cart as you go',
    description: 'The outers and the total of your cart follow every change. Check out from the cart when you are ready.',
    selector: '[data-tour="cart"]',
  },
  {
    title: 'Add more products',
    description: 'On Place Order, tap the star next to any product to save it to your stock card.',
    selector: '[data-tour="place-order"]',
  },
];
