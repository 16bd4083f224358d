import { useId } from 'react';
import { Link } from 'react-aria-components';
import { VAT_PERCENT } from '@trade-portal/domain';
import { Button } from '../../primitives/Button';
import { Price } from '../../primitives/Price';
import { EmptyState } from '../shared/EmptyState';
import * as shared from '../shared/shared.css';
import * as css from './CartSummary.css';

/** Props of {@link CartSummary}. Amounts are EUR (domain `cartTotals` gives them), items are outers. */
export interface CartSummaryProps {
  /** Outers across all lines; 0 shows the empty state. */
  totalItems: number;
  /** Net goods total, EUR. */
  subTotal: number;
  /** VAT at 23 %, EUR. */
  vatTotal: number;
  /** Net total plus VAT, EUR. */
  orderTotal: number;
  onCheckout: () => void;
  /** Asks to clear the cart (the caller confirms, §4 Clear cart). */
  onClearCart: () => void;
  /** Checkout under way (the §4 confirm lock): Checkout shows a spinner, Clear cart is disabled. */
  isPending?: boolean;
  /** Checkout not possible now (e.g. lines still saving). */
  isDisabled?: boolean;
}

/**
 * The /cart summary (DESIGN.md Cart): outers, subtotal, VAT 23 %, total in EUR, 'Checkout' and
 * 'Clear cart'. Sticky at the top on desktop, a bar at the bottom of the screen below 932 px. With no
 * outers it shows 'Your cart is empty.' and a link to /place-order. Implements the totals of §9 and the
 * checkout and clear-cart triggers of §4.
 */
export function CartSummary({ totalItems, subTotal, vatTotal, orderTotal, onCheckout, onClearCart, isPending, isDisabled }: CartSummaryProps) {
  const titleId = useId();
  if (totalItems === 0) {
    return (
      <EmptyState title="Your cart is empty." action={<Link href="/place-order" className={shared.link}>Go to Place Order</Link>}>
        Add products from the product list to place an order.
      </EmptyState>
    );
  }
  return (
    <section className={css.summary} aria-labelledby={titleId} data-pending={isPending || undefined}>
      <h2 id={titleId} className={css.title}>Order summary</h2>
      <dl className={css.rows}>
        <div className={shared.totalsRow}>
          <dt>Outers</dt>
          <dd className={shared.totalsValue}>{totalItems}</dd>
        </div>
        <div className={shared.totalsRow}>
          <dt>Subtotal</dt>
          <dd className={shared.totalsValue}><Price value={subTotal} /></dd>
        </div>
        <div className={shared.totalsRow}>
          <dt>VAT ({VAT_PERCENT}%)</dt>
          <dd className={shared.totalsValue}><Price value={vatTotal} /></dd>
        </div>
        <div className={shared.totalsGrand}>
          <dt>Total</dt>
          <dd className={shared.totalsGrandValue}><Price value={orderTotal} /></dd>
        </div>
      </dl>
      <div className={css.actions}>
        <Button size="large" fullWidth onPress={onCheckout} isPending={isPending} isDisabled={isDisabled}>Checkout</Button>
        <Button variant="quiet" tone="critical" fullWidth onPress={onClearCart} isDisabled={isPending}>Clear cart</Button>
      </div>
    </section>
  );
}
