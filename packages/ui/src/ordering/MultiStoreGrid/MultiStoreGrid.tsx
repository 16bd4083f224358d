import type { QuantityRule } from '@trade-portal/domain';
import { outers } from '@trade-portal/domain';
import type { Product } from '@trade-portal/api-client';
import { Box, Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Price } from '../../primitives/Price';
import { QuantityStepper } from '../QuantityStepper';
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

/** Props of {@link MultiStoreGrid}. Quantities in outers; totals in EUR with VAT. */
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
}

const NONE: Readonly<Record<string, never>> = {};

/**
 * Several stores in one grid (beyond the spec, issue 12; ADR 0030): a row per product and a column per
 * store, each cell the same §5 stepper as /place-order, saved to that store's back-end cart. Under each
 * column the store's cart (outers, total) and its 'Check out'; 'Check out all' orders every store with
 * something in its cart. A Tier 3 store's column is read-only (§6). The product column stays in view as
 * the grid scrolls sideways on a phone.
 */
export function MultiStoreGrid({
  stores, products, quantities, onQuantityChange, totals, saving = NONE, errors = NONE, onCheckout, onCheckoutAll, checkingOut = null,
}: MultiStoreGridProps) {
  const orderable = stores.filter((s) => !s.readOnly && (totals[s.id]?.outers ?? 0) > 0);
  return (
    <div>
      <div className={css.wrap}>
        <table className={css.table} aria-label="Quantities by store, in outers">
          <thead>
            <tr>
              <th scope="col" className={css.productHead}>Product</th>
              {stores.map((s) => (
                <th key={s.id} scope="col" className={css.th} data-store={s.id}>
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
                    <td key={s.id} className={css.cell}>
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
          <tfoot>
            <tr>
              <th scope="row" className={css.footHead}>Cart</th>
              {stores.map((s) => {
                const t = totals[s.id];
                return (
                  <td key={s.id} className={css.foot}>
                    <Stack gap="xxsmall" alignItems="flex-start">
                      <span>{t ? outers(t.outers) : 'Loading…'}</span>
                      <span className={css.total}><Price value={t?.total ?? 0} /></span>
                      {!s.readOnly && (
                        <Button
                          size="small"
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
      <Box display="flex" flexWrap="wrap" justifyContent="flex-end" gap="small" marginTop="small">
        <Button onPress={onCheckoutAll} isDisabled={orderable.length === 0 || (checkingOut !== null && checkingOut !== 'all')} isPending={checkingOut === 'all'}>
          {orderable.length > 1 ? `Check out all (${orderable.length} stores)` : 'Check out all'}
        </Button>
      </Box>
    </div>
  );
}
