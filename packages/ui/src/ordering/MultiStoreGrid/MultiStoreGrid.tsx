import { useEffect, useRef, useState, type RefObject } from 'react';
import type { QuantityRule } from '@trade-portal/domain';
import { outers } from '@trade-portal/domain';
import type { Product } from '@trade-portal/api-client';
import { Box, Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Price } from '../../primitives/Price';
import { Text } from '../../primitives/Text';
import { ToggleButtonGroup } from '../../primitives/ToggleButtonGroup';
import { sprinkles } from '../../theme';
import { QuantityStepper } from '../QuantityStepper';
import * as shared from '../shared/shared.css';
import * as css from './MultiStoreGrid.css';

/** A store column of the grid. */
export interface GridStore {
  /** JtiAccountId. */
  id: string;
  /** AccountName. */
  name: string;
  /** TierAccessLevel 3: a column to read, without steppers or checkout (§6). */
  readOnly?: boolean;
}

/** A product row of the grid: its quantity rule, SKU, name (Product) and PriceOuter (EUR per outer, net). */
export type GridProduct = QuantityRule & Pick<Product, 'SKU' | 'Product' | 'PriceOuter'> & Partial<Pick<Product, 'OutOfStock'>> & {
  /** A line under the name: on stock-card rows, whose card holds a product some stores' cards do not. */
  note?: string;
};

/** Props of `MultiStoreGrid`. Quantities in outers; totals in EUR with VAT. */
export interface MultiStoreGridProps {
  stores: ReadonlyArray<GridStore>;
  products: ReadonlyArray<GridProduct>;
  /** Outers in each store's cart: `quantities[storeId][sku]` (missing → 0). */
  quantities: Readonly<Record<string, Readonly<Record<string, number>> | undefined>>;
  /** A stepper moved: the store, the SKU and its next valid quantity. */
  onQuantityChange: (storeId: string, sku: string, next: number) => void;
  /** Each store's cart: outers and total (EUR, VAT included); missing while it loads. */
  totals: Readonly<Record<string, { outers: number; total: number } | undefined>>;
  /** Cells being saved, keyed `${storeId}:${sku}`. */
  saving?: Readonly<Record<string, boolean | undefined>>;
  /** §8 messages by cell, keyed `${storeId}:${sku}`. */
  errors?: Readonly<Record<string, string | null | undefined>>;
  /** 'Check out' of one store. */
  onCheckout: (storeId: string) => void;
  /** 'Check out all': every store whose cart has outers. */
  onCheckoutAll: () => void;
  /** The store checking out, or 'all'; its buttons spin and the others wait. */
  checkingOut?: string | null;
  /** On a phone, the store whose column shows first. @default the first store that orders (not view only), else the first. */
  defaultShownStore?: string;
}

const NONE: Readonly<Record<string, never>> = {};

/** The box `el` scrolls in, as its sticky cells do: the nearest ancestor that scrolls vertically, or null for the window. */
function scrollParent(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p; p = p.parentElement) {
    if (/(auto|scroll|overlay)/.test(getComputedStyle(p).overflowY)) return p;
  }
  return null;
}

/** How far above the window the headings' observer looks, px: any page's height. */
const REACH_ABOVE = 1_000_000;

/**
 * Whether the cart row may stick to the bottom of the scrolling box: only once the column headings are
 * above the place it takes there. With the top of the grid near the bottom of the box, a stuck row would
 * lie over the headings (a sticky cell stays inside its table); until then it waits at the grid's end.
 * @param head the table's `thead`
 * @param foot its `tfoot`, whose height is the place kept at the bottom
 * @returns true while the headings are above that place or scrolled past, and where IntersectionObserver is missing
 */
