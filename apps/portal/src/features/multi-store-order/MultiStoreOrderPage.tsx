import { useCallback, useMemo, useState } from 'react';
import { errorMessage } from '@trade-portal/api-client';
import { isRestricted, outers } from '@trade-portal/domain';
import { Button, Dialog, Heading, InlineMessage, Link, MultiStoreGrid, MultiStoreRowSource, Price, Stack, Text, type GridProduct, type GridStore, type MultiStoreRowSourceId } from '@trade-portal/ui';
import { cartQuantities, useCurrentAccount, useProducts, useStoreCarts, useStoreCheckoutCalls, useStoreStockCards } from '../../api';
import { useStoresCartLines, type CartProduct } from '../../api/cartLinesEntry';
import { stockCardRows } from '../../ordering/stockCardChanges';
import { useRevealResult } from '../../hooks/useRevealResult';
import * as own from './multiStoreOrder.css';

/** Most product rows a search shows: a grid of steppers is for a handful of lines, not the catalogue. */
const MAX_ROWS = 30;

type Outcome = { storeId: string; storeName: string; orderNumber?: string; message?: string; saved?: boolean };

/** A store's order the server did not hear (offline): kept in the outbox and sent once (ADR 0031), as /cart says it. */
const SAVED_ON_DEVICE = 'The order is saved on this device, not yet sent. It will be sent once, when the connection is back, and its order number shown then.';

/** A store whose cart another tablet changed after the grid showed it: nothing is ordered (ADR 0031). */
const CART_CHANGED = 'Its cart changed on another device since it was shown here: check the column and check out again.';

/** 'A', 'A and B', 'A, B and C'. */
const listed = (names: ReadonlyArray<string>) => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/**
 * /multi-store-order (beyond the spec; ADR 0030): for a user with several stores, rows of
 * products with one quantity column per store. The rows are the stores' stock cards ('Stock card', the
 * first choice when any store has one: every product on any card, once, with whose card when not all) or a
 * product search ('All products'; without a search, what the carts hold). Only stores whose access check
 * answers true lend their card; Tier 3 stores are never asked (§2.5, §6), and their columns stay read-only. Each cell saves to that store's back-end cart (its own
 * `accountNumber`), in the order pressed. Under each column the store's cart and 'Check out'; 'Check out
 * all' orders every store with outers, after one confirmation listing them. Tier 3 stores are read-only
 * columns. A user with one store is pointed to Place Order.
 */
