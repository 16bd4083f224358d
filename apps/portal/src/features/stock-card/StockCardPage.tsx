import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { errorMessage } from '@trade-portal/api-client';
import { outers } from '@trade-portal/domain';
import { Box, Button, Heading, InlineMessage, Inline, Link, Price, RemovedNotice, Stack, StockCardList, Text, visuallyHidden } from '@trade-portal/ui';
import { useCart, useCartQuantities, useStockCard, useStockCardAccess, useStockCardEditor, useStockCardTour } from '../../api';
import { useCartLines } from '../../api/cartLinesEntry';
import * as own from './stockCard.css';

// Only a retailer who has not finished the tour needs its code: it loads when the tour starts.
const StockCardTour = lazy(() => import('./StockCardTour').then((m) => ({ default: m.StockCardTour })));
// Only a retailer counting the shelf needs it: it loads when opened.
const ShelfCountPanel = lazy(() => import('./ShelfCountPanel'));

/**
 * /stock-card, 'My Stock Card' (§1, §2.1, §9): the account's saved products in StockCardOrder (the
 * 'Stock Card' sort), each with the stepper, rules and §8 revert of /place-order (the shared cart
 * editor: shown at once, sent after 300 ms of quiet, 'Removed … Undo' when a line goes to 0), and a
 * gold star that takes the product off the card (optimistic, rolled back with the server's message).
 * Out-of-stock products stay listed, marked, without a stepper. A line above the list keeps the card's
 * count and the cart's outers and total (EUR) in view (sticky), under links to Place Order and the cart.
 *
 * States: skeleton rows while the access check, the card or the cart load (no layout shift); 'Your stock
 * card is empty.' with how to add products; the server's message with 'Try again' when the card cannot
 * load; and, for a store without stock-card access (§6; tier 3 is sent to / by the ordering guard
 * first), a message saying so with a link to Place Order, rather than a silent redirect: the retailer
 * may have switched store on this page. The access check runs here at any width: §2.5's 931 px rule is
 * about the header's link.
 *
 * The stock card tour (§3, §4) starts once the card is shown, unless the user has completed it.
 *
 * 'Count the shelf' opens the shelf count to order above the list: a full-shelf level per
 * line (saved on the server) and today's count turn into proposed outers that Accept puts in the cart.
 */
