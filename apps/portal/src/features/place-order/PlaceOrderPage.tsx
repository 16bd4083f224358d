import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState, useTransition, type ReactNode } from 'react';
import { errorMessage, type Product } from '@trade-portal/api-client';
import { matchesSearch, productBrands, type Category, type ProductSortId } from '@trade-portal/domain';
import { Box, CategoryChips, Heading, InlineMessage, Link, ProductList, ProductListBar, type ProductListStockCard, ProductToolbar, RemovedNotice, SideDrawer, Skeleton, Stack } from '@trade-portal/ui';
import { cartSummary, useAccountNumber, useCart, useCartFigure, useCartQuantities, useCurrentAccount, useProductPopUps, useProducts, useStockCard, useStockCardEditor } from '../../api';
import { useCartLines } from '../../api/cartLinesEntry';
import { useSideDrawer } from '../../shell/SideDrawerProvider';
import { useStockCardOffer } from '../../shell/useStockCardLink';
import { sortByStockCard, sortForList } from './productOrder';
import * as own from './placeOrder.css';

// The page's product popups (§2.13): their code loads beside the page, not with it.
const loadProductPopUps = () => import('../../shell/ProductPopUpBanners');
type ProductPopUpsComponent = (typeof import('../../shell/ProductPopUpBanners'))['default'];
// 'Start from my usual order' loads beside the page, its stand-in holding its place.
const UsualOrderStart = lazy(() => import('../../shell/usualOrder/UsualOrderStart'));
const NoProductPopUps: ProductPopUpsComponent = () => null;

/**
 * /place-order (§2.14, §5, §8, §9): the catalogue with the four sorts (default 0, Stock Card), category
 * chips (§9), a brand filter in the FILTER_PRODUCTS drawer and a search, all combined; a bar with the
 * result count and the cart total that stays in view; each product's stepper saves to the back-end
 * cart (optimistic, debounced per product, reverted with the server's message on error); a line taken
 * to 0 (by − or a typed 0) offers 'Removed … Undo' for a few seconds. The page's product popups
 * (§2.13: back in stock, promotions) sit inline above the list, each dismissible.
 * 'Start from my usual order' sits under the heading; its code loads beside the page.
 *
 * Quick with thousands of products: the list is virtualised and its rows memoised, so a quantity
 * change re-renders one row; each sort is computed once per catalogue and filters only walk it; the
 * search is deferred, and sort, category and brand changes are transitions, so typing and tapping
 * answer before the list does.
 *
 * With stock-card access (§2.5, §6; checked as for the header's link, ADR 0012) each row has a star that saves the product to the stock card or
 * takes it off (optimistic, rolled back with the server's message), and the Stock Card sort (§9) puts
 * the account's card first, in the card's order, then the rest by StockCardOrder. The sort uses the card
 * as it was when the page loaded it or when Stock Card was last chosen, so a starred row does not jump
 * away under the finger.
 */
