import { Link } from 'react-aria-components';
import { VAT_RATE, type QuantityRule } from '@trade-portal/domain';
import { Button } from '../components/Button';
import { Price } from '../components/Feedback';
import { QuantityStepper } from './QuantityStepper';
import * as css from './ordering.css';

/** The cart steps of §2.1. */
export const checkoutSteps = ['Before you checkout', 'Cart', 'Order Confirmation'] as const;

/** The three cart steps with the current one marked (aria-current="step"). */
export function CheckoutSteps({ current }: { current: (typeof checkoutSteps)[number] }) {
  const at = checkoutSteps.indexOf(current);
  return (
    <ol className={css.steps} aria-label="Checkout steps">
      {checkoutSteps.map((s, i) => (
        <li key={s} className={i < at ? `${css.step} ${css.stepDone}` : css.step} aria-current={i === at ? 'step' : undefined}>
          <span aria-hidden="true">{i < at ? '✓' : i + 1}</span> {s}
        </li>
      ))}
    </ol>
  );
}

export interface CartLineProps {
  sku: string;
  productName: string;
  /** Price per outer, EUR net. */
  priceOuter: number;
  /** Outers. */
  quantity: number;
  rule: QuantityRule;
  onQuantityChange: (sku: string, next: number) => void;
  onRemove: (sku: string) => void;
  isSaving?: boolean;
  errorMessage?: string | null;
}

/** One cart line: product, price per outer, stepper, line total (EUR) and remove. */
export function CartLine({ sku, productName, priceOuter, quantity, rule, onQuantityChange, onRemove, isSaving, errorMessage }: CartLineProps) {
  return (
    <li className={css.cartLine} aria-label={productName}>
      <div className={css.lineInfo}>
        <span className={css.name}>{productName}</span>
        <span className={css.meta}>SKU {sku} · <Price value={priceOuter} /> per outer</span>
      </div>
      <QuantityStepper value={quantity} onChange={(n) => onQuantityChange(sku, n)} rule={rule} productName={productName} isPending={isSaving} errorMessage={errorMessage} />
      <span className={css.lineTotal}><Price value={priceOuter * quantity} /></span>
      <Button variant="quiet" tone="critical" size="small" onPress={() => onRemove(sku)} aria-label={`Remove ${productName}`}>Remove</Button>
    </li>
  );
}

export interface CartSummaryProps {
  /** Outers. */
  totalItems: number;
  /** EUR net. */
  subTotal: number;
  vatTotal: number;
  orderTotal: number;
  onCheckout: () => void;
  onClearCart: () => void;
  /** Checkout under way (the confirm lock). */
  isPending?: boolean;
}

/** The cart summary: outers, subtotal, VAT 23 %, total, Checkout and Clear cart; sticky. Empty state when no outers. */
export function CartSummary({ totalItems, subTotal, vatTotal, orderTotal, onCheckout, onClearCart, isPending }: CartSummaryProps) {
  if (totalItems === 0) {
    return (
      <div className={css.empty}>
        <strong>Your cart is empty.</strong>
        <Link href="/place-order" className={css.link}>Browse the product list</Link>
      </div>
    );
  }
  return (
    <section className={css.summary} aria-label="Order summary">
      <p className={css.summaryRow}><span>Outers</span><span>{totalItems}</span></p>
      <p className={css.summaryRow}><span>Subtotal</span><Price value={subTotal} /></p>
      <p className={css.summaryRow}><span>VAT ({Math.round(VAT_RATE * 100)}%)</span><Price value={vatTotal} /></p>
      <p className={css.summaryTotal}><span>Total</span><Price value={orderTotal} /></p>
      <Button size="large" fullWidth onPress={onCheckout} isPending={isPending}>Checkout</Button>
      <Button variant="quiet" tone="critical" fullWidth onPress={onClearCart} isDisabled={isPending}>Clear cart</Button>
    </section>
  );
}
