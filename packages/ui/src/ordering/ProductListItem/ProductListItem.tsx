import { memo, useState, type Ref } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { categoryNames, lineTotal, minimumOrderText, type Category, type ProductLike } from '@trade-portal/domain';
import type { Product } from '@trade-portal/api-client';
import { Box } from '../../primitives/Box';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { Price } from '../../primitives/Price';
import { Spinner } from '../../primitives/Spinner';
import { Text } from '../../primitives/Text';
import { sprinkles } from '../../theme';
import { QuantityStepper } from '../QuantityStepper';
import { ProductTags } from '../ProductTags';
import * as css from './ProductListItem.css';

/**
 * The product fields a list item shows (§2.14, §3): the rule and tag fields of domain's ProductLike plus
 * price per pack (RRP, EUR), packs per outer and the outer's image URL (empty or failing → placeholder).
 */
export type ProductItemData = ProductLike & Pick<Product, 'PricePackRrp' | 'PackSize'> & { OuterImage?: Product['OuterImage'] | null };

/** Props of `ProductListItem`. */
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

/** The stock-card control kinds of `ProductListItem`. */
export const stockCardControls = ['toggle', 'remove'] as const;
export type StockCardControl = (typeof stockCardControls)[number];

/** The stock-card star's button: the star centred in its 44 px square. */
const starButtonClass = `${sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' })} ${css.starButton}`;

/**
 * One product of /place-order (§2.14). From 768 px a dense, table-like row of about 64 px: thumbnail;
 * name with the social-proof tags, then brand, category, SKU, packs per outer and '*Minimum order is N
 * outers. Incremental order is N.'; price per outer (EUR) over RRP per pack (EUR); the
 * `QuantityStepper`; the line total (quantity × price per outer, EUR) with 'In cart: N'. Below
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
      <Box display="flex" flexDirection="column" minWidth={0} className={css.info}>
        <Box display="flex" flexWrap="wrap" alignItems="center" minWidth={0} className={css.titleLine}>
          <Heading level="2" size="body" tone="primary" breakWords minWidth={0} className={css.name}>{p.Product}</Heading>
          <ProductTags product={p} exclude={['outOfStock']} />
        </Box>
        <Text as="p" size="xsmall" tone="secondary" breakWords>
          <span>{p.Brand} · {category} · SKU {p.SKU} · {p.PackSize} packs per outer</span>{' '}
          <span className={css.minimum}>{minimumOrderText(p)}</span>
        </Text>
      </Box>
      <Box display="flex" flexDirection="column" alignItems={{ tablet: 'flex-end' }} minWidth={0} className={css.price}>
        <span>
          <Price value={p.PriceOuter} className={css.priceMain} /> <Text size="xsmall">per outer</Text>
        </span>
        <span className={css.rrp}>
          RRP <Price value={p.PricePackRrp} /> per pack
        </span>
      </Box>
      <Box display="flex" justifyContent="flex-end" alignItems="center" className={css.stepperArea} data-part="stepper">
        {p.OutOfStock ? (
          <Box as="span" display="inline-flex" alignItems="center" className={css.outOfStock}>Out of stock</Box>
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
      </Box>
      <Box display="flex" flexDirection="column" alignItems={{ tablet: 'flex-end' }} minWidth={0} className={css.total}>
        {quantity > 0 && (
          <Text size="small" weight="strong" tone="primary">
            <span className={css.totalLabel}>Line total </span>
            <Price value={lineTotal(p.PriceOuter, quantity)} />
          </Text>
        )}
        {isSaving ? (
          <Text size="xsmall" tone="secondary" display="inline-flex" alignItems="center" gap="xxsmall" className={css.saving}>
            <Spinner label={`Saving ${p.Product}`} /> Saving…
          </Text>
        ) : (
          inCartQuantity > 0 && <Text size="xsmall" tone="positive" weight="medium" tabularNums>In cart: {inCartQuantity}</Text>
        )}
      </Box>
      {onStockCardChange && (
        <Box display="flex" justifyContent="flex-end" alignItems="center" className={css.starArea} data-part="stock-card">
          {stockCardControl === 'remove' ? (
            <RACButton
              className={starButtonClass}
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
              className={starButtonClass}
              aria-label={`Save ${p.Product} to my stock card`}
              aria-pressed={isOnStockCard}
              data-stock-card-control="toggle"
              data-selected={isOnStockCard || undefined}
              onPress={() => onStockCardChange(p.SKU, !isOnStockCard)}
            >
              <Icon name="star" size={22} filled={isOnStockCard} />
            </RACButton>
          )}
        </Box>
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
    <Box display="flex" alignItems="center" justifyContent="center" className={css.imageBox} data-placeholder={show ? undefined : ''}>
      {show ? (
        <img className={css.image} src={src ?? undefined} alt="" width={48} height={48} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <span className={css.placeholder} aria-hidden="true" />
      )}
    </Box>
  );
}
