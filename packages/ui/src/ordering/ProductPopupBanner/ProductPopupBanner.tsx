import { useEffect, useId, useState } from 'react';
import { minimumOrderText } from '@trade-portal/domain';
import type { components } from '@trade-portal/api-client';
import { Box, Inline, Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { IconButton } from '../../primitives/IconButton';
import { Pill } from '../../primitives/Pill';
import { Price } from '../../primitives/Price';
import { Text } from '../../primitives/Text';
import { QuantityStepper } from '../QuantityStepper';
import type { ProductOfferData } from '../ProductOffer';
import * as css from './ProductPopupBanner.css';

/** The kinds of product popup (§2.13): a back-in-stock banner or a product promotion. */
export const productPopupKinds = ['BackInStock', 'Product'] as const satisfies readonly components['schemas']['ProductPopUpBanner']['Kind'][];
/** One of `productPopupKinds`. */
export type ProductPopupKind = (typeof productPopupKinds)[number];

/** What the banner's button reads (§2.13), from the chosen and the cart quantities. */
export type ProductPopupAction = 'Added' | 'Update' | 'Add to cart';

/**
 * §2.13: 'Added' when the chosen quantity equals the cart quantity, 'Update' when it differs and the
 * product is already in the cart, otherwise 'Add to cart'.
 * @param chosen the quantity in the banner's control, outers
 * @param inCart the quantity in the back-end cart, outers (0 = not in the cart)
 */
export function productPopupAction(chosen: number, inCart: number): ProductPopupAction {
  if (inCart > 0) return chosen === inCart ? 'Added' : 'Update';
  return 'Add to cart';
}

/** Props of `ProductPopupBanner`. */
export interface ProductPopupBannerProps {
  kind: ProductPopupKind;
  title: string;
  description: string;
  product: ProductOfferData;
  /** Outers of the product in the back-end cart (0 when absent). */
  cartQuantity: number;
  /** The button was pressed: set the cart line to this quantity (outers; 0 removes it). */
  onSubmit: (sku: string, quantity: number) => void;
  /** 'Dismiss': the banner goes for the rest of the session (the caller remembers it). */
  onDismiss: () => void;
  /** The cart line is being saved: the button shows a spinner. */
  isSaving?: boolean;
  /** The server's message against the product (§8). */
  errorMessage?: string | null;
}

/**
 * A product popup of §2.13 shown inline at the top of /place-order or /cart (not a modal: it must not
 * stand between the retailer and the list on every visit): a region named by its Title, a 'Back in
 * stock' pill for that kind, the Description, the product (name, brand, price per outer, the minimum
 * line) and a `QuantityStepper` whose button reads exactly 'Added', 'Update' or 'Add to cart' as
 * `productPopupAction` says (its accessible name is that word; the product is its description); + and − move by the product's steps (§5). The control starts at the
 * cart's quantity, or at the minimum when the product is not in the cart, and follows the cart when it
 * changes elsewhere. 'Added' is disabled (nothing to send), so is 'Add to cart' at 0. An out-of-stock
 * product says 'Out of stock' with no control. × ('Dismiss {title}') hides it.
 *
 * `[data-kind]` and `[data-action]` ('added' | 'update' | 'add') on the region.
 */
export function ProductPopupBanner({ kind, title, description, product: p, cartQuantity, onSubmit, onDismiss, isSaving, errorMessage }: ProductPopupBannerProps) {
  const headingId = useId();
  const productId = useId();
  const start = cartQuantity > 0 ? cartQuantity : p.MinimumOrder;
  const [chosen, setChosen] = useState(start);
  // The cart is the truth: when it changes (this banner's save, the list, another device) the control follows.
  useEffect(() => setChosen(cartQuantity > 0 ? cartQuantity : p.MinimumOrder), [cartQuantity, p.MinimumOrder]);
  const action = productPopupAction(chosen, cartQuantity);
  const isNoop = action === 'Added' || (action === 'Add to cart' && chosen === 0);
  return (
    <section className={css.banner} aria-labelledby={headingId} data-kind={kind} data-action={action === 'Add to cart' ? 'add' : action.toLowerCase()}>
      {/* Clear of the × in the top right corner; the product and its control below use the whole width. */}
      <Stack gap="xxsmall" minWidth={0} paddingRight="xlarge">
        <Inline gap="xsmall">
          {kind === 'BackInStock' && title.trim().toLowerCase() !== 'back in stock' && <Pill tone="positive">Back in stock</Pill>}
          <Heading level={2} size="large" tone="primary" breakWords id={headingId}>{title}</Heading>
        </Inline>
        <Text as="p" size="small" tone="secondary" breakWords>{description}</Text>
      </Stack>
      <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="small" minWidth={0}>
        <Stack gap="xxsmall" minWidth={0} className={css.productInfo}>
          <Text id={productId} weight="strong" tone="primary" breakWords>{p.Product}</Text>
          <Text size="small" tone="secondary" tabularNums>
            {p.Brand} · <Price value={p.PriceOuter} /> per outer
          </Text>
          <Text size="small" tone="secondary" tabularNums>{minimumOrderText(p)}</Text>
        </Stack>
        {p.OutOfStock ? (
          <Text size="small" weight="medium" tone="critical">Out of stock</Text>
        ) : (
          <Box display="flex" alignItems="flex-start" gap="xsmall" flexWrap="wrap" justifyContent="flex-end" className={css.control}>
            <QuantityStepper value={chosen} onChange={setChosen} rule={p} productName={p.Product} errorMessage={errorMessage} />
            <Button
              onPress={() => onSubmit(p.SKU, chosen)}
              isDisabled={isNoop}
              isPending={isSaving}
              tone={action === 'Added' ? 'positive' : 'neutral'}
              variant={action === 'Added' ? 'secondary' : 'primary'}
              aria-describedby={productId}
            >
              {action}
            </Button>
          </Box>
        )}
      </Box>
      <div className={css.dismiss}>
        <IconButton icon="close" aria-label={`Dismiss ${title}`} onPress={onDismiss} />
      </div>
    </section>
  );
}
