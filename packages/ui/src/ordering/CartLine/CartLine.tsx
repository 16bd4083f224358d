import { lineTotal, type QuantityRule } from '@trade-portal/domain';
import { Box } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Price } from '../../primitives/Price';
import { Text } from '../../primitives/Text';
import { QuantityStepper } from '../QuantityStepper';
import * as css from './CartLine.css';

/** Props of `CartLine`. */
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
 * One line of /cart: product name, SKU, price per outer (EUR), the `QuantityStepper`, the line
 * total (EUR net, domain `lineTotal`) and a 'Remove' button named 'Remove {Product}'. Renders an
 * `<li>` named by the product; `[data-invalid]` with an error, `[data-saving]` while saving.
 * Implements the /cart lines of §2.1 and §4 (Cart); quantities follow §5.
 */
export function CartLine({ sku, productName, priceOuter, quantity, rule, onQuantityChange, onRemove, isSaving, errorMessage }: CartLineProps) {
  return (
    <li className={css.line} aria-label={productName} data-sku={sku} data-invalid={errorMessage ? '' : undefined} data-saving={isSaving || undefined}>
      <Box display="flex" flexDirection="column" minWidth={0} className={css.info}>
        <Text size="body" weight="strong" tone="primary" breakWords>{productName}</Text>
        <Text size="small" tone="secondary" tabularNums>
          SKU {sku} · <Price value={priceOuter} /> per outer
        </Text>
      </Box>
      <div className={css.stepper}>
        <QuantityStepper value={quantity} onChange={(n) => onQuantityChange(sku, n)} rule={rule} productName={productName} isPending={isSaving} errorMessage={errorMessage} />
      </div>
      <Box display="flex" flexDirection="column" alignItems="flex-end" className={css.total}>
        <Text size="xsmall" tone="secondary">Line total</Text>
        <Price value={lineTotal(priceOuter, quantity)} className={css.totalValue} />
      </Box>
      <div className={css.remove}>
        <Button variant="quiet" tone="critical" size="small" onPress={() => onRemove(sku)} isDisabled={isSaving} aria-label={`Remove ${productName}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}
