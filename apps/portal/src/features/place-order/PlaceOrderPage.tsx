import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { errorMessage } from '@trade-portal/api-client';
import { matchesSearch, productBrands, sortProducts, type ProductSortId } from '@trade-portal/domain';
import { BrandFilter, Drawer, InlineMessage, ProductList, ProductToolbar, Stack } from '@trade-portal/ui';
import { useCart, useCartEditor, useProducts } from '../../api';
import * as css from '../../shell/layout.css';

/**
 * /place-order (§2.14, §5, §8, §9): the catalogue with the four sorts (default 0, Stock Card), a brand
 * filter in the FILTER_PRODUCTS drawer and a search; each product's stepper saves to the back-end cart
 * (optimistic, debounced per product, reverted with the server's message on error). Rows are memoised,
 * so a change re-renders one row, not the ~300.
 */
export default function PlaceOrderPage() {
  const products = useProducts();
  const cart = useCart();
  const editor = useCartEditor();
  const [sortId, setSortId] = useState<ProductSortId>(0);
  const [search, setSearch] = useState('');
  const [brands, setBrands] = useState<string[]>([]);
  const [draftBrands, setDraftBrands] = useState<string[]>([]);
  const [filterOpen, setFilterOpen] = useState(false);
  const deferredSearch = useDeferredValue(search);

  const orderable = useMemo(() => (products.data ?? []).filter((p) => !p.IsArchived), [products.data]);
  const bySku = useMemo(() => new Map(orderable.map((p) => [p.SKU, p])), [orderable]);
  const allBrands = useMemo(() => productBrands(orderable), [orderable]);
  const shown = useMemo(() => {
    const chosen = new Set(brands);
    const filtered = orderable.filter((p) => (chosen.size === 0 || chosen.has(p.Brand)) && matchesSearch(p, deferredSearch));
    return sortProducts(filtered, sortId);
  }, [orderable, brands, deferredSearch, sortId]);

  const quantities = useMemo(() => {
    const q: Record<string, number> = {};
    for (const line of cart.data?.BackEndCartDetails ?? []) q[line.SKU] = line.Quantity;
    return q;
  }, [cart.data]);

  const { setQuantity } = editor;
  const onQuantityChange = useCallback(
    (sku: string, next: number) => {
      const product = bySku.get(sku);
      if (product) setQuantity(product, next);
    },
    [bySku, setQuantity],
  );

  const openFilter = () => {
    setDraftBrands(brands);
    setFilterOpen(true);
  };

  return (
    <Stack gap="large">
      <h1 className={css.pageTitle}>Place Order</h1>
      <ProductToolbar
        sortId={sortId}
        onSortChange={(id) => setSortId(id as ProductSortId)}
        brandCount={brands.length}
        onOpenBrandFilter={openFilter}
        search={search}
        onSearchChange={setSearch}
      />
      {products.isError ? (
        <InlineMessage tone="critical">{errorMessage(products.error)}</InlineMessage>
      ) : (
        <ProductList
          products={shown}
          quantities={quantities}
          inCart={quantities}
          onQuantityChange={onQuantityChange}
          saving={editor.saving}
          errors={editor.errors}
          isLoading={products.isLoading || cart.isLoading}
          onClearFilters={() => {
            setBrands([]);
            setSearch('');
          }}
        />
      )}
      <Drawer isOpen={filterOpen} onOpenChange={setFilterOpen} title="Filter by brand">
        <BrandFilter
          brands={allBrands}
          selected={draftBrands}
          onChange={setDraftBrands}
          onApply={() => {
            setBrands(draftBrands);
            setFilterOpen(false);
          }}
          onClear={() => {
            setDraftBrands([]);
            setBrands([]);
            setFilterOpen(false);
          }}
        />
      </Drawer>
    </Stack>
  );
}