export default function MultiStoreOrderPage() {
  const { accounts, isLoading } = useCurrentAccount();
  const stores: GridStore[] = useMemo(() => accounts.map((a) => ({ id: a.JtiAccountId, name: a.AccountName, readOnly: isRestricted(a.TierAccessLevel) })), [accounts]);
  const orderingIds = useMemo(() => stores.filter((s) => !s.readOnly).map((s) => s.id), [stores]);
  const carts = useStoreCarts(orderingIds);
  const products = useProducts();
  const lines = useStoresCartLines(orderingIds);
  const checkoutCalls = useStoreCheckoutCalls();
  const [search, setSearch] = useState('');
  // Null until the retailer chooses: then the stock cards where any store has one, else the search.
  const [chosenSource, setChosenSource] = useState<MultiStoreRowSourceId | null>(null);
  const cards = useStoreStockCards(orderingIds);
  const cardsLoading = orderingIds.length > 0 && cards.isPending;
  const withCard = useMemo(() => cards.data ?? [], [cards.data]);
  const source: MultiStoreRowSourceId | 'loading' = cardsLoading ? 'loading' : withCard.length > 0 ? (chosenSource ?? 'stockCard') : 'search';
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const [checkingOut, setCheckingOut] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  // The outcome shows at the top of the page, far above the Check out pressed: bring it into view, focused.
  const outcomesHeading = useRevealResult(outcomes.length > 0 ? outcomes : null);
  // Each store's cart as every page shows it: the server's, with this device's changes not yet confirmed.
  const cartOf = useCallback((id: string) => carts.data[orderingIds.indexOf(id)], [carts.data, orderingIds]);
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
  // The grid's cells are keyed `store:SKU`.
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

  const storeName = useCallback((id: string) => stores.find((s) => s.id === id)?.name ?? id, [stores]);
  const rows: GridProduct[] = useMemo(() => {
    const all = products.data ?? [];
    const term = search.trim().toLowerCase();
    const matches = (p: GridProduct & { Brand?: string }) => `${p.Product} ${p.SKU} ${p.Brand ?? ''}`.toLowerCase().includes(term);
    if (source === 'loading') return [];
    if (source === 'stockCard') {
      // A product on some stores' cards only says whose: the column of a store without it is still there to order in.
      return stockCardRows(withCard)
        .map(({ product, storeIds }) => ({ ...product, note: storeIds.length < withCard.length ? `On the stock card of ${listed(storeIds.map(storeName))}` : undefined }))
        .filter((p) => term.length < 2 || matches(p));
    }
    if (term.length >= 2) return all.filter((p) => `${p.Product} ${p.SKU} ${p.Brand}`.toLowerCase().includes(term)).slice(0, MAX_ROWS);
    // Without a search: what the stores' carts hold.
    const inCarts = new Set(Object.values(quantities).flatMap((q) => Object.entries(q ?? {}).filter(([, n]) => n > 0).map(([sku]) => sku)));
    return all.filter((p) => inCarts.has(p.SKU));
  }, [products.data, search, quantities, source, withCard, storeName]);

  const productsBySku = useMemo(() => new Map<string, CartProduct>([...(products.data ?? []), ...rows].map((p) => [p.SKU, p])), [products.data, rows]);
  const { setQuantity } = lines;
  const onQuantityChange = useCallback(
    (storeId: string, sku: string, next: number) => {
      const product = productsBySku.get(sku);
      if (product) setQuantity(storeId, product, next);
    },
    [productsBySku, setQuantity],
  );

  const placeOrders = async (ids: string[]) => {
    setConfirming(null);
    setCheckingOut(ids.length > 1 ? 'all' : ids[0]!);
    const done: Outcome[] = [];
    // The checkout machine (and XState) loads with the first checkout, not with the grid.
    const { checkoutStore } = await import('./checkoutStore');
    for (const id of ids) {
      await lines.flush(id);
      const cart = cartOf(id);
      if (!cart?.BackEndCartId) continue;
      // One store at a time, each through the checkout machine: its key, its offline save, its 409.
      const result = await checkoutStore(checkoutCalls, id, cart);
      const outcome = { storeId: id, storeName: storeName(id) };
      if (result.kind === 'ordered') done.push({ ...outcome, orderNumber: result.order?.OrderNumber });
      else if (result.kind === 'savedOnDevice') done.push({ ...outcome, saved: true });
      else done.push({ ...outcome, message: result.kind === 'cartChanged' ? CART_CHANGED : result.message });
    }
    setOutcomes(done);
    await carts.refetch();
    setCheckingOut(null);
  };

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
  const confirmIds = confirming ?? [];
  return (
    <Stack gap="large">
      <Heading level="1">Order for several stores</Heading>
      <Text as="p" tone="secondary">
        Choose the rows, your stores’ stock cards or a search of all products, and set each product’s outers for each store: every column is that
        store’s own cart. Check out one store, or all of them at once.
      </Text>
      {outcomes.length > 0 && (
        <Stack role="status" gap="xsmall">
          <Heading level="2" ref={outcomesHeading}>
            {outcomes.some((o) => o.message) ? 'Not every order was placed' : outcomes.some((o) => o.saved) ? 'Not every order is sent yet' : outcomes.length > 1 ? `${outcomes.length} orders placed` : 'Order placed'}
          </Heading>
          {outcomes.map((o) =>
            o.message ? (
              <InlineMessage key={o.storeId} tone="critical" title={`${o.storeName}: not ordered.`}>{o.message}</InlineMessage>
            ) : o.saved ? (
              <InlineMessage key={o.storeId} tone="info" title={`${o.storeName}: saved on this device.`}>
                {SAVED_ON_DEVICE}
              </InlineMessage>
            ) : (
              <InlineMessage key={o.storeId} tone="positive" title={`${o.storeName}: order placed.`}>
                {o.orderNumber ? (
                  <Link href={`/review-order?ordernumber=${o.orderNumber}&store=${o.storeId}`}>Order {o.orderNumber}</Link>
                ) : (
                  'Your order has been submitted correctly.'
                )}
              </InlineMessage>
            ),
          )}
        </Stack>
      )}
      <MultiStoreRowSource
        source={source === 'stockCard' ? 'stockCard' : 'search'}
        onSourceChange={setChosenSource}
        cardStores={withCard.map((c) => storeName(c.storeId))}
        search={search}
        onSearchChange={setSearch}
      />
      {cards.isError && (
        <InlineMessage tone="critical" title="Your stock cards could not be loaded: search all products instead.">{errorMessage(cards.error)}</InlineMessage>
      )}
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
        onCheckout={(id) => setConfirming([id])}
        onCheckoutAll={() => setConfirming(stores.filter((s) => !s.readOnly && (totals[s.id]?.outers ?? 0) > 0).map((s) => s.id))}
        checkingOut={checkingOut}
      />
      <Dialog
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        role="alertdialog"
        title={confirmIds.length > 1 ? `Place ${confirmIds.length} orders?` : 'Place this order?'}
        actions={
          <>
            <Button variant="secondary" onPress={() => setConfirming(null)}>Cancel</Button>
            <Button onPress={() => void placeOrders(confirmIds)}>{confirmIds.length > 1 ? `Place ${confirmIds.length} orders` : 'Place order'}</Button>
          </>
        }
      >
        <Stack as="ul" gap="xxsmall" paddingLeft="large" className={own.summary}>
          {confirmIds.map((id) => (
            <li key={id}>
              {storeName(id)}: {outers(totals[id]?.outers ?? 0)}, <Price value={totals[id]?.total ?? 0} />
            </li>
          ))}
        </Stack>
      </Dialog>
    </Stack>
  );
}

/** What an empty grid says, by where its rows come from and whether a search is typed. */
function emptyText(source: MultiStoreRowSourceId, searching: boolean): string {
  if (source === 'stockCard') return searching ? 'No product on your stock cards matches.' : 'Your stock cards are empty: choose All products to search the product list.';
  return searching ? 'No product matches your search.' : 'Nothing in your stores’ carts yet: find a product to start.';
}
