import { memo, useState, type Ref } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { categoryNames, lineTotal, minimumOrderText, type Category, type ProductLike } from '@trade-portal/domain';
import type { Product } from '@trade-portal/api-client';
import { Icon } from '../../primitives/Icon';
import { Price } from '../../primitives/Price';
import { Spinner } from '../../primitives/Spinner';
import { QuantityStepper } from '../QuantityStepper';
import { ProductTags } from '../ProductTags';
import * as css from './ProductListItem.css';

/**
 * The product fields a list item shows (§2.14, §3): the rule and tag fields of domain's ProductLike plus
 * price per pack (RRP, EUR), packs per outer and the outer's image URL (empty or failing → placeholder).
 */
export type ProductItemData = ProductLike & Pick<Product, 'PricePackRrp' | 'PackSize'> & { OuterImage?: Product['OuterImage'] | null };

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
  /** Position in the whole (filtered) list, from 1, for `aria-posinset` when only part of the list is rendered. */
  posInSet?: number;
  /** Length of the whole (filtered) list, for `aria-setsize`. */
  setSize?: number;
  /** The `<li>`: a virtualised list measures rows through it. */
  ref?: Ref<HTMLLIElement>;
  /**
   * The product is on the account's stock card (§1, §2.1): the star control shows pressed (filled gold).
   * Only read when `onStockCardChange` is given. @default false
   */
  isOnStockCard?: boolean;
  /**
   * Called with the SKU and whether the product should be on the stock card. Pass it only when the
   * account has stock-card access (§2.5, §6): without it the row has no star control.
   */
  onStockCardChange?: (sku: string, onCard: boolean) => void;
  /**
   * `toggle` (/place-order): a star toggle button, 'Save {Product} to my stock card', `aria-pressed`
   * (and `[data-selected]` when pressed).
   * `remove` (/stock-card): a filled star button, 'Remove {Product} from my stock card'. @default 'toggle'
   */
  stockCardControl?: StockCardControl;
}

/** The stock-card control kinds of {@link ProductListItem}. */
export const stockCardControls = ['toggle', 'remove'] as const;
export type StockCardControl = (typeof stockCardControls)[number];

/**
 * One product of /place-order (§2.14). From 768 px a dense, table-like row of about 64 px: thumbnail;
 * name with the social-proof tags, then brand, category, SKU, packs per outer and '*Minimum order is N
 * outers. Incremental order is N.'; price per outer (EUR) over RRP per pack (EUR); the
 * {@link QuantityStepper}; the line total (quantity × price per outer, EUR) with 'In cart: N'. Below
 * 768 px a card with the stepper at the bottom right, under the thumb. Out-of-stock products are
 * muted, say 'Out of stock' and have no stepper. The image keeps its 48 × 48 box, loaded or not.
 *
 * Renders an `<li data-sku>` named by the product (put it in a list); `[data-out-of-stock]` marks
 * unavailable products, `[data-in-cart]` products in the cart, `[data-pending]` a change being saved
 * ('Saving…' in place of 'In cart: N', so the row keeps its height). Memoised: pass a stable
 * `onQuantityChange` so a list re-renders only the changed row.
 *
 * With `onStockCardChange` the row gets a 44 px star control in a last column (top right on phones):
 * a toggle on /place-order, a remove button on /stock-card (§1, §2.1); `[data-stock-card]` marks such
 * rows, `[data-on-stock-card]` products on the card, and the control is `[data-stock-card-control]`.
 */
