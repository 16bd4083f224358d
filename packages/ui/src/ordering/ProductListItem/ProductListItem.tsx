import { memo, useState } from 'react';
import { categoryNames, minimumOrderText, type Category, type ProductLike } from '@trade-portal/domain';
import { Price } from '../../primitives/Price';
import { QuantityStepper } from '../QuantityStepper';
import { ProductTags } from '../ProductTags';
import * as css from './ProductListItem.css';

/**
 * The product fields a list item shows (§2.14, §3): the rule and tag fields of domain's ProductLike plus
 * price per pack (RRP, EUR), packs per outer and the outer's image URL (empty or failing → placeholder).
 */
export type ProductItemData = ProductLike & { PricePackRrp: number; PackSize: number; OuterImage?: string | null };

/** Props of {@link ProductListItem}. */
export interface ProductListItemProps {
  product: ProductItemData;
  /** Quantity shown in the stepper, outers. */
  quantity: number;
  /** Quantity held in the back-end cart, outers; 'In cart: N' shows when above 0. */
  inCartQuantity: number;
  /** Called with the SKU and the next valid quantity (outers). */
  onQuantityChange: (sku: string, next: number) => void;
  /** The change is being saved to the back-end cart. */
  isSaving?: boolean;
  /** The server's message against this product (§8 Cart quantity update error). */
  errorMessage?: string | null;
}

/**
 * One product of /place-order (§2.14): image, name, brand, category name, packs per outer, price per
 * outer (EUR), RRP per pack (EUR), the social-proof tags, '*Minimum order is N outers. Incremental
 * order is N.', 'In cart: N' and the {@link QuantityStepper}. A dense row from 932 px, a card below.
 * Out-of-stock products are muted, say 'Out of stock' and have no stepper.
 *
 * Renders an `<li data-sku>` named by the product (put it in a list); `[data-out-of-stock]` marks
 * unavailable products. Memoised: pass a stable `onQuantityChange` so a list of ~300 re-renders only
 * the changed row.
 */
export const ProductListItem = memo(function ProductListItem({ product: p, quantity, inCartQuantity, onQuantityChange, isSaving, errorMessage }: ProductListItemProps) {
  const category = categoryNames[p.Category as Category] ?? p.Category;
  return (
    <li className={css.item} data-sku={p.SKU} data-out-of-stock={p.OutOfStock || undefined} aria-label={p.Product}>
      <OuterImage src={p.OuterImage} alt={p.Product} />
      <div className={css.info}>
        <h3 className={css.name}>{p.Product}</h3>
        <span className={css.meta}>
          {p.Brand} · {category}
        </span>
        <span className={css.meta}>
          {p.PackSize} packs per outer · SKU {p.SKU}
        </span>
      </div>
      <div className={css.price}>
        <span>
          <Price value={p.PriceOuter} className={css.priceMain} /> per outer
        </span>
        <span>
          RRP <Price value={p.PricePackRrp} /> per pack
        </span>
      </div>
      <div className={css.tags}>
        <ProductTags product={p} exclude={['outOfStock']} />
      </div>
      <p className={css.minimum}>{minimumOrderText(p)}</p>
      <div className={css.stepperArea}>
        {inCartQuantity > 0 && <span className={css.inCart}>In cart: {inCartQuantity}</span>}
        {p.OutOfStock ? (
          <span className={css.outOfStock}>Out of stock</span>
        ) : (
          <QuantityStepper
            value={quantity}
            onChange={(n) => onQuantityChange(p.SKU, n)}
            rule={p}
            productName={p.Product}
            isPending={isSaving}
            errorMessage={errorMessage}
          />
        )}
      </div>
    </li>
  );
});

/** The outer's picture, or a neutral box when there is none or it fails to load. */
function OuterImage({ src, alt }: { src?: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  const show = Boolean(src) && !failed;
  return (
    <div className={css.imageBox} data-placeholder={show ? undefined : ''}>
      {show ? (
        <img className={css.image} src={src ?? undefined} alt={alt} width={72} height={72} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <span className={css.placeholder} aria-hidden="true" />
      )}
    </div>
  );
}