export default function StockCardPage() {
  const access = useStockCardAccess();
  const hasAccess = access.data === true;
  const card = useStockCard(hasAccess);
  const cart = useCart();
  const editor = useCartLines();
  const cardEditor = useStockCardEditor();
  const tour = useStockCardTour(hasAccess);
  const pageRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [counting, setCounting] = useState(false);

  const products = useMemo(() => card.data ?? [], [card.data]);
  const bySku = useMemo(() => new Map(products.map((p) => [p.SKU, p])), [products]);
  const quantities = useCartQuantities();

  const { setQuantity } = editor;
  const onQuantityChange = useCallback(
    (sku: string, next: number) => {
      const product = bySku.get(sku);
      if (product) setQuantity(product, next);
    },
    [bySku, setQuantity],
  );

  const { setOnCard } = cardEditor;
  const onRemove = useCallback(
    (sku: string) => {
      const product = bySku.get(sku);
      if (!product) return;
      // The pressed star leaves with its row: focus goes to the next row's star (else the previous
      // one's, else the heading), so a keyboard user keeps their place in the list.
      const index = products.findIndex((p) => p.SKU === sku);
      const neighbour = products[index + 1] ?? products[index - 1];
      setOnCard(product, false);
      setAnnouncement(`Removed ${product.Product} from your stock card.`);
      requestAnimationFrame(() => {
        const target = neighbour
          ? pageRef.current?.querySelector<HTMLElement>(`li[data-sku="${CSS.escape(neighbour.SKU)}"] [data-stock-card-control]`)
          : pageRef.current?.querySelector<HTMLElement>('h1');
        target?.focus();
      });
    },
    [bySku, products, setOnCard],
  );

  const isLoading = access.isPending || (hasAccess && card.isPending) || cart.isPending;
  const noAccess = access.isSuccess && !hasAccess;
  const failed = access.isError ? access : card.isError ? card : null;

  return (
    <div ref={pageRef}>
      <Stack gap="large">
        <Heading level="1">My Stock Card</Heading>
        {noAccess ? (
          <InlineMessage tone="info" title="My Stock Card is not available for this store.">
            <Text as="p" className={own.text}>
              You can order every product from{' '}
              <Link href="/place-order">Place Order</Link>.
            </Text>
          </InlineMessage>
        ) : failed ? (
          <Inline gap="small">
            <InlineMessage tone="critical" title="Your stock card could not be loaded.">{errorMessage(failed.error)}</InlineMessage>
            <Button variant="secondary" onPress={() => void failed.refetch()}>Try again</Button>
          </Inline>
        ) : (
          <>
            <Text as="p" tone="secondary" className={own.text}>
              The products you order again and again. Set the quantities and they go straight into your cart.
            </Text>
            <Box display="flex" flexWrap="wrap" alignItems="center" className={own.links}>
              <Link href="/place-order" variant="standalone" data-tour="place-order">Add products from Place Order</Link>
              <Link href="/quick-order" variant="standalone">Quick Order by code</Link>
              <Link href="/cart" variant="standalone">Go to cart</Link>
              {products.length > 0 && (
                <Button size="small" variant="secondary" onPress={() => setCounting((c) => !c)} aria-expanded={counting} aria-controls="shelf-count">
                  {counting ? 'Close the shelf count' : 'Count the shelf'}
                </Button>
              )}
            </Box>
            {/* Kept in view while the list scrolls, as on Place Order: the card's size and the cart. */}
            <Box display="flex" flexWrap="wrap" alignItems="baseline" justifyContent="space-between" paddingY="xsmall" className={own.summary} data-tour="cart">
              <Text as="p" size="small" weight="medium" tone="secondary">
                {isLoading ? 'Loading your stock card…' : `${products.length} ${products.length === 1 ? 'product' : 'products'}`}
              </Text>
              <Text as="p" size="small" tone="secondary" tabularNums>
                Cart: <Text tone="primary" weight="medium">{outers(cart.data?.TotalItems ?? 0)}</Text> ·{' '}
                <Text size="body" tone="primary" weight="strong"><Price value={cart.data?.OrderTotal ?? 0} /></Text>
              </Text>
            </Box>
            {/* Until the next change succeeds, as on Place Order. */}
            {cardEditor.error && (
              <InlineMessage tone="critical" title={`${cardEditor.error.productName} is still on your stock card.`}>
                {cardEditor.error.message}
              </InlineMessage>
            )}
            {counting && (
              <div id="shelf-count">
                <Suspense fallback={<p role="status">Loading the shelf count…</p>}>
                  <ShelfCountPanel products={products} inCart={quantities} setQuantity={editor.setQuantity} saving={editor.saving} cartErrors={editor.errors} />
                </Suspense>
              </div>
            )}
            <div data-tour="list">
              <StockCardList
                products={products}
                quantities={quantities}
                inCart={quantities}
                onQuantityChange={onQuantityChange}
                onRemove={onRemove}
                saving={editor.saving}
                errors={editor.errors}
                isLoading={isLoading}
              />
            </div>
          </>
        )}
        <p role="status" className={visuallyHidden}>{announcement}</p>
        <RemovedNotice removal={editor.lastRemoval} onUndo={editor.undo} onDismiss={editor.dismissRemoval} />
        {hasAccess && card.isSuccess && tour.data && !tour.data.Completed && (
          <Suspense fallback={null}>
            <StockCardTour progress={tour.data} pageRef={pageRef} contentKey={products.map((p) => p.SKU).join()} />
          </Suspense>
        )}
      </Stack>
    </div>
  );
}