function useFootSticks(head: RefObject<HTMLElement | null>, foot: RefObject<HTMLElement | null>): boolean {
  const [sticks, setSticks] = useState(true);
  useEffect(() => {
    const headEl = head.current;
    const footEl = foot.current;
    if (!headEl || !footEl || typeof IntersectionObserver === 'undefined') return;
    const root = scrollParent(headEl);
    let observer: IntersectionObserver | undefined;
    let height = -1;
    const observe = () => {
      if (footEl.offsetHeight === height) return;
      height = footEl.offsetHeight;
      observer?.disconnect();
      observer = new IntersectionObserver(
        ([entry]) => {
          if (entry?.rootBounds) setSticks(entry.boundingClientRect.bottom <= entry.rootBounds.bottom + 1);
        },
        // The box reaches far above the window, so a jump from below its bottom to above its top (a scroll
        // by script, the End key) is a change of the headings' visibility the observer reports, not none.
        { root, rootMargin: `${REACH_ABOVE}px 0px -${height}px 0px`, threshold: [0, 1] },
      );
      observer.observe(headEl);
    };
    observe();
    // The row's height changes with its content (a store's cart loading, the phone's layout).
    const resize = new ResizeObserver(observe);
    resize.observe(footEl);
    return () => {
      observer?.disconnect();
      resize.disconnect();
    };
  }, [head, foot]);
  return sticks;
}

/**
 * Several stores in one grid (beyond the spec; ADR 0030): a row per product and a column per
 * store, each cell the same §5 stepper as /place-order, saved to that store's back-end cart. Under each
 * column the store's cart (outers, total) and its 'Check out'; 'Check out all' orders every store with
 * something in its cart. A Tier 3 store's column is read-only (§6).
 *
 * So that no column is ever without its name, the stores' names stick to the top of the window
 * (below the site header: `stickyTopOffset`) and the cart row, with each store's total, its 'Check out'
 * and 'Check out all', to its bottom (`data-sticky-bar`, which floating buttons keep clear of) while the
 * grid is in view, once its headings are above the row's place (before, it waits at the grid's end:
 * `data-waits`), so it never lies over them. On a phone (below 768 px) one store's column shows at a time beside the products:
 * 'Store shown' (react-aria ToggleButtonGroup, `role="radiogroup"`, a chip per store, arrow keys between
 * them) says which and how many there are, and sticks in the names' place. Cells carry `data-store`; the
 * shown store's are `data-shown`.
 */
