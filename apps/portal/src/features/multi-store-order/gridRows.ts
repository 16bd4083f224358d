import type { Product } from '@trade-portal/api-client';
import type { GridProduct, MultiStoreRowSourceId } from '@trade-portal/ui';
import { stockCardRows } from '../../ordering/stockCardChanges';

/** Most product rows a search shows: a grid of steppers is for a handful of lines, not the catalogue. */
const MAX_ROWS = 30;

/** 'A', 'A and B', 'A, B and C'. */
const listed = (names: ReadonlyArray<string>) => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/**
 * The grid's rows (ADR 0030). From the stock cards: every product on any store's card, once, saying whose
 * card when not all, filtered by a search of two letters or more. From a search: at most `MAX_ROWS`
 * products matching it; without one, what the stores' carts hold.
 * @param source where the rows come from ('loading' while the stock cards are read: no rows)
 * @param all the catalogue
 * @param cards each store's stock card that has one
 * @param search what is typed in the search
 * @param quantities each store's cart quantities by SKU
 * @param storeName a store's name by its JtiAccountId
 */
export function gridRows(
  source: MultiStoreRowSourceId | 'loading',
  all: readonly Product[],
  cards: Parameters<typeof stockCardRows>[0],
  search: string,
  quantities: Readonly<Record<string, Readonly<Record<string, number>> | undefined>>,
  storeName: (id: string) => string,
): GridProduct[] {
  const term = search.trim().toLowerCase();
  const matches = (p: GridProduct & { Brand?: string }) => `${p.Product} ${p.SKU} ${p.Brand ?? ''}`.toLowerCase().includes(term);
  if (source === 'loading') return [];
  if (source === 'stockCard') {
    // A product on some stores' cards only says whose: the column of a store without it is still there to order in.
    return stockCardRows(cards)
      .map(({ product, storeIds }) => ({ ...product, note: storeIds.length < cards.length ? `On the stock card of ${listed(storeIds.map(storeName))}` : undefined }))
      .filter((p) => term.length < 2 || matches(p));
  }
  if (term.length >= 2) return all.filter((p) => `${p.Product} ${p.SKU} ${p.Brand}`.toLowerCase().includes(term)).slice(0, MAX_ROWS);
  const inCarts = new Set(Object.values(quantities).flatMap((q) => Object.entries(q ?? {}).filter(([, n]) => n > 0).map(([sku]) => sku)));
  return all.filter((p) => inCarts.has(p.SKU));
}

/** What an empty grid says, by where its rows come from and whether a search is typed. */
export function emptyText(source: MultiStoreRowSourceId, searching: boolean): string {
  if (source === 'stockCard') return searching ? 'No product on your stock cards matches.' : 'Your stock cards are empty: choose All products to search the product list.';
  return searching ? 'No product matches your search.' : 'Nothing in your stores’ carts yet: find a product to start.';
}
