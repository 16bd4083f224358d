import type { ReactNode } from 'react';
import { minimumOrderText, type ProductLike } from '@trade-portal/domain';
import { Stack } from '../../primitives/Box';
import { Price } from '../../primitives/Price';
import { Spinner } from '../../primitives/Spinner';
import { Text } from '../../primitives/Text';
import { QuantityStepper } from '../QuantityStepper';
import * as css from './ProductOffer.css';

/** The product fields an offer shows (§3 Product): name, brand, SKU, price per outer (EUR) and the §5 rule. */
export type ProductOfferData = Pick<ProductLike, 'SKU' | 'Product' | 'Brand' | 'PriceOuter' | 'MinimumOrder' | 'MinimumOrderIncremental' | 'OutOfStock'>;

/** Props of `ProductOffer`. */
export interface ProductOfferProps {
  product: ProductOfferData;
  /** Quantity in the back-end cart, outers: the stepper shows it and every change is saved at once. */
  quantity: number;
  /** Called with the SKU and the next valid quantity (outers; 0 removes the line). */
  onQuantityChange: (sku: string, next: number) => void;
  /** A short line under the name, e.g. 'Suggested: 6 outers'. */
  note?: ReactNode;
  /** The change is being saved: 'Saving…' in place of 'In cart: N'. */
  isSaving?: boolean;
  /** The server's message against the product (§8 Cart quantity update error). */
  errorMessage?: string | null;
}

/**
 * One product offered for the cart outside the product list (the suggestion popup of §1, the
 * 'Before you checkout' step of §2.1): name, brand and SKU, '*Minimum order is N outers. Incremental
 * order is N.' (§2.14), the price per outer (EUR) and the `QuantityStepper` on the cart's
 * quantity, with 'In cart: N' under it. An out-of-stock product says 'Out of stock' and has no stepper.
 * From the tablet width one row; on phones the stepper sits under the name, at the right.
 *
 * Renders an `<li data-sku>` named by the product (put it in a list); `[data-in-cart]` when the cart
 * holds it, `[data-out-of-stock]`, `[data-pending]` while saving, `[data-invalid]` with an error.
 */
export function ProductOffer({ product: p, quantity, onQuantityChange, note, isSaving, errorMessage }: ProductOfferProps) {
  return (
    <li
      className={css.offer}
      data-sku={p.SKU}
      aria-label={p.Product}
      data-in-cart={quantity > 0 || undefined}
      data-out-of-stock={p.OutOfStock || undefined}
      data-pending={isSaving || undefined}
      data-invalid={errorMessage ? '' : undefined}
    >
      <Stack gap="xxsmall" minWidth={0}>
        <Text size="body" weight="strong" tone="primary" breakWords>{p.Product}</Text>
        <Text size="small" tone="secondary" tabularNums breakWords>
          {p.Brand} · SKU {p.SKU} · <Price value={p.PriceOuter} /> per outer
        </Text>
        <Text size="small" tone="secondary" tabularNums breakWords>{minimumOrderText(p)}</Text>
        {note && <Text size="small" weight="medium" tone="primary">{note}</Text>}
      </Stack>
      <Stack gap="xxsmall" alignItems="flex-end" className={css.control}>
        {p.OutOfStock ? (
          <Text size="small" weight="medium" tone="critical">Out of stock</Text>
        ) : (
          <>
            <QuantityStepper value={quantity} onChange={(n) => onQuantityChange(p.SKU, n)} rule={p} productName={p.Product} errorMessage={errorMessage} />
            <Text size="small" tone="secondary" tabularNums display="inline-flex" alignItems="center" gap="xxsmall">
              {isSaving ? (
                <>
                  <Spinner label={`Saving ${p.Product}`} /> Saving…
                </>
              ) : quantity > 0 ? (
                `In cart: ${quantity}`
              ) : (
                'Not in cart'
              )}
            </Text>
          </>
        )}
      </Stack>
    </li>
  );
}
