import { useCallback, useMemo } from 'react';
import type { BackEndCart } from '@trade-portal/api-client';
import type { GridStore } from '@trade-portal/ui';
import { cartQuantities } from '../../api';
import type { StoresCartEditor } from '../../api/cartLinesEntry';

/**
 * What the grid's cells and column feet show (ADR 0030), from each store's cart as every page shows it
 * (the server's, with this device's changes not yet confirmed): quantities by store and SKU (outers),
 * saving and error flags keyed `store:SKU`, and each store's outers and total (EUR). A read-only (Tier 3)
 * store shows nothing in its cart.
 * @param stores the grid's columns
 * @param orderingIds the stores that may order, in the order of `carts`
 * @param carts each ordering store's cart (undefined until read)
 * @param lines the stores' cart lines, for saving and errors
 */
export function useGridCells(stores: readonly GridStore[], orderingIds: readonly string[], carts: readonly (BackEndCart | undefined)[], lines: StoresCartEditor) {
  const cartOf = useCallback((id: string) => carts[orderingIds.indexOf(id)], [carts, orderingIds]);
  const quantities = useMemo(() => {
    const q: Record<string, Record<string, number> | undefined> = {};
    for (const s of stores) {
      if (s.readOnly) q[s.id] = {};
      else {
        const cart = cartOf(s.id);
        if (cart) q[s.id] = cartQuantities(cart);
      }
    }
    return q;
  }, [stores, cartOf]);
  const { saving, errors } = useMemo(() => {
    const byCell = { saving: {} as Record<string, boolean>, errors: {} as Record<string, string | undefined> };
    for (const [storeId, state] of Object.entries(lines.states)) {
      for (const [sku, value] of Object.entries(state.saving)) byCell.saving[`${storeId}:${sku}`] = value;
      for (const [sku, value] of Object.entries(state.errors)) byCell.errors[`${storeId}:${sku}`] = value;
    }
    return byCell;
  }, [lines.states]);
  const totals = useMemo(() => {
    const t: Record<string, { outers: number; total: number } | undefined> = {};
    for (const s of stores) {
      if (s.readOnly) t[s.id] = { outers: 0, total: 0 };
      else {
        const cart = cartOf(s.id);
        if (cart) t[s.id] = { outers: cart.TotalItems, total: cart.OrderTotal };
      }
    }
    return t;
  }, [stores, cartOf]);
  return { cartOf, quantities, saving, errors, totals };
}
