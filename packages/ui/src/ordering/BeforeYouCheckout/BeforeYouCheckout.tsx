import { useId } from 'react';
import { outers } from '@trade-portal/domain';
import { Box, Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { InlineMessage } from '../../primitives/InlineMessage';
import { Price } from '../../primitives/Price';
import { Skeleton } from '../../primitives/Skeleton';
import { Text } from '../../primitives/Text';
import { ProductOffer, type ProductOfferData } from '../ProductOffer';
import * as css from './BeforeYouCheckout.css';

/** One list of the step: its products, or undefined while loading, or an error message. */
export interface OfferList {
  /** The products; undefined while they load. */
  products?: readonly ProductOfferData[];
  /** §8 fetch failure: shown in place of the list. */
  errorMessage?: string | null;
}

/** Props of `BeforeYouCheckout`. */
export interface BeforeYouCheckoutProps {
  /** 'Before you go' (GetBeforeYouGo). */
  beforeYouGo: OfferList;
  /** 'Have you considered?' (GetHaveYouConsideredProducts). */
  haveYouConsidered: OfferList;
  /** Outers in the cart by SKU. */
  quantities: Readonly<Record<string, number>>;
  /** Called with the SKU and the next valid quantity (saved to the cart at once). */
  onQuantityChange: (sku: string, next: number) => void;
  saving?: Readonly<Record<string, boolean | undefined>>;
  errors?: Readonly<Record<string, string | undefined>>;
  /** The cart so far: outers (TotalItems) and total (EUR with VAT). */
  cartOuters: number;
  cartTotal: number;
  /** 'Continue to cart': the Cart step. */
  onContinue: () => void;
}

/**
 * The 'Before you checkout' step of /cart (§2.1): 'Before you go' and 'Have you considered?', each a
 * list of `ProductOffer`s (up to four, none in the cart when asked) whose steppers add to the cart
 * at once; the cart so far ('Your cart: N outers, €…', updated as products are added); and 'Continue to
 * cart' (below the desktop width it stays at the bottom of the screen while the lists scroll). A list
 * loading shows skeletons of its rows; a list that failed says why; an empty list is
 * left out. Each list is a `<section>` named by its heading.
 */
export function BeforeYouCheckout({ beforeYouGo, haveYouConsidered, quantities, onQuantityChange, saving, errors, cartOuters, cartTotal, onContinue }: BeforeYouCheckoutProps) {
  const row = { quantities, onQuantityChange, saving, errors };
  return (
    <Stack gap="large">
      <OfferSection title="Before you go" list={beforeYouGo} {...row} />
      <OfferSection title="Have you considered?" list={haveYouConsidered} {...row} />
      <Box
        display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="small" padding="medium"
        className={css.footer} data-before-checkout-bar="" data-sticky-bar=""
      >
        <Text as="p" tone="primary" tabularNums aria-live="polite">
          Your cart: {outers(cartOuters)}, <Price value={cartTotal} className={css.total} />
        </Text>
        <Button size="large" onPress={onContinue}>Continue to cart</Button>
      </Box>
    </Stack>
  );
}

function OfferSection({ title, list, quantities, onQuantityChange, saving, errors }: { title: string; list: OfferList } & Pick<BeforeYouCheckoutProps, 'quantities' | 'onQuantityChange' | 'saving' | 'errors'>) {
  const headingId = useId();
  if (!list.errorMessage && list.products?.length === 0) return null;
  return (
    <Stack as="section" gap="small" aria-labelledby={headingId} aria-busy={!list.products && !list.errorMessage ? true : undefined}>
      <Heading level={2} tone="primary" id={headingId}>{title}</Heading>
      {list.errorMessage ? (
        <InlineMessage tone="critical">{list.errorMessage}</InlineMessage>
      ) : !list.products ? (
        <div className={css.list}>
          {[0, 1].map((i) => <Skeleton key={i} height={88} />)}
        </div>
      ) : (
        <ul className={css.list}>
          {list.products.map((p) => (
            <ProductOffer
              key={p.SKU}
              product={p}
              quantity={quantities[p.SKU] ?? 0}
              onQuantityChange={onQuantityChange}
              isSaving={!!saving?.[p.SKU]}
              errorMessage={errors?.[p.SKU]}
            />
          ))}
        </ul>
      )}
    </Stack>
  );
}
