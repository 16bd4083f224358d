import { memo, useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range, type VirtualItem } from '@tanstack/react-virtual';
import { media } from '../../theme';
import { Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { ProductListItem, ProductListItemSkeleton, type ProductItemData } from '../ProductListItem';
import * as row from '../ProductListItem/ProductListItem.css';
import { EmptyState } from '../shared/EmptyState';
import * as css from './ProductList.css';

/** Props of `ProductList`. Records are keyed by SKU; quantities are outers. */
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
  /**
   * The stock-card star on every row (§1, §2.1): the SKUs on the card and the toggle's callback. Give it
   * only when the account has stock-card access (§2.5, §6); keep both stable so rows stay memoised.
   */
  stockCard?: ProductListStockCard;
}

/** The stock-card toggle of `ProductList`'s rows. */
export interface ProductListStockCard {
  /** SKUs on the account's stock card. */
  onCard: ReadonlySet<string>;
  /** Called with the SKU and whether it should be on the card. */
  onChange: (sku: string, onCard: boolean) => void;
}

const NONE: Readonly<Record<string, never>> = {};
/**
 * Rows rendered beyond each edge of the window, so a quick scroll finds them ready. Each is a stepper's
 * worth of components to mount on every sort, search or filter, so few; Tab does not need them.
 */
const OVERSCAN = 4;
/** First guesses of a row's height, px, before it is measured: a dense row from 768 px, a card below. */
const ESTIMATE = { row: 64, card: 190 } as const;
/** Space between phone cards, px (the 8 px step of the 4 px grid); rows from 768 px touch. */
const CARD_GAP = 8;
/**
 * Room kept above a row scrolled to by keyboard, px: the sticky sort/filter bar above the list is
 * about this tall from 768 px (on phones only its summary line sticks).
 */
const SCROLL_PADDING = { row: 240, card: 72 } as const;
/**
 * The rows' measured heights from the list's last visit in this tab, by list name, layout and window width.
 * A list drawn again (Back to /place-order) lays out with the heights it had when it was left instead of the
 * first guesses, so the page is as tall as it was and the scroll position restored is the place left: with
 * the guesses, rows above the window were 0 to 40 px off each and Back landed up to 300 px away on a tablet.
 */
const keptSizes = new Map<string, VirtualItem[]>();
const sizesKey = (label: string, tabletUp: boolean) => `${label}|${tabletUp ? 'row' : 'card'}|${window.innerWidth}`;
const TABBABLE = 'button:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

const tabletQuery = media.tablet.replace(/^screen and /, '');
function subscribeTablet(onChange: () => void) {
  const mq = window.matchMedia(tabletQuery);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}
const isTabletUp = () => window.matchMedia(tabletQuery).matches;

/**
 * The product list of /place-order (§2.14): a `ProductListItem` per product, virtualised with
 * TanStack Virtual over the window's scroll, so 2,000 products cost the rows on screen (and four each
 * side), not 2,000. Rows are measured as they render (a correction or an error makes one taller).
 *
 * For assistive technology and the keyboard it stays one list: every rendered row carries
 * `aria-posinset`/`aria-setsize` of the whole list, and is named by its product (its price, stepper and
 * line total are read inside it). Tab walks the steppers in list order: the row holding focus stays
 * rendered while it scrolls away, and Tab (or Shift+Tab) from its last (first) control brings the next
 * (previous) orderable row in and focuses it. The browser's find in page sees only rendered rows: the
 * page's own search box ('Search products', by name, brand or SKU) is the way to find a product.
 *
 * From 768 px: a card of dense rows with column headings; below: one card per product. Loading: eight
 * skeleton rows in the row layout (`aria-busy`, 'Loading products'). Empty: 'No products match your
 * filter.' and 'Clear filter'. Memoised: keep the record props and callbacks stable.
 */
export const ProductList = memo(function ProductList({
  products, quantities, inCart, onQuantityChange, saving = NONE, errors = NONE, isLoading, onClearFilters, label = 'Products', stockCard,
}: ProductListProps) {
  if (isLoading) {
    return (
      <Stack as="ul" gap="xsmall" className={css.list} aria-busy="true" aria-label="Loading products" data-loading="">
        {Array.from({ length: 8 }, (_, i) => <ProductListItemSkeleton key={i} withStockCard={Boolean(stockCard)} />)}
      </Stack>
    );
  }
  if (products.length === 0) {
    return (
      <EmptyState
        title="No products match your filter."
        action={onClearFilters && <Button variant="secondary" tone="accent" onPress={onClearFilters}>Clear filter</Button>}
      >
        Try another brand, category or search, or clear the filter to see every product.
      </EmptyState>
    );
  }
  return (
    <VirtualRows
      products={products}
      quantities={quantities}
      inCart={inCart}
      onQuantityChange={onQuantityChange}
      saving={saving}
      errors={errors}
      label={label}
      stockCard={stockCard}
    />
  );
});

type VirtualRowsProps = Required<Pick<ProductListProps, 'products' | 'quantities' | 'inCart' | 'onQuantityChange' | 'saving' | 'errors' | 'label'>> &
  Pick<ProductListProps, 'stockCard'>;

