import { memo, useCallback } from 'react';
import { Stack } from '../../primitives/Box';
import { Link } from '../../primitives/Link';
import { ProductListItem, ProductListItemSkeleton, type ProductItemData } from '../ProductListItem';
import * as row from '../ProductListItem/ProductListItem.css';
import * as list from '../ProductList/ProductList.css';
import { EmptyState } from '../shared/EmptyState';
import * as css from './StockCardList.css';

/** Props of `StockCardList`. Records are keyed by SKU; quantities are outers. */
export interface StockCardListProps {
  /** The card's products, in StockCardOrder (§9 'Stock Card' sort). */
  products: ReadonlyArray<ProductItemData>;
  /** Quantities shown in the steppers, by SKU (missing → 0). */
  quantities: Readonly<Record<string, number>>;
  /** Quantities in the back-end cart, by SKU (missing → 0). */
  inCart: Readonly<Record<string, number>>;
  /** Called with the SKU and its next valid quantity (outers). Keep it stable so rows stay memoised. */
  onQuantityChange: (sku: string, next: number) => void;
  /** 'Remove from my stock card' pressed on a row: its SKU. Keep it stable. */
  onRemove: (sku: string) => void;
  /** SKUs whose cart line is being saved. */
  saving?: Readonly<Record<string, boolean | undefined>>;
  /** §8 messages by SKU. */
  errors?: Readonly<Record<string, string | null | undefined>>;
  /** Skeleton rows in the final layout. */
  isLoading?: boolean;
  /** Where the empty state sends the retailer to add products. @default '/place-order' */
  placeOrderHref?: string;
}

const NONE: Readonly<Record<string, never>> = {};
/** Skeleton rows while loading: about a tablet screen of the 20–40 a card usually holds. */
const SKELETON_ROWS = 6;

/**
 * The products of /stock-card, 'My Stock Card' (§1, §2.1, §9): each a `ProductListItem` with the
 * same stepper, rules and §8 error as /place-order, and a filled gold star that removes it from the card.
 * Not virtualised: a card holds tens of products, so every row is in the page (find in page works) and
 * the virtualiser's code stays on /place-order. From 768 px one card of rows under column headings;
 * phones get a card per product.
 *
 * Loading: six skeleton rows (`aria-busy`, 'Loading your stock card'). Empty: 'Your stock card is empty.'
 * with how to add products and a link to Place Order (`[data-empty]`). The list is named 'My stock card'.
 */
export const StockCardList = memo(function StockCardList({
  products, quantities, inCart, onQuantityChange, onRemove, saving = NONE, errors = NONE, isLoading, placeOrderHref = '/place-order',
}: StockCardListProps) {
  const onStockCardChange = useCallback((sku: string, onCard: boolean) => {
    if (!onCard) onRemove(sku);
  }, [onRemove]);
  if (isLoading) {
    return (
      <Stack as="ul" gap="xsmall" className={list.list} aria-busy="true" aria-label="Loading your stock card" data-loading="">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => <ProductListItemSkeleton key={i} withStockCard />)}
      </Stack>
    );
  }
  if (products.length === 0) {
    return (
      <EmptyState title="Your stock card is empty." action={<Link href={placeOrderHref} variant="standalone">Go to Place Order</Link>}>
        On Place Order, tap the star next to a product to save it here.
      </EmptyState>
    );
  }
  return (
    <div className={list.frame}>
      <div className={`${row.item} ${list.headings}`} aria-hidden="true" data-stock-card="">
        <span className={list.headInfo}>Product</span>
        <span className={list.headPrice}>Price</span>
        <span className={list.headStepper}>Outers</span>
        <span className={list.headTotal}>Line total</span>
        <span className={list.headStar}>Card</span>
      </div>
      <Stack as="ul" gap="xsmall" className={css.rows} aria-label="My stock card">
        {products.map((p) => (
          <ProductListItem
            key={p.SKU}
            product={p}
            quantity={quantities[p.SKU] ?? 0}
            inCartQuantity={inCart[p.SKU] ?? 0}
            onQuantityChange={onQuantityChange}
            isSaving={Boolean(saving[p.SKU])}
            errorMessage={errors[p.SKU]}
            isOnStockCard
            onStockCardChange={onStockCardChange}
            stockCardControl="remove"
          />
        ))}
      </Stack>
    </div>
  );
});