export function MultiStoreGrid({
  stores, products, quantities, onQuantityChange, totals, saving = NONE, errors = NONE, onCheckout, onCheckoutAll, checkingOut = null, defaultShownStore,
}: MultiStoreGridProps) {
  const orderable = stores.filter((s) => !s.readOnly && (totals[s.id]?.outers ?? 0) > 0);
  const [chosen, setChosen] = useState<string | undefined>(defaultShownStore);
  // A store that left the list (another account) gives way to the first that orders.
  const shown = stores.find((s) => s.id === chosen)?.id ?? (stores.find((s) => !s.readOnly) ?? stores[0])?.id;
  const shownIndex = stores.findIndex((s) => s.id === shown);
  // Only the phone hides the other stores' cells; wider screens show every column.
  const storeCell = (id: string) => ({ 'data-store': id, 'data-shown': id === shown || undefined });
  const hiddenOnPhone = (id: string) => (id === shown ? '' : ` ${css.otherStore}`);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const footRef = useRef<HTMLTableSectionElement>(null);
  const footSticks = useFootSticks(headRef, footRef);
  return (
    <div>
      {stores.length > 1 && (
        <Box display={{ mobile: 'block', tablet: 'none' }} paddingTop="xsmall" className={css.storeBar} data-store-bar>
          <Text as="p" size="small" tone="secondary" paddingX="xsmall">
            Showing store {shownIndex + 1} of {stores.length}: choose another here.
          </Text>
          {/* Padded so a chosen chip's focus ring is not cut by the sideways scroll. */}
          <div className={`${css.storeChips} ${sprinkles({ padding: 'xsmall' })}`}>
            <ToggleButtonGroup
              aria-label="Store shown"
              className={sprinkles({ display: 'flex', gap: 'xsmall' })}
              itemClassName={`${sprinkles({ display: 'inline-flex', alignItems: 'center', flexShrink: 0 })} ${shared.chip}`}
              items={stores.map((s) => ({ id: s.id, label: s.name }))}
              selectedKey={shown ?? ''}
              onSelectionChange={setChosen}
            />
          </div>
        </Box>
      )}
      <div className={css.wrap}>
        <table className={css.table} aria-label="Quantities by store, in outers">
          <thead ref={headRef}>
            <tr>
              <th scope="col" className={css.productHead}>Product</th>
              {stores.map((s) => (
                <th key={s.id} scope="col" {...storeCell(s.id)} className={`${css.th}${hiddenOnPhone(s.id)}`}>
                  <span className={css.storeName}>{s.name}</span>
                  {s.id}{s.readOnly ? ' · view only' : ''}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {products.map((p) => (
              <tr key={p.SKU} data-sku={p.SKU}>
                <th scope="row" className={css.productCell}>
                  <span className={css.name}>{p.Product}</span>
                  <span className={css.sub}>SKU {p.SKU} · <Price value={p.PriceOuter} /> per outer{p.OutOfStock ? ' · Out of stock' : ''}</span>
                  {p.note && <span className={css.note}>{p.note}</span>}
                </th>
                {stores.map((s) => {
                  const key = `${s.id}:${p.SKU}`;
                  const value = quantities[s.id]?.[p.SKU] ?? 0;
                  return (
                    <td key={s.id} {...storeCell(s.id)} className={`${css.cell}${hiddenOnPhone(s.id)}`}>
                      {s.readOnly ? (
                        <span className={css.readOnly}>{value > 0 ? outers(value) : '—'}</span>
                      ) : (
                        <QuantityStepper
                          value={value}
                          onChange={(next) => onQuantityChange(s.id, p.SKU, next)}
                          rule={p}
                          productName={`${p.Product} for ${s.name}`}
                          label={`Outers of ${p.Product} for ${s.name}`}
                          isDisabled={p.OutOfStock || quantities[s.id] === undefined}
                          isPending={Boolean(saving[key])}
                          errorMessage={errors[key]}
                        />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tfoot ref={footRef} data-sticky-bar className={footSticks ? undefined : css.footWaits} data-waits={footSticks ? undefined : ''}>
            <tr>
              <th scope="row" className={css.footHead}>
                <Stack gap="xsmall" alignItems="flex-start">
                  <span>Cart</span>
                  <Button onPress={onCheckoutAll} isDisabled={orderable.length === 0 || (checkingOut !== null && checkingOut !== 'all')} isPending={checkingOut === 'all'}>
                    <span className={css.oneLine}>
                      Check out all{orderable.length > 1 && <>{' '}<span className={css.phoneHidden}>({orderable.length} stores)</span></>}
                    </span>
                  </Button>
                </Stack>
              </th>
              {stores.map((s) => {
                const t = totals[s.id];
                return (
                  <td key={s.id} {...storeCell(s.id)} className={`${css.foot}${hiddenOnPhone(s.id)}`}>
                    <Stack gap="xsmall" alignItems="flex-start">
                      <span>{t ? <>{outers(t.outers)} · <span className={css.total}><Price value={t.total} /></span></> : 'Loading…'}</span>
                      {!s.readOnly && (
                        <Button
                          variant="secondary"
                          onPress={() => onCheckout(s.id)}
                          isDisabled={!t || t.outers === 0 || (checkingOut !== null && checkingOut !== s.id)}
                          isPending={checkingOut === s.id}
                          aria-label={`Check out ${s.name}`}
                        >
                          Check out
                        </Button>
                      )}
                    </Stack>
                  </td>
                );
              })}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
