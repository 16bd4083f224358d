import { memo, useCallback, type ReactNode } from 'react';
import type { Product } from '@trade-portal/api-client';
import { InlineMessage, ProductList, ProductListBar, type ProductListStockCard, RemovedNotice } from '@trade-portal/ui';
import { cartSummary, useCartFigure, useCartQuantities } from '../../api';
import { useCartLines } from '../../api/cartLinesEntry';
import type { ProductPopupsComponent } from './useProductPopupsComponent';

/** Props of `OrderingList`: what the page decides (the products shown, filters, loading). */
export interface OrderingListProps {
  /** The products shown, sorted and filtered. */
  products: readonly Product[];
  /** The orderable catalogue by SKU: what a stepper's SKU is saved as. */
  bySku: ReadonlyMap<string, Product>;
  /** Orderable products in the catalogue, for the result count. */
  totalCount: number;
  isLoading: boolean;
  /** The sort, brand, search and category controls, drawn in the bar. */
  toolbar: ReactNode;
  /** The stock card's §8 message, between the bar and the list. */
  stockCardMessage: ReactNode;
  /** The page's product popups (§2.13), once their code has arrived. */
  ProductPopups: ProductPopupsComponent | null;
  /** The catalogue's load failure (§8), shown in place of the list. */
  loadError: string | null;
  onClearFilters: () => void;
  stockCard: ProductListStockCard | undefined;
}

/**
 * What changes with the cart on /place-order: the bar's cart total, the product popups, the list's
 * quantities, saving and errors, and 'Removed … Undo'. Its own component, memoised, holding the cart
 * editor: a tap re-renders this and the one row it changed, while the page around it (sort, filters,
 * search, the drawer) stays as drawn (ADR 0037).
 */
export const OrderingList = memo(function OrderingList({
  products, bySku, totalCount, isLoading, toolbar, stockCardMessage, ProductPopups, loadError, onClearFilters, stockCard,
}: OrderingListProps) {
  const editor = useCartLines();
  const cart = useCartFigure(cartSummary);
  const quantities = useCartQuantities();

  const { setQuantity } = editor;
  const onQuantityChange = useCallback(
    (sku: string, next: number) => {
      const product = bySku.get(sku);
      if (product) setQuantity(product, next);
    },
    [bySku, setQuantity],
  );

  return (
    <>
      <ProductListBar shownCount={products.length} totalCount={totalCount} cartOuters={cart?.items ?? 0} cartTotal={cart?.total ?? 0} isLoading={isLoading}>
        {toolbar}
      </ProductListBar>
      {stockCardMessage}
      {!isLoading && ProductPopups && <ProductPopups section="Place Order" editor={editor} />}
      {loadError !== null ? (
        <InlineMessage tone="critical">{loadError}</InlineMessage>
      ) : (
        <ProductList
          products={products}
          quantities={quantities}
          inCart={quantities}
          onQuantityChange={onQuantityChange}
          saving={editor.saving}
          errors={editor.errors}
          isLoading={isLoading}
          onClearFilters={onClearFilters}
          stockCard={stockCard}
        />
      )}
      <RemovedNotice removal={editor.lastRemoval} onUndo={editor.undo} onDismiss={editor.dismissRemoval} />
    </>
  );
});