export default function PlaceOrderPage() {
  const products = useProducts();
  // Only whether the cart has loaded: the page reads no more of it, so a cart change does not re-render
  // it (the query result is tracked by the fields read). What changes with the cart is drawn by
  // `OrderingList` below.
  const cartLoading = useCart().isLoading;
  // The ordering guard keeps tier 3 out; the check follows the header's width rule (§2.5, §9).
  const { offered: hasStockCard, isDeciding } = useStockCardOffer(false);
  const stockCard = useStockCard(hasStockCard);
  const { setOnCard, error: stockCardError } = useStockCardEditor();
  const cardOrderNow = useMemo(() => new Map((stockCard.data ?? []).map((p) => [p.SKU, p.StockCardOrder])), [stockCard.data]);
  // The card the Stock Card sort uses, with the store it belongs to: another store's card is taken afresh.
  const accountNumber = useAccountNumber();
  const [sortCard, setSortCard] = useState<{ accountNumber: string | null; order: ReadonlyMap<string, number> } | null>(null);
  if (stockCard.data && sortCard?.accountNumber !== accountNumber) setSortCard({ accountNumber, order: cardOrderNow });
  const cardOrder = hasStockCard && sortCard?.accountNumber === accountNumber ? sortCard.order : null;
  const [, startTransition] = useTransition();
  const [sortId, setSortId] = useState<ProductSortId>(0);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<Category | null>(null);
  const [brands, setBrands] = useState<string[]>([]);
  const drawer = useSideDrawer();
  const openDrawer = drawer.open;
  const deferredSearch = useDeferredValue(search);

  const orderable = useMemo(() => (products.data ?? []).filter((p) => !p.IsArchived), [products.data]);
  const bySku = useMemo(() => new Map(orderable.map((p) => [p.SKU, p])), [orderable]);
  const allBrands = useMemo(() => productBrands(orderable), [orderable]);
  // Each sort once per catalogue: switching back to a sort seen before costs nothing.
  const sorted = useMemo(() => {
    const cache = new Map<ProductSortId, typeof orderable>();
    return (id: ProductSortId) => {
      let list = cache.get(id);
      if (!list) cache.set(id, (list = id === 0 && cardOrder ? sortByStockCard(orderable, cardOrder) : sortForList(orderable, id)));
      return list;
    };
  }, [orderable, cardOrder]);
  const shown = useMemo(() => {
    const chosen = new Set(brands);
    const list = sorted(sortId);
    if (chosen.size === 0 && category === null && !deferredSearch.trim()) return list;
    return list.filter((p) => (category === null || p.Category === category) && (chosen.size === 0 || chosen.has(p.Brand)) && matchesSearch(p, deferredSearch));
  }, [sorted, sortId, brands, category, deferredSearch]);

  const onSortChange = useCallback(
    (id: ProductSortId) =>
      startTransition(() => {
        setSortId(id);
        if (id === 0 && stockCard.data) setSortCard({ accountNumber, order: cardOrderNow });
      }),
    [accountNumber, cardOrderNow, stockCard.data],
  );
  const onStockCardChange = useCallback(
    (sku: string, onCard: boolean) => {
      const product = bySku.get(sku);
      if (product) setOnCard(product, onCard);
    },
    [bySku, setOnCard],
  );
  const onCardSkus = useMemo(() => new Set(cardOrderNow.keys()), [cardOrderNow]);
  const stockCardRows = useMemo<ProductListStockCard | undefined>(
    () => (hasStockCard ? { onCard: onCardSkus, onChange: onStockCardChange } : undefined),
    [hasStockCard, onCardSkus, onStockCardChange],
  );
  const onCategoryChange = useCallback((next: Category | null) => startTransition(() => setCategory(next)), []);
  const onClearFilters = useCallback(() => {
    setBrands([]);
    setCategory(null);
    setSearch('');
  }, []);
  // Opened in a transition: the tap's own feedback paints first, and the drawer (its modal, focus trap
  // and a row per brand) is drawn in slices that yield to the next frame (ADR 0037).
  const openFilter = useCallback(() => startTransition(() => openDrawer('FILTER_PRODUCTS')), [openDrawer]);
  const closeDrawer = drawer.close;
  const onApplyBrands = useCallback(
    (ticked: string[]) => {
      startTransition(() => setBrands(ticked));
      closeDrawer();
    },
    [closeDrawer],
  );
  const onClearBrands = useCallback(() => {
    startTransition(() => setBrands([]));
    closeDrawer();
  }, [closeDrawer]);

  // The first sort is Stock Card: the list waits for the card's order rather than re-sort under the finger when it arrives.
  const waitingForCard = sortId === 0 && (isDeciding || (hasStockCard && stockCard.isPending));
  // The banners sit above the list and arrive with it: inserted later, they would push the list down
  // under the retailer's finger (a layout shift of 0.16 in Lighthouse). Their call and code are small.
  const popUps = useProductPopUps('Place Order');
  // The component itself, not React.lazy: a lazy one suspends once more on its first render, after the list.
  const [ProductPopUps, setProductPopUps] = useState<ProductPopUpsComponent | null>(null);
  useEffect(() => {
    let live = true;
    void loadProductPopUps().then(
      (module) => live && setProductPopUps(() => module.default),
      () => live && setProductPopUps(() => NoProductPopUps),
    );
    return () => {
      live = false;
    };
  }, []);
  // The shell has loaded the user's stores before any page shows, so this link does not pop in later.
  const { accounts, restricted } = useCurrentAccount();
  const severalStores = accounts.length > 1;
  const isLoading = products.isLoading || cartLoading || waitingForCard || popUps.isLoading || !ProductPopUps;
  // Made once per change of what they show, so the list's bar draws them again only then.
  const toolbar = useMemo(
    () => (
      <>
        <ProductToolbar
          sortId={sortId}
          onSortChange={onSortChange}
          brandCount={brands.length}
          onOpenBrandFilter={openFilter}
          search={search}
          onSearchChange={setSearch}
        />
        <CategoryChips value={category} onChange={onCategoryChange} isDisabled={isLoading} />
      </>
    ),
    [sortId, onSortChange, brands.length, openFilter, search, category, onCategoryChange, isLoading],
  );
  const stockCardMessage = useMemo(
    () =>
      stockCardError && (
        <InlineMessage tone="critical" title={`Your stock card could not be changed for ${stockCardError.productName}.`}>{stockCardError.message}</InlineMessage>
      ),
    [stockCardError],
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
          {severalStores && <Link href="/multi-store-order" variant="standalone">Order for several stores</Link>}
        </Box>
      </Box>
      {/* Tier 3 never reaches this page (§6); were it shown, the usual order is an order view it may not see. */}
      {!restricted && (
        <Suspense fallback={<Skeleton width={232} height={44} />}>
          <UsualOrderStart />
        </Suspense>
      )}
      <OrderingList
        products={shown}
        bySku={bySku}
        totalCount={orderable.length}
        isLoading={isLoading}
        toolbar={toolbar}
        stockCardMessage={stockCardMessage}
        ProductPopUps={ProductPopUps}
        loadError={products.isError ? errorMessage(products.error) : null}
        onClearFilters={onClearFilters}
        stockCard={stockCardRows}
      />
      <SideDrawer
        type="FILTER_PRODUCTS"
        isOpen={drawer.isOpenAs('FILTER_PRODUCTS')}
        onClose={drawer.close}
        brands={allBrands}
        selected={brands}
        onApply={onApplyBrands}
        onClear={onClearBrands}
      />
    </Stack>
  );
}

/** The cart's outers and total (EUR) for the bar: a change elsewhere in the cart does not redraw it. */

/** Props of `OrderingList`: what the page decides (the products shown, filters, loading). */
interface OrderingListProps {
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
  ProductPopUps: ProductPopUpsComponent | null;
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
const OrderingList = memo(function OrderingList({
  products, bySku, totalCount, isLoading, toolbar, stockCardMessage, ProductPopUps, loadError, onClearFilters, stockCard,
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
      {!isLoading && ProductPopUps && <ProductPopUps section="Place Order" editor={editor} />}
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
