import { useId } from 'react';
import { outers } from '@trade-portal/domain';
import { Button } from '../../primitives/Button';
import { InlineMessage } from '../../primitives/InlineMessage';
import { Price } from '../../primitives/Price';
import { Skeleton } from '../../primitives/Skeleton';
import { ProductOffer, type ProductOfferData } from '../ProductOffer';
import * as css from './BeforeYouCheckout.css';

/** One list of the step: its products, or undefined while loading, or an error message. */
export interface OfferList {
  /** The products; undefined while they load. */
  products?: readonly ProductOfferData[];
  /** §8 fetch failure: shown in place of the list. */
  errorMessage?: string | null;
}

/** Props of {@link BeforeYouCheckout}. */
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
 * list of {@link ProductOffer}s (up to four, none in the cart when asked) whose steppers add to the cart
 * at once; the cart so far ('Your cart: N outers, €…', updated as products are added); and 'Continue to
 * cart' (below the desktop width it stays at the bottom of the screen while the lists scroll). A list
 * loading shows skeletons of its rows; a list that failed says why; an empty list is
 * left out. Each list is a `<section>` named by its heading.
 */
export function BeforeYouCheckout({ beforeYouGo, haveYouConsidered, quantities, onQuantityChange, saving, errors, cartOuters, cartTotal, onContinue }: BeforeYouCheckoutProps) {
  const row = { quantities, onQuantityChange, saving, errors };
  return (
    <div className={css.step}>
      <OfferSection title="Before you go" list={beforeYouGo} {...row} />
      <OfferSection title="Have you considered?" list={haveYouConsidered} {...row} />
      <div className={css.footer} data-before-checkout-bar="">
        <p className={css.summary} aria-live="polite">
          Your cart: {outers(cartOuters)}, <Price value={cartTotal} className={css.total} />
        </p>
        <Button size="large" onPress={onContinue}>Continue to cart</Button>
      </div>
    </div>
  );
}

function OfferSection({ title, list, quantities, onQuantityChange, saving, errors }: { title: string; list: OfferList } & Pick<BeforeYouCheckoutProps, 'quantities' | 'onQuantityChange' | 'saving' | 'errors'>) {
  const headingId = useId();
  if (!list.errorMessage && list.products?.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby={headingId} aria-busy={!list.products && !list.errorMessage ? true : undefined}>
      <h2 id={headingId} className={css.heading}>{title}</h2>
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
    </section>
  );
}
