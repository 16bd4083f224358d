import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { errorMessage } from '@trade-portal/api-client';
import { Box, Button, Heading, InlineMessage, Inline, Link, RemovedNotice, Stack, StockCardList, Text, visuallyHidden } from '@trade-portal/ui';
import { lazyPart, suspenseComponent } from '@trade-portal/ui/lazyPart';
import { useCart, useCartQuantities, useStockCard, useStockCardAccess, useStockCardTour } from '../../api';
import { useCartLines } from '../../api/cartLinesEntry';
import { StockCardSummary } from './StockCardSummary';
import { useRemoveFromCard } from './useRemoveFromCard';
import * as own from './stockCard.css';

// Only a retailer who has not finished the tour needs its code: it loads when the tour starts.
const StockCardTour = suspenseComponent(lazyPart(() => import('./StockCardTour')), (m) => m.StockCardTour);
// Only a retailer counting the shelf needs it: it loads when opened.
const ShelfCountPanel = suspenseComponent(lazyPart(() => import('./ShelfCountPanel')));

/**
 * /stock-card, 'My Stock Card' (§1, §2.1, §9): the account's saved products in StockCardOrder, each with
 * /place-order's stepper and rules (the shared cart editor, 'Removed … Undo' at 0) and a gold star that
 * takes it off the card (`useRemoveFromCard`). Out-of-stock products stay listed, marked, without a
 * stepper; a sticky line keeps the card's count and the cart's outers and total (EUR) in view.
 *
 * States: skeleton rows while the access check, the card or the cart load; 'Your stock card is empty.';
 * the server's message with 'Try again'; and, for a store without stock-card access (§6), a message with
 * a link to Place Order rather than a silent redirect (the retailer may have switched store here). The
 * access check runs at any width (§2.5's 931 px rule is the header link's). The tour (§3, §4) starts
 * once the card shows, unless completed; 'Count the shelf' opens the shelf count to order above the list.
 */
export default function StockCardPage() {
  const access = useStockCardAccess();
  const hasAccess = access.data === true;
  const card = useStockCard(hasAccess);
  const cart = useCart();
  const editor = useCartLines();
  const tour = useStockCardTour(hasAccess);
  const pageRef = useRef<HTMLDivElement>(null);
  const [counting, setCounting] = useState(false);

  const products = useMemo(() => card.data ?? [], [card.data]);
  const bySku = useMemo(() => new Map(products.map((p) => [p.SKU, p])), [products]);
  const { onRemove, announcement, error: cardError } = useRemoveFromCard(products, pageRef);
  const quantities = useCartQuantities();

  const { setQuantity } = editor;
  const onQuantityChange = useCallback(
    (sku: string, next: number) => {
      const product = bySku.get(sku);
      if (product) setQuantity(product, next);
    },
    [bySku, setQuantity],
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
            <StockCardSummary count={isLoading ? null : products.length} cartOuters={cart.data?.TotalItems ?? 0} cartTotal={cart.data?.OrderTotal ?? 0} />
            {/* Until the next change succeeds, as on Place Order. */}
            {cardError && <InlineMessage tone="critical" title={`${cardError.productName} is still on your stock card.`}>{cardError.message}</InlineMessage>}
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
