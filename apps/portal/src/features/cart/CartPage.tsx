import { useCallback, useMemo, useRef, useState } from 'react';
import { errorMessage } from '@trade-portal/api-client';
import { cartTotals } from '@trade-portal/domain';
import { CartLine, CheckoutSteps, InlineMessage, RemovedNotice, Skeleton, Stack, visuallyHidden } from '@trade-portal/ui';
import { useCart, useCartEditor, useClearCart, useCurrentAccount, useProductsBySku } from '../../api';
import { visibleCartLines } from '../../lib/cart';
import { usePopup } from '../../shell/popup';
import { TrackAndTraceBanner } from '../../shell/trackAndTrace';
import { CheckoutSection } from './CheckoutSection';
import { useCheckoutMachine } from './useCheckoutMachine';
import * as css from '../../shell/layout.css';

/**
 * /cart (§2.1, §4): the steps at 'Cart', the lines shown (§4 Cart loading drops products missing from
 * the catalogue or out of stock) with steppers and remove, the summary (outers, subtotal, VAT 23 %,
 * total), Clear cart behind the clear-cart popup (waiting changes are sent first; a failure shows the
 * server's Message in an alert popup), and the checkout of §4, whose machine goes to
 * /order-confirmation when an order comes back. Below the desktop width the summary's checkout bar is
 * fixed to the bottom of the screen, naming the current store. After Clear
 * cart the page scrolls to the top, focus moves to the heading and 'Cart cleared' is announced (polite).
 */
export default function CartPage() {
  const cart = useCart();
  const productsBySku = useProductsBySku();
  const editor = useCartEditor();
  const popup = usePopup();
  const { mutateAsync: clear } = useClearCart();
  const machine = useCheckoutMachine();
  const { account } = useCurrentAccount();
  const heading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const lines = useMemo(() => visibleCartLines(cart.data?.BackEndCartDetails ?? [], productsBySku), [cart.data, productsBySku]);
  const totals = useMemo(() => cartTotals(lines), [lines]);
  const { setQuantity } = editor;

  const change = useCallback(
    (sku: string, next: number) => {
      const product = productsBySku?.get(sku);
      if (product) setQuantity(product, next);
    },
    [productsBySku, setQuantity],
  );

  const clearCart = () => {
    popup.show({
      section: 'clear-cart',
      title: 'Clear your cart?',
      desc: 'All products will be removed from your cart.',
      confirmLabel: 'Clear cart',
      onConfirm: () => {
        void (async () => {
          const id = cart.data?.BackEndCartId;
          if (id == null) return;
          // Emptied first, so a second clear in the same visit is announced again.
          setAnnouncement('');
          try {
            await editor.flush();
            await clear(id);
            // The lines are gone from under the reader: start again at the top, on the heading, and say so.
            window.scrollTo({ top: 0 });
            heading.current?.focus({ preventScroll: true });
            setAnnouncement('Cart cleared');
          } catch (e) {
            popup.show({ section: 'alert', title: 'The cart could not be cleared', desc: errorMessage(e) });
          }
        })();
      },
    });
  };

  return (
    <Stack gap="large">
      <CheckoutSteps current="Cart" />
      <h1 className={css.pageTitle} ref={heading} tabIndex={-1}>Cart</h1>
      <p className={visuallyHidden} role="status" aria-live="polite">{announcement}</p>
      <TrackAndTraceBanner />
      {cart.isError && <InlineMessage tone="critical">{errorMessage(cart.error)}</InlineMessage>}
      <div className={css.cartGrid}>
        <div>
          {cart.isLoading ? (
            <Stack gap="large" aria-busy="true" aria-label="Loading your cart">
              {[0, 1, 2].map((i) => <Skeleton key={i} height={72} />)}
            </Stack>
          ) : (
            lines.length > 0 && (
              <ul className={css.plainList} aria-label="Cart lines">
                {lines.map((line) => {
                  const product = productsBySku?.get(line.SKU);
                  return (
                    <CartLine
                      key={line.SKU}
                      sku={line.SKU}
                      productName={line.Product}
                      priceOuter={line.PriceOuter}
                      quantity={line.Quantity}
                      rule={product ?? { MinimumOrder: 1, MinimumOrderIncremental: 1 }}
                      onQuantityChange={change}
                      onRemove={(sku) => change(sku, 0)}
                      isSaving={!!editor.saving[line.SKU]}
                      errorMessage={editor.errors[line.SKU]}
                    />
                  );
                })}
              </ul>
            )
          )}
        </div>
        <div className={css.sticky}>
          {!cart.isLoading && (
            <CheckoutSection
              machine={machine}
              backEndCartId={cart.data?.BackEndCartId ?? null}
              totals={totals}
              onClearCart={clearCart}
              beforeCheckout={editor.flush}
              storeName={account?.AccountName}
            />
          )}
        </div>
      </div>
      <RemovedNotice removal={editor.lastRemoval} onUndo={editor.undo} onDismiss={editor.dismissRemoval} />
    </Stack>
  );
}
