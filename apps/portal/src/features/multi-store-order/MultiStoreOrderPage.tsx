import { useCallback, useMemo, useState } from 'react';
import { errorMessage } from '@trade-portal/api-client';
import { isRestricted } from '@trade-portal/domain';
import { Heading, InlineMessage, Link, MultiStoreGrid, MultiStoreRowSource, Stack, Text, type GridStore, type MultiStoreRowSourceId } from '@trade-portal/ui';
import { useCurrentAccount, useProducts, useStoreCarts, useStoreStockCards } from '../../api';
import { useStoresCartLines, type CartProduct } from '../../api/cartLinesEntry';
import { CheckoutOutcomes } from './CheckoutOutcomes';
import { ConfirmOrdersDialog } from './ConfirmOrdersDialog';
import { emptyText, gridRows } from './gridRows';
import { useGridCells } from './useGridCells';
import { useStoresCheckout } from './useStoresCheckout';

/**
 * /multi-store-order (beyond the spec; ADR 0030): for a user with several stores, rows of products with
 * one quantity column per store (`gridRows`: the stores' stock cards, the first choice when any store
 * has one, or a product search). Only stores whose access check answers true lend their card; Tier 3
 * stores are never asked (§2.5, §6) and their columns stay read-only. Each cell saves to that store's
 * own back-end cart. Under each column the store's cart and 'Check out'; 'Check out all' orders every
 * store with outers after one confirmation (`useStoresCheckout`). A user with one store is pointed to
 * Place Order.
 */
export default function MultiStoreOrderPage() {
  const { accounts, isLoading } = useCurrentAccount();
  const stores: GridStore[] = useMemo(() => accounts.map((a) => ({ id: a.JtiAccountId, name: a.AccountName, readOnly: isRestricted(a.TierAccessLevel) })), [accounts]);
  const orderingIds = useMemo(() => stores.filter((s) => !s.readOnly).map((s) => s.id), [stores]);
  const carts = useStoreCarts(orderingIds);
  const products = useProducts();
  const lines = useStoresCartLines(orderingIds);
  const [search, setSearch] = useState('');
  // Null until the retailer chooses: then the stock cards where any store has one, else the search.
  const [chosenSource, setChosenSource] = useState<MultiStoreRowSourceId | null>(null);
  const cards = useStoreStockCards(orderingIds);
  const withCard = useMemo(() => cards.data ?? [], [cards.data]);
  const source: MultiStoreRowSourceId | 'loading' = orderingIds.length > 0 && cards.isPending ? 'loading' : withCard.length > 0 ? (chosenSource ?? 'stockCard') : 'search';
  const { cartOf, quantities, saving, errors, totals } = useGridCells(stores, orderingIds, carts.data, lines);
  const storeName = useCallback((id: string) => stores.find((s) => s.id === id)?.name ?? id, [stores]);
  const rows = useMemo(() => gridRows(source, products.data ?? [], withCard, search, quantities, storeName), [source, products.data, withCard, search, quantities, storeName]);
  const checkout = useStoresCheckout(lines, cartOf, storeName, carts.refetch);
  const productsBySku = useMemo(() => new Map<string, CartProduct>([...(products.data ?? []), ...rows].map((p) => [p.SKU, p])), [products.data, rows]);
  const { setQuantity } = lines;
  const onQuantityChange = useCallback(
    (storeId: string, sku: string, next: number) => {
      const product = productsBySku.get(sku);
      if (product) setQuantity(storeId, product, next);
    },
    [productsBySku, setQuantity],
  );

  if (!isLoading && accounts.length < 2) {
    return (
      <Stack gap="large">
        <Heading level="1">Order for several stores</Heading>
        <InlineMessage tone="info" title="You have one store.">
          <Text as="p">Order from <Link href="/place-order">Place Order</Link>.</Text>
        </InlineMessage>
      </Stack>
    );
  }
  return (
    <Stack gap="large">
      <Heading level="1">Order for several stores</Heading>
      <Text as="p" tone="secondary">
        Choose the rows, your stores’ stock cards or a search of all products, and set each product’s outers for each store: every column is that
        store’s own cart. Check out one store, or all of them at once.
      </Text>
      {checkout.outcomes.length > 0 && <CheckoutOutcomes outcomes={checkout.outcomes} headingRef={checkout.outcomesHeading} />}
      <MultiStoreRowSource source={source === 'stockCard' ? 'stockCard' : 'search'} onSourceChange={setChosenSource} cardStores={withCard.map((c) => storeName(c.storeId))} search={search} onSearchChange={setSearch} />
      {cards.isError && <InlineMessage tone="critical" title="Your stock cards could not be loaded: search all products instead.">{errorMessage(cards.error)}</InlineMessage>}
      {products.isError ? (
        <InlineMessage tone="critical" title="The products could not be loaded.">{errorMessage(products.error)}</InlineMessage>
      ) : source === 'loading' ? (
        <Text as="p" role="status">Loading your stock cards…</Text>
      ) : rows.length === 0 && !products.isPending ? (
        <Text as="p">{emptyText(source, search.trim().length >= 2)}</Text>
      ) : null}
      <MultiStoreGrid
        stores={stores}
        products={rows}
        quantities={quantities}
        onQuantityChange={onQuantityChange}
        totals={totals}
        saving={saving}
        errors={errors}
        onCheckout={(id) => checkout.setConfirming([id])}
        onCheckoutAll={() => checkout.setConfirming(stores.filter((s) => !s.readOnly && (totals[s.id]?.outers ?? 0) > 0).map((s) => s.id))}
        checkingOut={checkout.checkingOut}
      />
      <ConfirmOrdersDialog storeIds={checkout.confirming} totals={totals} storeName={storeName} onConfirm={(ids) => void checkout.placeOrders(ids)} onCancel={() => checkout.setConfirming(null)} />
    </Stack>
  );
}
