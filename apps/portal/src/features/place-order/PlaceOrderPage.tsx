import { Suspense, useDeferredValue, useMemo } from 'react';
import { errorMessage } from '@trade-portal/api-client';
import { Box, CategoryChips, Heading, InlineMessage, Link, ProductToolbar, SideDrawer, Skeleton, Stack } from '@trade-portal/ui';
import { lazyPart, suspenseComponent } from '@trade-portal/ui/lazyPart';
import { useCart, useCurrentAccount, useProductPopups, useProducts } from '../../api';
import { OrderingList } from './OrderingList';
import { useCatalogueView } from './useCatalogueView';
import { useProductPopupsComponent } from './useProductPopupsComponent';
import { useStockCardSort } from './useStockCardSort';
import * as own from './placeOrder.css';

// 'Start from my usual order' loads beside the page, its stand-in holding its place.
const UsualOrderStart = suspenseComponent(lazyPart(() => import('../../usualOrder/UsualOrderStart')));

/**
 * /place-order (§2.14, §5, §8, §9): the catalogue with its sorts, category chips, brand filter and search
 * (`useCatalogueView`), a bar with the result count and the cart total that stays in view, each product's
 * stepper saving to the back-end cart with 'Removed … Undo' (`OrderingList`), the stock card's stars and
 * sort (`useStockCardSort`), the page's product popups inline above the list (§2.13), and 'Start from my
 * usual order' under the heading. Quick with thousands of products: the list is virtualised and its rows
 * memoised, so a quantity change re-renders one row (ADR 0037).
 */
export default function PlaceOrderPage() {
  const products = useProducts();
  // Only whether the cart has loaded: the page reads no more of it, so a cart change does not re-render
  // it (the query result is tracked by the fields read). What changes with the cart is `OrderingList`'s.
  const cartLoading = useCart().isLoading;
  const orderable = useMemo(() => (products.data ?? []).filter((p) => !p.IsArchived), [products.data]);
  const bySku = useMemo(() => new Map(orderable.map((p) => [p.SKU, p])), [orderable]);
  const card = useStockCardSort(bySku);
  const view = useCatalogueView(orderable, card.cardOrder, card.takeCardOrder);
  // The first sort is Stock Card: the list waits for the card's order rather than re-sort under the finger when it arrives.
  const waitingForCard = view.sortId === 0 && (card.isDeciding || card.isPending);
  // The banners sit above the list and arrive with it: inserted later, they would push the list down
  // under the retailer's finger (a layout shift of 0.16 in Lighthouse). Their call and code are small.
  const popups = useProductPopups('Place Order');
  const ProductPopups = useProductPopupsComponent();
  // The shell has loaded the user's stores before any page shows, so this link does not pop in later.
  const { accounts, restricted } = useCurrentAccount();
  const isLoading = products.isLoading || cartLoading || waitingForCard || popups.isLoading || !ProductPopups;
  const { sortId, onSortChange, brands, openFilter, search, setSearch, category, onCategoryChange } = view;
  // The page's answers arrive one by one, each drawn at once (TanStack Query's updates cannot be
  // transitions). What they change in the list, its rows above all, is drawn a step behind, as a
  // transition: in slices that yield to a tap, not in one long task (ADR 0038).
  const listLoading = useDeferredValue(isLoading);
  const listProducts = useDeferredValue(view.shown);
  const listBySku = useDeferredValue(bySku);
  const listCount = useDeferredValue(orderable.length);
  // Made once per change of what they show, so the list's bar draws them again only then.
  const toolbar = useMemo(
    () => (
      <>
        <ProductToolbar sortId={sortId} onSortChange={onSortChange} brandCount={brands.length} onOpenBrandFilter={openFilter} search={search} onSearchChange={setSearch} />
        <CategoryChips value={category} onChange={onCategoryChange} isDisabled={listLoading} />
      </>
    ),
    [sortId, onSortChange, brands.length, openFilter, search, setSearch, category, onCategoryChange, listLoading],
  );
  const cardError = card.error;
  const stockCardMessage = useMemo(
    () => cardError && <InlineMessage tone="critical" title={`Your stock card could not be changed for ${cardError.productName}.`}>{cardError.message}</InlineMessage>,
    [cardError],
  );
  return (
    <Stack gap="large">
      {/* On a phone the links always sit under the title: whether they fit beside it depended on the font, so
          the row wrapped while Inter loaded and unwrapped when it came, moving the page up 41 px (a layout
          shift of 0.12 at 412 px). */}
      <Box display="flex" flexDirection={{ mobile: 'column', tablet: 'row' }} flexWrap="wrap" alignItems={{ mobile: 'flex-start', tablet: 'baseline' }} justifyContent="space-between" className={own.titleGaps}>
        <Heading level="1">Place Order</Heading>
        <Box as="span" display="flex" flexWrap="wrap" className={own.titleGaps}>
          <Link href="/quick-order" variant="standalone">Quick Order by code</Link>
          {accounts.length > 1 && <Link href="/multi-store-order" variant="standalone">Order for several stores</Link>}
        </Box>
      </Box>
      {/* Tier 3 never reaches this page (§6); were it shown, the usual order is an order view it may not see. */}
      {!restricted && (
        <Suspense fallback={<Skeleton width={232} height={44} />}>
          <UsualOrderStart />
        </Suspense>
      )}
      <OrderingList
        products={listProducts}
        bySku={listBySku}
        totalCount={listCount}
        isLoading={listLoading}
        toolbar={toolbar}
        stockCardMessage={stockCardMessage}
        ProductPopups={ProductPopups}
        loadError={products.isError ? errorMessage(products.error) : null}
        onClearFilters={view.onClearFilters}
        stockCard={card.stockCardRows}
      />
      <SideDrawer
        type="FILTER_PRODUCTS"
        isOpen={view.isDrawerOpen}
        onClose={view.closeDrawer}
        brands={view.allBrands}
        selected={brands}
        onApply={view.onApplyBrands}
        onClear={view.onClearBrands}
      />
    </Stack>
  );
}
