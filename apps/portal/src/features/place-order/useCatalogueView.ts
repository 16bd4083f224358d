import { useCallback, useDeferredValue, useMemo, useState, useTransition } from 'react';
import type { Product } from '@trade-portal/api-client';
import { matchesSearch, productBrands, type Category, type ProductSortId } from '@trade-portal/domain';
import { useSideDrawer } from '../../shell/SideDrawerProvider';
import { sortByStockCard, sortForList } from './productOrder';

/**
 * What /place-order shows of the catalogue (§9): one of the four sorts (default 0, Stock Card), a category
 * chip, the brands ticked in the FILTER_PRODUCTS drawer and a search, all combined. Each sort is computed
 * once per catalogue and the filters only walk it; the search is deferred, and sort, category and brand
 * changes are transitions, so typing and tapping answer before the list does (ADR 0037).
 * @param orderable the catalogue less archived products
 * @param cardOrder the Stock Card sort's order (SKU → StockCardOrder), or null to sort by StockCardOrder
 * @param onStockCardSort called when Stock Card is chosen, to take the card's order as it is now
 * @returns the products `shown`, the controls' values and handlers, every brand, and the drawer's state
 */
export function useCatalogueView(orderable: readonly Product[], cardOrder: ReadonlyMap<string, number> | null, onStockCardSort: () => void) {
  const [, startTransition] = useTransition();
  const [sortId, setSortId] = useState<ProductSortId>(0);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<Category | null>(null);
  const [brands, setBrands] = useState<string[]>([]);
  const drawer = useSideDrawer();
  const deferredSearch = useDeferredValue(search);
  const allBrands = useMemo(() => productBrands(orderable), [orderable]);
  // Each sort once per catalogue: switching back to a sort seen before costs nothing.
  const sorted = useMemo(() => {
    const cache = new Map<ProductSortId, readonly Product[]>();
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
        if (id === 0) onStockCardSort();
      }),
    [onStockCardSort],
  );
  const onCategoryChange = useCallback((next: Category | null) => startTransition(() => setCategory(next)), []);
  const onClearFilters = useCallback(() => {
    setBrands([]);
    setCategory(null);
    setSearch('');
  }, []);
  // Opened in a transition: the tap's own feedback paints first, and the drawer (its modal, focus trap
  // and a row per brand) is drawn in slices that yield to the next frame (ADR 0037).
  const openDrawer = drawer.open;
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
  return {
    shown, sortId, onSortChange, search, setSearch, category, onCategoryChange, brands, allBrands, onApplyBrands, onClearBrands, onClearFilters, openFilter,
    isDrawerOpen: drawer.isOpenAs('FILTER_PRODUCTS'), closeDrawer,
  };
}
