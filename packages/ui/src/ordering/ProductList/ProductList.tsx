import { Button } from '../../primitives/Button';
import { Skeleton } from '../../primitives/Skeleton';
import { ProductListItem, type ProductItemData } from '../ProductListItem';
import { EmptyState } from '../shared/EmptyState';
import * as css from './ProductList.css';

/** Props of {@link ProductList}. Records are keyed by SKU; quantities are outers. */
export interface ProductListProps {
  /** Products to show, already sorted and filtered. */
  products: ReadonlyArray<ProductItemData>;
  /** Quantities shown in the steppers, by SKU (missing → 0). */
  quantities: Readonly<Record<string, number>>;
  /** Quantities in the back-end cart, by SKU (missing → 0). */
  inCart: Readonly<Record<string, number>>;
  /** Called with the SKU and its next valid quantity. Keep it stable (useCallback) so rows stay memoised. */
  onQuantityChange: (sku: string, next: number) => void;
  /** SKUs being saved. */
  saving?: Readonly<Record<string, boolean | undefined>>;
  /** §8 messages by SKU. */
  errors?: Readonly<Record<string, string | null | undefined>>;
  /** Shows skeleton rows in the final layout. */
  isLoading?: boolean;
  /** The empty state's 'Clear filter' action; without it the empty state has no button. */
  onClearFilters?: () => void;
  /** Accessible name of the list. @default 'Products' */
  label?: string;
}

/**
 * The product list of /place-order (§2.14): a {@link ProductListItem} per product, with a loading
 * state (six skeleton rows, `aria-busy`) and an empty state ('No products match your filter.' and a
 * 'Clear filter' button). Rows use `content-visibility: auto`, so the whole catalogue (~300) renders
 * without windowing.
 */
export function ProductList({ products, quantities, inCart, onQuantityChange, saving = {}, errors = {}, isLoading, onClearFilters, label = 'Products' }: ProductListProps) {
  if (isLoading) {
    return (
      <ul className={css.list} aria-busy="true" aria-label="Loading products" data-loading="">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className={css.skeletonItem}>
            <Skeleton width={64} height={64} />
            <div className={css.skeletonLines}>
              <Skeleton width="70%" height={20} />
              <Skeleton width="45%" />
              <Skeleton width="35%" />
            </div>
            <div className={css.skeletonLines}>
              <Skeleton width="60%" height={22} />
              <Skeleton width="50%" />
            </div>
            <div className={css.skeletonSide}>
              <Skeleton width={144} height={44} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (products.length === 0) {
    return (
      <EmptyState
        title="No products match your filter."
        action={onClearFilters && <Button variant="secondary" tone="accent" onPress={onClearFilters}>Clear filter</Button>}
      >
        Try another brand or search, or clear the filter to see every product.
      </EmptyState>
    );
  }
  return (
    <ul className={css.list} aria-label={label}>
      {products.map((p) => (
        <ProductListItem
          key={p.SKU}
          product={p}
          quantity={quantities[p.SKU] ?? 0}
          inCartQuantity={inCart[p.SKU] ?? 0}
          onQuantityChange={onQuantityChange}
          isSaving={Boolean(saving[p.SKU])}
          errorMessage={errors[p.SKU]}
        />
      ))}
    </ul>
  );
}