function VirtualRows({ products, quantities, inCart, onQuantityChange, saving, errors, label, stockCard }: VirtualRowsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const focusedRef = useRef<number | null>(null);
  const pendingFocusRef = useRef<{ index: number; last: boolean } | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const tabletUp = useSyncExternalStore(subscribeTablet, isTabletUp, () => true);
  const [initialSizes] = useState(() => keptSizes.get(sizesKey(label, tabletUp)) ?? []);

  // Keeps the focused row rendered while it is scrolled away, so focus is never dropped to the page.
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedRef.current;
    if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
    return [...indexes, focused].sort((a, b) => a - b);
  }, []);

  // Kept the same across renders: TanStack Virtual walks every product again (1,926 keys and sizes) whenever
  // `getItemKey` is a new function, and the list renders on each cart change.
  const getItemKey = useCallback((i: number) => products[i]!.SKU, [products]);
  const estimateSize = useCallback(() => (tabletUp ? ESTIMATE.row : ESTIMATE.card), [tabletUp]);
  const virtualizer = useWindowVirtualizer({
    count: products.length,
    estimateSize,
    gap: tabletUp ? 0 : CARD_GAP,
    overscan: OVERSCAN,
    scrollMargin,
    scrollPaddingStart: tabletUp ? SCROLL_PADDING.row : SCROLL_PADDING.card,
    getItemKey,
    initialMeasurementsCache: initialSizes,
    rangeExtractor,
    // Sizes come from the ResizeObserver after the browser's own layout. Measuring each new row from its
    // ref would force a layout per row (positions are written between reads): 14 layouts per sort.
    measureElement: (el, entry, instance) => {
      const box = entry?.borderBoxSize?.[0];
      if (box) return Math.round(box.blockSize);
      const index = instance.indexFromElement(el);
      return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
    },
    // Positions are written to the rows' style by the virtualizer, so scrolling re-renders React only
    // when the set of rendered rows changes, and a moved row keeps its memoised render.
    directDomUpdates: true,
    useFlushSync: false,
  });

  // The list's distance from the top of the document: what the window's scroll is measured against.
  useLayoutEffect(() => {
    const measure = () => {
      const el = listRef.current;
      if (el) setScrollMargin(Math.round(el.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    // Measured in the next frame: reading layout inside the observer's own callback loops it.
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);

  // Kept for the next visit when the list is left (or its layout switches), under the layout measured in.
  useLayoutEffect(() => () => {
    keptSizes.set(sizesKey(label, tabletUp), virtualizer.takeSnapshot());
  }, [label, tabletUp, virtualizer]);

  // The layout switched between cards and dense rows: forget every size, and measure the rendered rows
  // again now (their resize may already have been observed before the switch was known).
  const layoutRef = useRef(tabletUp);
  useLayoutEffect(() => {
    if (layoutRef.current === tabletUp) return;
    layoutRef.current = tabletUp;
    virtualizer.measure();
    listRef.current?.querySelectorAll<HTMLElement>('li[data-index]').forEach((el) => virtualizer.resizeItem(Number(el.dataset.index), el.offsetHeight));
  }, [tabletUp, virtualizer]);

  // Focus the row brought in by Tab once it is rendered.
  useLayoutEffect(() => {
    const pending = pendingFocusRef.current;
    if (!pending) return;
    const el = listRef.current?.querySelector(`li[data-index="${pending.index}"]`);
    if (!el) return;
    const stops = el.querySelectorAll<HTMLElement>(TABBABLE);
    const target = pending.last ? stops[stops.length - 1] : stops[0];
    pendingFocusRef.current = null;
    target?.focus();
  });

  const onFocus = (e: FocusEvent<HTMLUListElement>) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('li[data-index]');
    focusedRef.current = el ? Number(el.dataset.index) : null;
  };
  const onBlur = (e: FocusEvent<HTMLUListElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) focusedRef.current = null;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return;
    const el = (e.target as HTMLElement).closest<HTMLElement>('li[data-index]');
    if (!el) return;
    const index = Number(el.dataset.index);
    const stops = el.querySelectorAll<HTMLElement>(TABBABLE);
    const edge = e.shiftKey ? stops[0] : stops[stops.length - 1];
    if (edge !== e.target) return;
    // The next row with controls (out-of-stock rows have none, unless they carry the stock-card star).
    const dir = e.shiftKey ? -1 : 1;
    let next = index + dir;
    while (!stockCard && next >= 0 && next < products.length && products[next]!.OutOfStock) next += dir;
    if (next < 0 || next >= products.length) return;
    // Rendered rows from here to there are contiguous in the DOM: the browser's own Tab gets it right.
    const rendered = (i: number) => Boolean(listRef.current?.querySelector(`li[data-index="${i}"]`));
    if (rendered(index + dir) && rendered(next)) return;
    e.preventDefault();
    pendingFocusRef.current = { index: next, last: e.shiftKey };
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const count = products.length;
  return (
    <div className={css.frame}>
      <div className={`${row.item} ${css.headings}`} aria-hidden="true" data-stock-card={stockCard ? '' : undefined}>
        <span className={css.headInfo}>Product</span>
        <span className={css.headPrice}>Price</span>
        <span className={css.headStepper}>Outers</span>
        <span className={css.headTotal}>Line total</span>
        {stockCard && <span className={css.headStar}>Card</span>}
      </div>
      {/* Tab is handled for the rows (their controls); the list itself is not a stop. */}
      <ul
        ref={(el) => {
          listRef.current = el;
          virtualizer.containerRef(el);
        }}
        className={css.virtualList}
        aria-label={label}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {virtualizer.getVirtualItems().map((v) => {
          const p = products[v.index]!;
          return (
            <ProductListItem
              key={p.SKU}
              ref={virtualizer.measureElement}
              product={p}
              quantity={quantities[p.SKU] ?? 0}
              inCartQuantity={inCart[p.SKU] ?? 0}
              onQuantityChange={onQuantityChange}
              isSaving={Boolean(saving[p.SKU])}
              errorMessage={errors[p.SKU]}
              posInSet={v.index + 1}
              setSize={count}
              isOnStockCard={stockCard?.onCard.has(p.SKU)}
              onStockCardChange={stockCard?.onChange}
            />
          );
        })}
      </ul>
    </div>
  );
}
