import { lineTotal, type QuantityRule } from '@trade-portal/domain';
import { Button } from '../../primitives/Button';
import { Price } from '../../primitives/Price';
import { QuantityStepper } from '../QuantityStepper';
import * as css from './CartLine.css';

/** Props of {@link CartLine}. */
export interface CartLineProps {
  sku: string;
  /** Product name (§3 Product). */
  productName: string;
  /** Price per outer, EUR net of VAT. */
  priceOuter: number;
  /** Quantity in the cart, outers. */
  quantity: number;
  /** The product's MinimumOrder and MinimumOrderIncremental (§5). */
  rule: QuantityRule;
  /** Called with the SKU and the next valid quantity; 0 removes the line (§4 Saved cart). */
  onQuantityChange: (sku: string, next: number) => void;
  /** 'Remove {Product}': the caller sets the quantity to 0. */
  onRemove: (sku: string) => void;
  /** The line is being saved. Remove is disabled meanwhile. */
  isSaving?: boolean;
  /** §8 Cart quantity update error, shown against the line. */
  errorMessage?: string | null;
}

/**
 * One line of /cart: product name, SKU, price per outer (EUR), the {@link QuantityStepper}, the line
 * total (EUR net, domain `lineTotal`) and a 'Remove' button named 'Remove {Product}'. Renders an
 * `<li>` named by the product; `[data-invalid]` with an error, `[data-saving]` while saving.
 */
export function CartLine({ sku, productName, priceOuter, quantity, rule, onQuantityChange, onRemove, isSaving, errorMessage }: CartLineProps) {
  return (
    <li className={css.line} aria-label={productName} data-sku={sku} data-invalid={errorMessage ? '' : undefined} data-saving={isSaving || undefined}>
      <div className={css.info}>
        <span className={css.name}>{productName}</span>
        <span className={css.meta}>
          SKU {sku} · <Price value={priceOuter} /> per outer
        </span>
      </div>
      <div className={css.stepper}>
        <QuantityStepper value={quantity} onChange={(n) => onQuantityChange(sku, n)} rule={rule} productName={productName} isPending={isSaving} errorMessage={errorMessage} />
      </div>
      <div className={css.total}>
        <span className={css.totalLabel}>Line total</span>
        <Price value={lineTotal(priceOuter, quantity)} className={css.totalValue} />
      </div>
      <div className={css.remove}>
        <Button variant="quiet" tone="critical" size="small" onPress={() => onRemove(sku)} isDisabled={isSaving} aria-label={`Remove ${productName}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}