export const ProductListItem = memo(function ProductListItem({
  product: p, quantity, inCartQuantity, onQuantityChange, isSaving, errorMessage, posInSet, setSize, ref,
  isOnStockCard = false, onStockCardChange, stockCardControl = 'toggle',
}: ProductListItemProps) {
  const category = categoryNames[p.Category as Category] ?? p.Category;
  return (
    <li
      ref={ref}
      className={css.item}
      data-sku={p.SKU}
      data-index={posInSet === undefined ? undefined : posInSet - 1}
      data-out-of-stock={p.OutOfStock || undefined}
      data-in-cart={inCartQuantity > 0 || undefined}
      data-pending={isSaving || undefined}
      data-stock-card={onStockCardChange ? '' : undefined}
      data-on-stock-card={(onStockCardChange && isOnStockCard) || undefined}
      aria-label={p.Product}
      aria-posinset={posInSet}
      aria-setsize={setSize}
    >
      <OuterImage src={p.OuterImage} />
      <div className={css.info}>
        <div className={css.titleLine}>
          <h2 className={css.name}>{p.Product}</h2>
          <ProductTags product={p} exclude={['outOfStock']} />
        </div>
        <p className={css.meta}>
          <span>{p.Brand} · {category} · SKU {p.SKU} · {p.PackSize} packs per outer</span>{' '}
          <span className={css.minimum}>{minimumOrderText(p)}</span>
        </p>
      </div>
      <div className={css.price}>
        <span>
          <Price value={p.PriceOuter} className={css.priceMain} /> <span className={css.unit}>per outer</span>
        </span>
        <span className={css.rrp}>
          RRP <Price value={p.PricePackRrp} /> per pack
        </span>
      </div>
      <div className={css.stepperArea} data-part="stepper">
        {p.OutOfStock ? (
          <span className={css.outOfStock}>Out of stock</span>
        ) : (
          <QuantityStepper
            value={quantity}
            onChange={(n) => onQuantityChange(p.SKU, n)}
            rule={p}
            productName={p.Product}
            // 'Saving…' shows in the total column: under the stepper it would spill into the next dense row.
            isPending={false}
            errorMessage={errorMessage}
          />
        )}
      </div>
      <div className={css.total}>
        {quantity > 0 && (
          <span className={css.totalValue}>
            <span className={css.totalLabel}>Line total </span>
            <Price value={lineTotal(p.PriceOuter, quantity)} />
          </span>
        )}
        {isSaving ? (
          <span className={css.saving}>
            <Spinner label={`Saving ${p.Product}`} /> Saving…
          </span>
        ) : (
          inCartQuantity > 0 && <span className={css.inCart}>In cart: {inCartQuantity}</span>
        )}
      </div>
      {onStockCardChange && (
        <div className={css.starArea} data-part="stock-card">
          {stockCardControl === 'remove' ? (
            <RACButton
              className={css.starButton}
              aria-label={`Remove ${p.Product} from my stock card`}
              data-stock-card-control="remove"
              onPress={() => onStockCardChange(p.SKU, false)}
            >
              <Icon name="star" size={22} filled />
            </RACButton>
          ) : (
            // A react-aria Button with aria-pressed rather than ToggleButton: the same toggle for assistive
            // technology, without ToggleButton's focus and selection code on /stock-card's first load.
            <RACButton
              className={css.starButton}
              aria-label={`Save ${p.Product} to my stock card`}
              aria-pressed={isOnStockCard}
              data-stock-card-control="toggle"
              data-selected={isOnStockCard || undefined}
              onPress={() => onStockCardChange(p.SKU, !isOnStockCard)}
            >
              <Icon name="star" size={22} filled={isOnStockCard} />
            </RACButton>
          )}
        </div>
      )}
    </li>
  );
});

/**
 * The outer's picture, or a neutral box when there is none or it fails to load. Decorative (empty alt):
 * the product's name is the next thing read.
 */
function OuterImage({ src }: { src?: string | null }) {
  const [failed, setFailed] = useState(false);
  const show = Boolean(src) && !failed;
  return (
    <div className={css.imageBox} data-placeholder={show ? undefined : ''}>
      {show ? (
        <img className={css.image} src={src ?? undefined} alt="" width={48} height={48} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <span className={css.placeholder} aria-hidden="true" />
      )}
    </div>
  );
}
